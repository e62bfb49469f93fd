/**
 * Every call that needs a signed-in user (the routes with `preHandler: fastify.authenticate`: answers and hints
 * in api/src/routes/answers.ts, the assessment in assessment.ts), for every challenge the running server has.
 */
import { readDefinitions, readHintLevels } from '../../support/definitions';

export type ProtectedKind = 'answers' | 'hint' | 'assessment';

export interface ProtectedCall {
  kind: ProtectedKind;
  /** Path and query, e.g. /api/learn/v1/adder/answer/2?caseIndex=1 */
  path: string;
}

/**
 * The server's registry names the challenges it has definitions for (read from its source, as the e2e suite
 * does); the running server confirms each (GET of the challenge answers 200) and says how many cases each has,
 * hence its hints.
 */
export const protectedCalls = async (origin: string): Promise<ProtectedCall[]> => {
  const calls: ProtectedCall[] = [{ kind: 'assessment', path: '/api/assessment' }];
  const hintLevels = readHintLevels();
  for (const { path } of readDefinitions()) {
    const response = await fetch(`${origin}/${path}`);
    if (!response.ok) throw new Error(`GET /${path} answered ${response.status}`);
    const { casesTotal } = (await response.json()) as { casesTotal: number };
    // Without caseIndex the index is not read: 0 stands for "the answers".
    calls.push({ kind: 'answers', path: `/${path}/answer/0` });
    for (let caseIndex = 1; caseIndex <= casesTotal; caseIndex += 1) {
      for (let level = 1; level <= hintLevels; level += 1) {
        calls.push({ kind: 'hint', path: `/${path}/answer/${level}?caseIndex=${caseIndex}` });
      }
    }
  }
  return calls;
};

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** One call with the given Authorization header (none when undefined). */
export const callWith = async (
  origin: string,
  path: string,
  authorization: string | undefined,
): Promise<Answer> => {
  const response = await fetch(`${origin}${path}`, {
    headers: authorization === undefined ? {} : { authorization },
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
};

/** Runs `work` over `items`, at most `width` at a time, keeping the order of the results. */
export const inParallel = async <T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>) => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
};
