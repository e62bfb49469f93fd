/**
 * Goal 4 as table rows: each endpoint's req/s against a bare server doing the same work, its p99 and its error
 * answers; the echo server and Fastify alone as references.
 */
import type { ApiThroughput, EndpointThroughput } from './api-throughput';
import type { LoadResult } from './load';
import { plainRow, ratioOf, type Row } from './rows';

export const THROUGHPUT_RATIO_GOAL = 0.8;
export const P99_GOAL_MS = 10;

const failures = (result: LoadResult) => result.non2xx + result.errors + result.timeouts;

const endpointRows = ({ api: endpoint, sameWork }: EndpointThroughput, bare: LoadResult): Row[] => {
  const ratio = ratioOf(endpoint.requestsPerSecond, sameWork.requestsPerSecond);
  const failed = failures(endpoint) + failures(sameWork);
  return [
    plainRow(4, `${sameWork.name} throughput (baseline)`, sameWork.requestsPerSecond, 'req/s'),
    {
      issueGoal: 4,
      name: `${endpoint.name} throughput`,
      value: endpoint.requestsPerSecond,
      unit: 'req/s',
      baseline: sameWork.requestsPerSecond,
      ratio,
      goal: `>= ${THROUGHPUT_RATIO_GOAL}x same work`,
      pass: ratio !== null && ratio >= THROUGHPUT_RATIO_GOAL,
    },
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
    {
      issueGoal: 4,
      name: `${endpoint.name} p99 latency`,
      value: endpoint.p99Ms,
      unit: 'ms',
      baseline: sameWork.p99Ms,
      ratio: ratioOf(endpoint.p99Ms, sameWork.p99Ms),
      goal: `< ${P99_GOAL_MS} ms`,
      pass: endpoint.p99Ms < P99_GOAL_MS,
    },
    // Error answers are cheap, so a run with any would overstate the throughput.
    plainRow(4, `${endpoint.name} non-2xx / errors`, failed, 'count', '0', failed === 0),
  ];
};

export const apiRows = ({ bare, framework, endpoints }: ApiThroughput): Row[] => [
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
];
