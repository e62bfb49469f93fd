/**
 * Goal 4: the API's throughput on two endpoints, each against a bare node:http server doing the same work
 * (same-work-server.mjs), with an echo server and Fastify alone as references, all loaded in turns (load.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchApi } from './bench-api';
import { freePort } from './free-port';
import { checkAnswers, measureInTurns, type LoadResult } from './load';
import { ROOT } from './paths';
import { startService } from './services';

const CURRENCY_BODY = JSON.stringify({ first: '100', second: 'EUR', third: 'GBP' });
const JSON_HEADERS = { 'content-type': 'application/json' };

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
      method: 'POST',
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
  const api = await startBenchApi('bench-api');
  const headersFile = await recordApiHeaders(api, ENDPOINTS);
  const bareServer = await startReferenceServer('bare-server', 'bare-server.mjs', 8092);
  const fastifyServer = await startReferenceServer('fastify-reference', 'fastify-reference.mjs', 8093);
  const sameWorkServer = await startReferenceServer('same-work', 'same-work-server.mjs', 8094, headersFile);
  const [bare, framework, ...measured] = await measureInTurns([
    {
      name: 'bare node:http echo',
      url: `${bareServer}/echo`,
      method: 'POST',
      headers: JSON_HEADERS,
      body: CURRENCY_BODY,
    },
    {
      name: 'Fastify, one route, no plugins',
      url: `${fastifyServer}/echo`,
      method: 'POST',
      headers: JSON_HEADERS,
      body: CURRENCY_BODY,
    },
    ...ENDPOINTS.flatMap(({ path: endpointPath, headers, body }) => [
      { name: `POST ${endpointPath}`, url: `${api}${endpointPath}`, method: 'POST' as const, headers, body },
      {
        name: `same work on node:http, ${endpointPath}`,
        url: `${sameWorkServer}${endpointPath}`,
        method: 'POST' as const,
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
