/**
 * Goal 4 as table rows: each endpoint's req/s against a bare server doing the same work, its p99 against that
 * server's in the same run, and its error answers; the challenge POST and the tester API also against their Express
 * peer; the grading routes against the same grading, and the longest table's p99 one request at a time; the echo
 * server and Fastify alone as references.
 */
import type { ApiThroughput, EndpointThroughput } from './api-throughput';
import type { LoadResult } from './load';
import { plainRow, ratioOf, type Row } from './rows';

/** Every security plugin on, the API reaches at least this share of the same work's req/s. */
export const THROUGHPUT_RATIO_GOAL = 0.65;
/**
 * The API's p99 at most this multiple of the same work's in the same run: the load generator shares the machine's
 * two cores, so an absolute figure measures the machine as much as the API.
 */
export const P99_RATIO_GOAL = 1.5;
/** At least the req/s of the same routes in Express with helmet, cors and express-rate-limit. */
export const PEER_RATIO_GOAL = 1.0;
/** The longest table a learner may send, graded in this at p99 on an API with nothing else to do. */
export const IDLE_TABLE_P99_GOAL_MS = 20;

const failures = (result: LoadResult) => result.non2xx + result.errors + result.timeouts;

const throughputRow = (endpoint: LoadResult, sameWork: LoadResult): Row => {
  const ratio = ratioOf(endpoint.requestsPerSecond, sameWork.requestsPerSecond);
  return {
    issueGoal: 4,
    name: `${endpoint.name} throughput`,
    value: endpoint.requestsPerSecond,
    unit: 'req/s',
    baseline: sameWork.requestsPerSecond,
    ratio,
    goal: `>= ${THROUGHPUT_RATIO_GOAL}x same work`,
    pass: ratio !== null && ratio >= THROUGHPUT_RATIO_GOAL,
  };
};

const p99Row = (endpoint: LoadResult, sameWork: LoadResult, goal: boolean): Row => {
  const ratio = ratioOf(endpoint.p99Ms, sameWork.p99Ms);
  return {
    issueGoal: 4,
    name: `${endpoint.name} p99 latency`,
    value: endpoint.p99Ms,
    unit: 'ms',
    baseline: sameWork.p99Ms,
    ratio,
    goal: goal ? `<= ${P99_RATIO_GOAL}x same work's p99` : '',
    pass: goal ? ratio !== null && ratio <= P99_RATIO_GOAL : null,
  };
};

const peerRows = (endpoint: LoadResult, peer: LoadResult): Row[] => {
  const ratio = ratioOf(endpoint.requestsPerSecond, peer.requestsPerSecond);
  return [
    plainRow(4, `${peer.name} throughput (peer)`, peer.requestsPerSecond, 'req/s'),
    plainRow(4, `${peer.name} p99 latency (peer)`, peer.p99Ms, 'ms'),
    {
      issueGoal: 4,
      name: `${endpoint.name} throughput against Express`,
      value: endpoint.requestsPerSecond,
      unit: 'req/s',
      baseline: peer.requestsPerSecond,
      ratio,
      goal: `>= ${PEER_RATIO_GOAL}x Express peer`,
      pass: ratio !== null && ratio >= PEER_RATIO_GOAL,
    },
  ];
};

// Error answers are cheap, so a run with any would overstate the throughput.
const failuresRow = (endpoint: LoadResult, ...others: LoadResult[]): Row => {
  const failed = [endpoint, ...others].reduce((sum, result) => sum + failures(result), 0);
  return plainRow(4, `${endpoint.name} non-2xx / errors`, failed, 'count', '0', failed === 0);
};

const endpointRows = ({ api: endpoint, sameWork, peer }: EndpointThroughput, bare: LoadResult): Row[] => [
  plainRow(4, `${sameWork.name} throughput (baseline)`, sameWork.requestsPerSecond, 'req/s'),
  throughputRow(endpoint, sameWork),
  {
    issueGoal: 4,
    name: `${endpoint.name} throughput against the echo`,
    value: endpoint.requestsPerSecond,
    unit: 'req/s',
    baseline: bare.requestsPerSecond,
    ratio: ratioOf(endpoint.requestsPerSecond, bare.requestsPerSecond),
    goal: '',
    pass: null,
  },
  p99Row(endpoint, sameWork, true),
  ...(peer ? peerRows(endpoint, peer) : []),
  failuresRow(endpoint, sameWork, ...(peer ? [peer] : [])),
];

/** A grading route: its req/s against the same grading in one thread; its p99 beside that one's, for information. */
const gradingRows = ({ api: endpoint, sameWork }: EndpointThroughput): Row[] => [
  plainRow(4, `${sameWork.name} throughput (baseline)`, sameWork.requestsPerSecond, 'req/s'),
  throughputRow(endpoint, sameWork),
  p99Row(endpoint, sameWork, false),
  failuresRow(endpoint, sameWork),
];

const idleTableRows = (table: LoadResult): Row[] => [
  plainRow(
    4,
    `${table.name} p99 latency`,
    table.p99Ms,
    'ms',
    `< ${IDLE_TABLE_P99_GOAL_MS} ms`,
    table.p99Ms < IDLE_TABLE_P99_GOAL_MS,
  ),
  failuresRow(table),
];

export const apiRows = ({ bare, framework, endpoints, grading, idleTable }: ApiThroughput): Row[] => [
  plainRow(4, `${bare.name} throughput (reference)`, bare.requestsPerSecond, 'req/s'),
  plainRow(4, `${bare.name} p99 latency (reference)`, bare.p99Ms, 'ms'),
  {
    issueGoal: 4,
    name: `${framework.name} throughput (reference)`,
    value: framework.requestsPerSecond,
    unit: 'req/s',
    baseline: bare.requestsPerSecond,
    ratio: ratioOf(framework.requestsPerSecond, bare.requestsPerSecond),
    goal: '',
    pass: null,
  },
  ...endpoints.flatMap((endpoint) => endpointRows(endpoint, bare)),
  ...grading.flatMap(gradingRows),
  ...idleTableRows(idleTable),
];
