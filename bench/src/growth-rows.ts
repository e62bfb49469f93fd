/**
 * Goal 9 as table rows, per engine and series: the stored-progress GET's req/s and p99 with 1, 10 and 100 finds
 * per learner, the larger sizes against the smallest. Two series: the learners' own progress growing (the answer
 * grows with it), and a learner of one find while the others' grows (only the database does); and the error answers.
 */
import { ENGINES, LEARNERS, PROBES, type GrowthResult } from './growth';
import type { LoadResult } from './load';
import { plainRow, ratioOf, type Row } from './rows';

/** "Flat within 10 %": neither measure moves further than this from the one-find figure. */
export const GROWTH_TOLERANCE = 0.1;

const sizeRows = (name: string, load: LoadResult, smallest: LoadResult): Row[] => {
  if (load === smallest) {
    return [
      plainRow(9, `${name} throughput (baseline)`, load.requestsPerSecond, 'req/s'),
      plainRow(9, `${name} p99 latency (baseline)`, load.p99Ms, 'ms'),
    ];
  }
  const throughput = ratioOf(load.requestsPerSecond, smallest.requestsPerSecond);
  const latency = ratioOf(load.p99Ms, smallest.p99Ms);
  return [
    {
      issueGoal: 9,
      name: `${name} throughput`,
      value: load.requestsPerSecond,
      unit: 'req/s',
      baseline: smallest.requestsPerSecond,
      ratio: throughput,
      goal: `>= ${1 - GROWTH_TOLERANCE}x of 1 find`,
      pass: throughput !== null && throughput >= 1 - GROWTH_TOLERANCE,
    },
    {
      issueGoal: 9,
      name: `${name} p99 latency`,
      value: load.p99Ms,
      unit: 'ms',
      baseline: smallest.p99Ms,
      ratio: latency,
      goal: `<= ${1 + GROWTH_TOLERANCE}x of 1 find`,
      pass: latency !== null && latency <= 1 + GROWTH_TOLERANCE,
    },
  ];
};

const findsOf = (finds: number) => `${finds} find${finds === 1 ? '' : 's'}`;

const failures = (load: LoadResult) => load.non2xx + load.errors + load.timeouts;

export const growthRows = (results: GrowthResult[]): Row[] =>
  ENGINES.flatMap((engine) => {
    const sizes = results.filter((result) => result.engine === engine);
    const [smallest] = sizes;
    if (!smallest) return [];
    const failed = sizes.reduce((sum, { load, probe }) => sum + failures(load) + failures(probe), 0);
    return [
      ...sizes.flatMap(({ finds, load }) =>
        sizeRows(
          `GET stored progress, ${engine}, ${LEARNERS} learners × ${findsOf(finds)}`,
          load,
          smallest.load,
        ),
      ),
      ...sizes.flatMap(({ finds, probe }) =>
        sizeRows(
          `GET stored progress of a 1-find learner, ${engine}, ${PROBES} of them beside ${LEARNERS} × ${findsOf(finds)}`,
          probe,
          smallest.probe,
        ),
      ),
      // An error answer is cheap, so a run with any would overstate the throughput.
      plainRow(9, `GET stored progress, ${engine}, non-2xx / errors`, failed, 'count', '0', failed === 0),
    ];
  });
