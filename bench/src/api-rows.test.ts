import { apiRows } from './api-rows';
import type { ApiThroughput } from './api-throughput';
import type { LoadResult } from './load';
import type { Row } from './rows';

const load = (name: string, requestsPerSecond: number, p99Ms: number, non2xx = 0): LoadResult => ({
  name,
  url: `http://localhost/${name}`,
  requestsPerSecond,
  p99Ms,
  non2xx,
  errors: 0,
  timeouts: 0,
  rounds: [requestsPerSecond],
});

/** One run: the API's figures for the challenge POST, its table and the idle table; the others' are fixed. */
const run = ({
  api = load('POST challenge', 1000, 10),
  table = load('POST table', 650, 50),
  idleP99 = 10,
  peerNon2xx = 0,
} = {}): ApiThroughput => ({
  bare: load('echo', 2000, 5),
  framework: load('fastify', 1800, 6),
  endpoints: [
    {
      api,
      sameWork: load('same work', 1000, 10),
      peer: load('express', 1000, 12, peerNon2xx),
    },
  ],
  grading: [{ api: table, sameWork: load('same grading', 1000, 20) }],
  idleTable: load('POST idle table', 60, idleP99),
});

const row = (rows: Row[], name: string): Row => {
  const found = rows.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no row ${name} in ${rows.map((candidate) => candidate.name).join(', ')}`);
  return found;
};

const passOf = (name: string, options: Parameters<typeof run>[0]) => row(apiRows(run(options)), name).pass;

describe('goal 4 rows', () => {
  it.each([
    [650, true],
    [649, false],
  ])('the API at %i req/s against the same work at 1000: pass %s (0.65x)', (requestsPerSecond, pass) => {
    expect(passOf('POST challenge throughput', { api: load('POST challenge', requestsPerSecond, 10) })).toBe(
      pass,
    );
  });

  it.each([
    [15, true],
    [15.1, false],
  ])("the API's p99 of %f ms against the same work's 10 ms: pass %s (1.5x)", (p99Ms, pass) => {
    const rows = apiRows(run({ api: load('POST challenge', 1000, p99Ms) }));
    expect(row(rows, 'POST challenge p99 latency')).toMatchObject({ baseline: 10, pass });
  });

  it.each([
    [1000, true],
    [999, false],
  ])('the API at %i req/s against Express at 1000: pass %s (1.0x)', (requestsPerSecond, pass) => {
    expect(
      passOf('POST challenge throughput against Express', {
        api: load('POST challenge', requestsPerSecond, 10),
      }),
    ).toBe(pass);
  });

  it.each([
    [650, true],
    [649, false],
  ])(
    'a graded table at %i req/s against the same grading at 1000: pass %s (0.65x)',
    (requestsPerSecond, pass) => {
      expect(passOf('POST table throughput', { table: load('POST table', requestsPerSecond, 50) })).toBe(
        pass,
      );
    },
  );

  it("reports a graded table's p99 beside the same grading's, with no goal", () => {
    expect(row(apiRows(run()), 'POST table p99 latency')).toMatchObject({ ratio: 2.5, goal: '', pass: null });
  });

  it.each([
    [19.9, true],
    [20, false],
  ])('the 50-row table one request at a time with a p99 of %f ms: pass %s (under 20 ms)', (idleP99, pass) => {
    expect(passOf('POST idle table p99 latency', { idleP99 })).toBe(pass);
  });

  it("fails an endpoint's error row when its Express peer answered an error", () => {
    expect(passOf('POST challenge non-2xx / errors', {})).toBe(true);
    expect(passOf('POST challenge non-2xx / errors', { peerNon2xx: 1 })).toBe(false);
  });
});
