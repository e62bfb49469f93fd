/**
 * Load with autocannon, one target after another (the machine has 2 cores: the server gets one, autocannon the
 * other). The targets take turns over several rounds and each keeps its median round, so a burst of other work on
 * the machine lowers one round of every target instead of the whole measurement of one of them.
 */
import autocannon from 'autocannon';
import { progress } from './log';
import { median } from './median';

export interface LoadResult {
  name: string;
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Requests per second of each round, in order; the result is their median. */
  rounds: number[];
}

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Authorization headers the requests take in turn (many learners); unset: none. */
  authorizations?: readonly string[];
  /** Connections kept busy at once; unset: CONNECTIONS. One sends each request when the last is answered. */
  connections?: number;
}

export const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const ROUND_SECONDS = 4;

const headersOf = ({ headers, authorizations }: Target, index = 0): Record<string, string> =>
  authorizations
    ? { ...headers, authorization: authorizations[index % authorizations.length] ?? '' }
    : headers;

/** One request first: a target that answers an error would otherwise be measured as fast. */
export const checkAnswers = async (target: Target): Promise<Headers> => {
  const { name, url, method, body } = target;
  const response = await fetch(url, { method, headers: headersOf(target), body });
  if (!response.ok)
    throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.headers;
};

const load = (target: Target, seconds: number) => {
  const { url, method, body, authorizations, connections = CONNECTIONS } = target;
  let sent = 0;
  return autocannon({
    url,
    method,
    headers: headersOf(target),
    body,
    connections,
    duration: seconds,
    ...(authorizations && {
      requests: [{ setupRequest: (request) => ({ ...request, headers: headersOf(target, sent++) }) }],
    }),
  });
};

type Round = autocannon.Result;

/** A target's rounds as one result: the median rate and p99, and every error answer of every round. */
const summarize = (target: Target, rounds: Round[]): LoadResult => ({
  name: target.name,
  url: target.url,
  requestsPerSecond: median(rounds.map((round) => round.requests.average)),
  p99Ms: median(rounds.map((round) => round.latency.p99)),
  non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
  errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  timeouts: rounds.reduce((sum, round) => sum + round.timeouts, 0),
  rounds: rounds.map((round) => Math.round(round.requests.average)),
});

/** Every target checked and warmed up, then ROUNDS rounds in which each target is loaded in turn. */
export const measureInTurns = async (targets: Target[]): Promise<LoadResult[]> => {
  for (const target of targets) {
    await checkAnswers(target);
    progress(`autocannon: ${target.name}, ${WARM_UP_SECONDS} s warm-up`);
    await load(target, WARM_UP_SECONDS);
  }
  const rounds: Round[][] = targets.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [index, target] of targets.entries()) {
      progress(`autocannon: ${target.name}, round ${round} of ${ROUNDS}, ${ROUND_SECONDS} s`);
      rounds[index]?.push(await load(target, ROUND_SECONDS));
    }
  }
  return targets.map((target, index) => summarize(target, rounds[index] ?? []));
};
