import type { FastifyInstance } from 'fastify';
import { INTERVIEW_FAMILIES } from '../../src/interview/families';
import { buildAppWithDatabase } from '../helper';
import { verifier } from '../support/game-fixtures';
import { CANDIDATES, takeInterview, type Candidate } from '../support/interview-candidates';

/** Sessions per candidate and family: each draws its own build. */
const SESSIONS = 4;

/**
 * Whether the total tracks skill, on every family: an expert scores near the top, a candidate who only typed
 * inputs scores nothing, and a script with no testing knowledge stays at 30 or under whatever build it meets.
 */
describe('interview totals by candidate (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier);
  }, 20_000);
  afterAll(() => app.close());

  const totals = async (candidate: Candidate, family: string): Promise<number[]> => {
    const all: number[] = [];
    for (let index = 0; index < SESSIONS; index += 1)
      all.push((await takeInterview(app, candidate, family)).total);
    return all;
  };

  describe.each(INTERVIEW_FAMILIES.map(({ entry }) => entry.key))('on %s', (family) => {
    // The expert's table and report are full marks on any build; only a bug their values cannot show (another
    // drawn fault answers first) may stay unmarked, and the report's bug is always found.
    it('an expert scores 76 or more', async () => {
      expect(Math.min(...(await totals('expert', family)))).toBeGreaterThanOrEqual(76);
    }, 60_000);

    it('a weak candidate scores under 40', async () => {
      expect(Math.max(...(await totals('weak', family)))).toBeLessThan(40);
    }, 60_000);

    it('typing inputs alone scores nothing', async () => {
      expect(await totals('typedOnly', family)).toEqual(Array(SESSIONS).fill(0));
    }, 60_000);

    it('a script with no testing knowledge scores 30 at most', async () => {
      expect(Math.max(...(await totals('scripted', family)))).toBeLessThanOrEqual(30);
    }, 60_000);
  });

  it('runs every candidate', () => {
    expect(CANDIDATES).toEqual(['expert', 'weak', 'typedOnly', 'scripted']);
  });
});
