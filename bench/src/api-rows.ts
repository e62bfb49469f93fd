/** Goal 4 as table rows: each endpoint's req/s and p99 against the bare server, and its error answers. */
import type { ApiThroughput, LoadResult } from './api-throughput';
import { plainRow, ratioOf, type Row } from './rows';

export const THROUGHPUT_RATIO_GOAL = 0.8;
export const P99_GOAL_MS = 10;

const endpointRows = (endpoint: LoadResult, bare: LoadResult): Row[] => {
  const ratio = ratioOf(endpoint.requestsPerSecond, bare.requestsPerSecond);
  const failed = endpoint.non2xx + endpoint.errors + endpoint.timeouts;
  return [
    {
      issueGoal: 4,
      name: `${endpoint.name} throughput`,
      value: endpoint.requestsPerSecond,
      unit: 'req/s',
      baseline: bare.requestsPerSecond,
      ratio,
      goal: `>= ${THROUGHPUT_RATIO_GOAL}x bare`,
      pass: ratio !== null && ratio >= THROUGHPUT_RATIO_GOAL,
    },
    {
      issueGoal: 4,
      name: `${endpoint.name} p99 latency`,
      value: endpoint.p99Ms,
      unit: 'ms',
      baseline: bare.p99Ms,
      ratio: ratioOf(endpoint.p99Ms, bare.p99Ms),
      goal: `< ${P99_GOAL_MS} ms`,
      pass: endpoint.p99Ms < P99_GOAL_MS,
    },
    // Error answers are cheap, so a run with any would overstate the throughput.
    plainRow(4, `${endpoint.name} non-2xx / errors`, failed, 'count', '0', failed === 0),
  ];
};

export const apiRows = ({ bare, framework, endpoints }: ApiThroughput): Row[] => [
  plainRow(4, `${bare.name} throughput (baseline)`, bare.requestsPerSecond, 'req/s'),
  plainRow(4, `${bare.name} p99 latency (baseline)`, bare.p99Ms, 'ms'),
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
