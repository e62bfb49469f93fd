/**
 * Goal 4: the API's throughput on two endpoints, each against a bare node:http server doing the same work
 * (same-work-server.mjs), with an echo server and Fastify alone as references; with autocannon, one target after
 * another (the machine has 2 cores: the server gets one, autocannon the other). The targets take
 * turns over several rounds and each keeps its median round, so a burst of other work on the machine lowers
 * one round of every target instead of the whole measurement of one of them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A server of bench/src: the echo, the Fastify reference, or the same-work baseline (with its arguments). */
const startReferenceServer = async (
  name: string,
  file: string,
  preferredPort: number,
  ...args: string[]
): Promise<string> => {
  const port = await freePort(preferredPort);
  const script = path.join(ROOT, 'bench', 'src', file);
  await startService(
    {
      name,
      command: [`node ${script} ${port}`, ...args].join(' '),
      cwd: ROOT,
      url: `http://localhost:${port}/`,
    },
    { reuse: false },
  );
  return `http://localhost:${port}`;
};

/** One request first: a target that answers an error would otherwise be measured as fast. */
const checkAnswers = async ({ name, url, headers, body }: Target): Promise<Headers> => {
  const response = await fetch(url, { method: 'POST', headers, body });
  if (!response.ok)
    throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.headers;
};

/** Headers that are the connection's or the answer's length, which node:http writes itself. */
const OWN_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The headers the API sends on each endpoint, in a file for the same-work server: the baseline sends them too,
 * so the ratio does not count the cost of writing them as the framework's.
 */
const recordApiHeaders = async (api: string, endpoints: Endpoint[]): Promise<string> => {
  const byPath: Record<string, Record<string, string>> = {};
  for (const { path: endpointPath, ...request } of endpoints) {
    const headers = await checkAnswers({
      ...request,
      name: `POST ${endpointPath}`,
      url: `${api}${endpointPath}`,
    });
    byPath[endpointPath] = Object.fromEntries(
      [...headers.entries()].filter(([name]) => !OWN_HEADERS.has(name)),
    );
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-api-headers-')), 'headers.json');
  writeFileSync(file, JSON.stringify(byPath));
  return file;
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

interface Endpoint {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The challenge POST and a tester API, as the bench's load sends them. */
const ENDPOINTS: Endpoint[] = [
  { path: '/api/scripted/v1/currency-converter', headers: JSON_HEADERS, body: CURRENCY_BODY },
  {
    path: '/api/sandbox/v1/calculator',
    headers: { ...JSON_HEADERS, 'x-tester-key': 'bench-tester-key-1' },
    body: JSON.stringify({ first: 2, second: 3 }),
  },
];

export interface EndpointThroughput {
  api: LoadResult;
  /** The same work on a bare node:http server (same-work-server.mjs): the endpoint's baseline. */
  sameWork: LoadResult;
}

export interface ApiThroughput {
  /** A bare node:http echo (bare-server.mjs): what Node alone does on this machine. */
  bare: LoadResult;
  /** Fastify alone (fastify-reference.mjs): the most the API could reach. */
  framework: LoadResult;
  endpoints: EndpointThroughput[];
}

export const measureApiThroughput = async (): Promise<ApiThroughput> => {
  const api = await startBenchApi();
  const headersFile = await recordApiHeaders(api, ENDPOINTS);
  const bareServer = await startReferenceServer('bare-server', 'bare-server.mjs', 8092);
  const fastifyServer = await startReferenceServer('fastify-reference', 'fastify-reference.mjs', 8093);
  const sameWorkServer = await startReferenceServer('same-work', 'same-work-server.mjs', 8094, headersFile);
  const [bare, framework, ...measured] = await measureInTurns([
    { name: 'bare node:http echo', url: `${bareServer}/echo`, headers: JSON_HEADERS, body: CURRENCY_BODY },
    {
      name: 'Fastify, one route, no plugins',
      url: `${fastifyServer}/echo`,
      headers: JSON_HEADERS,
      body: CURRENCY_BODY,
    },
    ...ENDPOINTS.flatMap(({ path: endpointPath, headers, body }) => [
      { name: `POST ${endpointPath}`, url: `${api}${endpointPath}`, headers, body },
      {
        name: `same work on node:http, ${endpointPath}`,
        url: `${sameWorkServer}${endpointPath}`,
        headers,
        body,
      },
    ]),
  ]);
  if (!bare || !framework) throw new Error('the reference servers were not measured');
  const endpoints = ENDPOINTS.map((_, index) => ({
    api: measured[2 * index],
    sameWork: measured[2 * index + 1],
  })).filter((pair): pair is EndpointThroughput => pair.api !== undefined && pair.sameWork !== undefined);
  return { bare, framework, endpoints };
};
