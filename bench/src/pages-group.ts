/**
 * Goals 1 and 3: every page and its static copy through Lighthouse (mobile), and the challenge page and its
 * copy also with the desktop preset.
 */
import type { FormFactor } from './form-factor';
import { measureWithLighthouse } from './lighthouse-median';
import type { PageMetrics } from './lighthouse-run';
import { progress } from './log';
import { CHALLENGE_PAGE, PAGES, pageUrl, type BenchPage } from './pages';
import { writeStaticCopies, type CopyRequest } from './static-copies';

export interface PageMeasurement {
  page: string;
  formFactor: FormFactor;
  url: string;
  staticUrl: string;
  app?: PageMetrics;
  static?: PageMetrics;
  /** Set when a run failed; the other pages are still measured. */
  error?: string;
}

const copyName = (page: BenchPage, formFactor: FormFactor) =>
  formFactor === 'mobile' ? page.name : `${page.name}-desktop`;

const TARGETS: { page: BenchPage; formFactor: FormFactor }[] = [
  ...PAGES.map((page) => ({ page, formFactor: 'mobile' as const })),
  { page: CHALLENGE_PAGE, formFactor: 'desktop' },
];

export const measurePages = async (runs: number): Promise<PageMeasurement[]> => {
  const copies: CopyRequest[] = TARGETS.map((target) => ({
    ...target,
    fileName: copyName(target.page, target.formFactor),
  }));
  const staticUrls = await writeStaticCopies(copies);
  const measurements: PageMeasurement[] = [];
  for (const { page, formFactor } of TARGETS) {
    const url = pageUrl(page);
    const staticUrl = staticUrls.get(copyName(page, formFactor)) ?? '';
    const measurement: PageMeasurement = { page: page.name, formFactor, url, staticUrl };
    try {
      progress(`lighthouse ${formFactor}: ${page.path} (${runs} run${runs > 1 ? 's' : ''})`);
      measurement.app = await measureWithLighthouse(url, formFactor, runs);
      progress(`lighthouse ${formFactor}: static copy of ${page.path}`);
      measurement.static = await measureWithLighthouse(staticUrl, formFactor, runs);
    } catch (error) {
      measurement.error = error instanceof Error ? error.message : String(error);
      progress(`lighthouse ${formFactor}: ${page.path} failed: ${measurement.error}`);
    }
    measurements.push(measurement);
  }
  return measurements;
};
