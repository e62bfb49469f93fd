/**
 * Goal 4: the API's throughput on two endpoints against a bare node:http server, with autocannon, one
 * target after another (the machine has 2 cores: the server gets one, autocannon the other). The targets take
 * turns over several rounds and each keeps its median round, so a burst of other work on the machine lowers
 * one round of every target instead of the whole measurement of one of them.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './free-port';
import { progress } from './log';
import { median } from './median';
import { ROOT } from './paths';
import { startService } from './services';

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

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const ROUND_SECONDS = 4;
const CURRENCY_BODY = JSON.stringify({ first: '100', second: 'EUR', third: 'GBP' });
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The API as deployed, on its own port so the product's API (8080) can keep running. */
const startBenchApi = async (): Promise<string> => {
  const port = await freePort(8091);
  await startService(
    {
      name: 'bench-api',
      command: 'node api/dist/server.js',
      cwd: ROOT,
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        // Its own embedded database: PGlite serves one process, and the product's API may be running beside it.
        PGLITE_DIR: 'memory://',
        // The rate limiter stays on; these are the highest limits the API accepts (api/src/config.ts), per
        // minute and far above what the runs below send (by address, and by tester key).
        RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_LEARNER_MAX: '1000000',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        GCLOUD_PROJECT: 'demo-qa-practice',
        ALLOWED_ORIGINS: 'http://localhost:3000',
      },
    },
    { reuse: false },
  );
  return `http://localhost:${port}`;
};

/** A server of bench/src that answers POST /echo: the bare node:http one, or the Fastify reference. */
const startReferenceServer = async (name: string, file: string, preferredPort: number): Promise<string> => {
  const port = await freePort(preferredPort);
  const script = path.join(ROOT, 'bench', 'src', file);
  await startService(
    { name, command: `node ${script} ${port}`, cwd: ROOT, url: `http://localhost:${port}/` },
    { reuse: false },
  );
  return `http://localhost:${port}`;
};

/** One request first: a target that answers an error would otherwise be measured as fast. */
const checkAnswers = async ({ name, url, headers, body }: Target) => {
  const response = await fetch(url, { method: 'POST', headers, body });
  if (!response.ok)
    throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
};

const load = ({ url, headers, body }: Target, seconds: number) =>
  autocannon({ url, method: 'POST', headers, body, connections: CONNECTIONS, duration: seconds });

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

/** Every target warmed up, then ROUNDS rounds in which each target is loaded in turn. */
const measureInTurns = async (targets: Target[]): Promise<LoadResult[]> => {
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

export interface ApiThroughput {
  bare: LoadResult;
  /** Fastify alone (fastify-reference.mjs): the most the API could reach. */
  framework: LoadResult;
  endpoints: LoadResult[];
}

export const measureApiThroughput = async (): Promise<ApiThroughput> => {
  const api = await startBenchApi();
  const bareServer = await startReferenceServer('bare-server', 'bare-server.mjs', 8092);
  const fastifyServer = await startReferenceServer('fastify-reference', 'fastify-reference.mjs', 8093);
  const [bare, framework, ...endpoints] = await measureInTurns([
    { name: 'bare node:http', url: `${bareServer}/echo`, headers: JSON_HEADERS, body: CURRENCY_BODY },
    {
      name: 'Fastify, one route, no plugins',
      url: `${fastifyServer}/echo`,
      headers: JSON_HEADERS,
      body: CURRENCY_BODY,
    },
    {
      name: 'POST /api/scripted/v1/currency-converter',
      url: `${api}/api/scripted/v1/currency-converter`,
      headers: JSON_HEADERS,
      body: CURRENCY_BODY,
    },
    {
      name: 'POST /api/sandbox/v1/calculator',
      url: `${api}/api/sandbox/v1/calculator`,
      headers: { ...JSON_HEADERS, 'x-tester-key': 'bench-tester-key-1' },
      body: JSON.stringify({ first: 2, second: 3 }),
    },
  ]);
  if (!bare || !framework) throw new Error('the reference servers were not measured');
  return { bare, framework, endpoints };
};
