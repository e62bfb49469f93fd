/**
 * Goal 4: the API's throughput, each endpoint against a bare node:http server doing the same work
 * (same-work-server.mjs), the challenge POST and the tester API also against the same routes in Express with
 * helmet, cors and express-rate-limit (express-peer.mjs), the grading routes at fewer connections, and a long
 * table graded one request at a time; an echo server and Fastify alone as references. All loaded in turns (load.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUG_REPORTS_API } from '../../shared/src/bugReports/bugReportApi';
import { TEST_DESIGN_API } from '../../shared/src/testDesign/testDesignApi';
import { BENCH_API_SETTINGS, startBenchApi } from './bench-api';
import { freePort } from './free-port';
import { checkAnswers, measureInTurns, type LoadResult, type Target } from './load';
import { ROOT } from './paths';
import { startService } from './services';

const CURRENCY_BODY = JSON.stringify({ first: '100', second: 'EUR', third: 'GBP' });
const JSON_HEADERS = { 'content-type': 'application/json' };

/** A table and a report of the size a learner sends, at the connections of a busy class. */
export const GRADING_CONNECTIONS = 10;
export const TABLE_ROWS = 20;
export const REPORT_STEPS = 5;
/** The longest table the API takes (MAX_TEST_ROWS), sent one request at a time: a learner's wait on an idle API. */
export const IDLE_TABLE_ROWS = 50;

/** The API's grading budgets at the most it accepts: still counted, far above what the bench spends a minute. */
const GRADING_BUDGETS = { GRADING_UNITS_MAX: '100000000', GRADING_UNITS_LEARNER_MAX: '100000000' };

/** A server of bench/src: the echo, the Fastify reference, the same-work baseline (with its arguments), the peer. */
const startReferenceServer = async (
  name: string,
  file: string,
  preferredPort: number,
  { args = [], env }: { args?: string[]; env?: Record<string, string> } = {},
): Promise<string> => {
  const port = await freePort(preferredPort);
  const script = path.join(ROOT, 'bench', 'src', file);
  await startService(
    {
      name,
      command: [`node ${script} ${port}`, ...args].join(' '),
      cwd: ROOT,
      url: `http://localhost:${port}/`,
      ...(env && { env }),
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
  for (const { path: endpointPath, headers: requestHeaders, body } of endpoints) {
    const headers = await checkAnswers({
      name: `POST ${endpointPath}`,
      url: `${api}${endpointPath}`,
      method: 'POST',
      headers: requestHeaders,
      body,
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
  /** What the body is, in the rows' names ('' for the plain endpoints). */
  label?: string;
  connections?: number;
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

interface GradingBodies {
  testDesignTable(challenge: string, rows: number): unknown;
  bugReport(challenge: string, steps: number): unknown;
}

/** The bodies made from the triangle's own parts by the API's build (api/src/bench/grading-bodies.ts). */
const gradingBodies = (): GradingBodies =>
  createRequire(import.meta.url)(path.join(ROOT, 'api', 'dist', 'same-work.js')) as GradingBodies;

const TRIANGLE = 'exploratory_triangle';
const TEST_DESIGN_PATH = `/${TEST_DESIGN_API}/exploratory/triangle`;
const BUG_REPORT_PATH = `/${BUG_REPORTS_API}/exploratory/triangle`;

const tableEndpoint = (rows: number, connections: number): Endpoint => ({
  path: TEST_DESIGN_PATH,
  headers: JSON_HEADERS,
  body: JSON.stringify(gradingBodies().testDesignTable(TRIANGLE, rows)),
  label: `${rows}-row triangle table, ${connections} connection${connections === 1 ? '' : 's'}`,
  connections,
});

/** The grading routes: a test-design table and a report reproducing a planted bug (a duplicate after the first). */
const gradingEndpoints = (): Endpoint[] => [
  tableEndpoint(TABLE_ROWS, GRADING_CONNECTIONS),
  {
    path: BUG_REPORT_PATH,
    // One tester's sandbox: without a key every report would start one, a budget of its own.
    headers: { ...JSON_HEADERS, 'x-tester-key': 'bench-tester-key-2' },
    body: JSON.stringify(gradingBodies().bugReport(TRIANGLE, REPORT_STEPS)),
    label: `${REPORT_STEPS}-step triangle report, ${GRADING_CONNECTIONS} connections`,
    connections: GRADING_CONNECTIONS,
  },
];

export interface EndpointThroughput {
  api: LoadResult;
  /** The same work on a bare node:http server (same-work-server.mjs): the endpoint's baseline. */
  sameWork: LoadResult;
  /** The same routes in Express with helmet, cors and express-rate-limit (express-peer.mjs). */
  peer?: LoadResult;
}

export interface ApiThroughput {
  /** A bare node:http echo (bare-server.mjs): what Node alone does on this machine. */
  bare: LoadResult;
  /** Fastify alone (fastify-reference.mjs): the most the API could reach. */
  framework: LoadResult;
  endpoints: EndpointThroughput[];
  /** The test-design and bug-report POSTs, graded on the API's worker threads, against the same grading. */
  grading: EndpointThroughput[];
  /** The longest table, one request at a time on the API with nothing else to do. */
  idleTable: LoadResult;
}

const suffix = ({ label }: Endpoint) => (label ? `, ${label}` : '');

const targetOf = (name: string, origin: string, endpoint: Endpoint): Target => ({
  name: `${name}${endpoint.path}${suffix(endpoint)}`,
  url: `${origin}${endpoint.path}`,
  method: 'POST',
  headers: endpoint.headers,
  body: endpoint.body,
  ...(endpoint.connections !== undefined && { connections: endpoint.connections }),
});

export const measureApiThroughput = async (): Promise<ApiThroughput> => {
  const api = await startBenchApi('bench-api', GRADING_BUDGETS);
  const grading = gradingEndpoints();
  const idle = tableEndpoint(IDLE_TABLE_ROWS, 1);
  const headersFile = await recordApiHeaders(api, [...ENDPOINTS, ...grading]);
  const bareServer = await startReferenceServer('bare-server', 'bare-server.mjs', 8092);
  const fastifyServer = await startReferenceServer('fastify-reference', 'fastify-reference.mjs', 8093);
  const sameWorkServer = await startReferenceServer('same-work', 'same-work-server.mjs', 8094, {
    args: [headersFile],
  });
  const peerServer = await startReferenceServer('express-peer', 'express-peer.mjs', 8095, {
    env: BENCH_API_SETTINGS,
  });
  const echo = (name: string, origin: string): Target => ({
    name,
    url: `${origin}/echo`,
    method: 'POST',
    headers: JSON_HEADERS,
    body: CURRENCY_BODY,
  });
  const targets = {
    bare: echo('bare node:http echo', bareServer),
    framework: echo('Fastify, one route, no plugins', fastifyServer),
    endpoints: ENDPOINTS.map((endpoint) => ({
      api: targetOf('POST ', api, endpoint),
      sameWork: targetOf('same work on node:http, ', sameWorkServer, endpoint),
      peer: targetOf('same work on Express with helmet, cors and express-rate-limit, ', peerServer, endpoint),
    })),
    grading: grading.map((endpoint) => ({
      api: targetOf('POST ', api, endpoint),
      sameWork: targetOf('same grading on node:http, ', sameWorkServer, endpoint),
    })),
    idleTable: targetOf('POST ', api, idle),
  };
  const all: Target[] = [
    targets.bare,
    targets.framework,
    ...targets.endpoints.flatMap(({ api, sameWork, peer }) => [api, sameWork, peer]),
    ...targets.grading.flatMap(({ api, sameWork }) => [api, sameWork]),
    targets.idleTable,
  ];
  const loads = await measureInTurns(all);
  const resultOf = (target: Target): LoadResult => {
    const result = loads[all.indexOf(target)];
    if (!result) throw new Error(`${target.name} was not measured`);
    return result;
  };
  return {
    bare: resultOf(targets.bare),
    framework: resultOf(targets.framework),
    endpoints: targets.endpoints.map(({ api, sameWork, peer }) => ({
      api: resultOf(api),
      sameWork: resultOf(sameWork),
      peer: resultOf(peer),
    })),
    grading: targets.grading.map(({ api, sameWork }) => ({
      api: resultOf(api),
      sameWork: resultOf(sameWork),
    })),
    idleTable: resultOf(targets.idleTable),
  };
};
