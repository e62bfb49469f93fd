/** N Lighthouse runs of one URL; each metric is the median of its runs (one noisy run does not decide). */
import type { FormFactor } from './form-factor';
import { runLighthouse, type PageMetrics } from './lighthouse-run';
import { median } from './median';

export const measureWithLighthouse = async (
  url: string,
  formFactor: FormFactor,
  runs: number,
): Promise<PageMetrics> => {
  const results: PageMetrics[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, formFactor));
  const of = (key: keyof PageMetrics) => median(results.map((result) => result[key]));
  return {
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    score: of('score'),
    requests: of('requests'),
    scriptBytes: of('scriptBytes'),
  };
};
