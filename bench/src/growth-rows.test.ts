import type { GrowthResult } from './growth-sizes';
import { growthRows } from './growth-rows';
import type { LoadResult } from './load';
import type { Row } from './rows';

const load = (requestsPerSecond: number, p99Ms: number): LoadResult => ({
  name: 'GET stored progress',
  url: 'http://localhost/api/progress/v1/me',
  requestsPerSecond,
  p99Ms,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  rounds: [requestsPerSecond],
});

/** PGlite's three sizes: the 1-find figures fixed at 1000 req/s and 10 ms; the larger ones as given. */
const run = (larger: { load: LoadResult; probe: LoadResult }): GrowthResult[] => [
  { engine: 'PGlite', finds: 1, load: load(1000, 10), probe: load(1000, 10) },
  { engine: 'PGlite', finds: 10, ...larger },
  { engine: 'PGlite', finds: 100, ...larger },
];

const row = (rows: Row[], start: string, end: string): Row => {
  const found = rows.find(({ name }) => name.startsWith(start) && name.endsWith(end));
  if (!found) throw new Error(`no row ${start}…${end}`);
  return found;
};

const PROBE = 'GET stored progress of a 1-find learner, PGlite, 100 of them beside 1000 × ';
const RECORD = 'GET stored progress (the export grows), PGlite, 1000 learners × ';
const FLAT = { load: load(1000, 10), probe: load(1000, 10) };

describe('goal 9 rows', () => {
  it.each([
    [900, true],
    [899, false],
  ])("a 1-find learner's %i req/s beside the larger databases, against 1000: pass %s (0.9x)", (rps, pass) => {
    const rows = growthRows(run({ ...FLAT, probe: load(rps, 10) }));
    expect(row(rows, PROBE, '10 finds throughput').pass).toBe(pass);
    expect(row(rows, PROBE, '100 finds throughput').pass).toBe(pass);
  });

  it.each([
    [12.5, true],
    [12.6, false],
  ])(
    "a 1-find learner's p99 of %f ms beside the larger databases, against 10 ms: pass %s (1.25x)",
    (p99, pass) => {
      const rows = growthRows(run({ ...FLAT, probe: load(1000, p99) }));
      expect(row(rows, PROBE, '10 finds p99 latency').pass).toBe(pass);
      expect(row(rows, PROBE, '100 finds p99 latency').pass).toBe(pass);
    },
  );

  it.each([
    [450, true],
    [449, false],
  ])('a 100-find record at %i req/s against a 1-find one at 1000: pass %s (0.45x)', (rps, pass) => {
    const rows = growthRows(run({ ...FLAT, load: load(rps, 10) }));
    expect(row(rows, RECORD, '100 finds throughput').pass).toBe(pass);
  });

  it("reports the 10-find record and every record's p99 with no goal", () => {
    const rows = growthRows(run({ ...FLAT, load: load(100, 1000) }));
    for (const end of ['10 finds throughput', '10 finds p99 latency', '100 finds p99 latency'])
      expect(row(rows, RECORD, end)).toMatchObject({ goal: '', pass: null });
  });
});
