import { http, type Language } from '@qa/shared';

/**
 * The next challenge's info (GET {challenge url}), asked for while the learner is still on this challenge and
 * the browser is idle, and taken by that page when it opens: the link to it then shows a form without waiting
 * for a round trip. Taken once, so a later visit asks the server again.
 */
const prefetched = new Map<string, Promise<unknown>>();

const keyOf = (path: string, language: Language) => `${language} ${path}`;

export const prefetchInfo = (path: string, language: Language): void => {
  const key = keyOf(path, language);
  if (prefetched.has(key)) return;
  const answer = http.get<unknown>(path);
  // Never taken, a failure is nobody's to hear; taken, the page asks again (takeInfo).
  answer.catch(() => undefined);
  prefetched.set(key, answer);
};

/** The info for this path and language: the prefetched answer once, else (or when it failed) a call now. */
export const takeInfo = (path: string, language: Language, signal?: AbortSignal): Promise<unknown> => {
  const key = keyOf(path, language);
  const answer = prefetched.get(key);
  prefetched.delete(key);
  return answer
    ? answer.catch(() => http.get<unknown>(path, { signal }))
    : http.get<unknown>(path, { signal });
};

/**
 * Runs `work` once the browser is idle; returns what cancels it. A browser that cannot say when it is idle
 * (Safari) does without: prefetching is for spare time only.
 */
export const whenIdle = (work: () => void): (() => void) => {
  if (!('requestIdleCallback' in window)) return () => undefined;
  const id = window.requestIdleCallback(work, { timeout: 5000 });
  return () => window.cancelIdleCallback(id);
};
