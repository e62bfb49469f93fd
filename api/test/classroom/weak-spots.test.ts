import type { GridMember, MemberChallenge } from '../../src/classroom/class-grid';
import type { ClassChallenge, ClassFinding } from '../../src/classroom/term-finds';
import { weakSpots } from '../../src/classroom/weak-spots';
import { sameInEveryLanguage } from '../../src/i18n/localized';

const finding = (technique: ClassFinding['technique']): ClassFinding => ({
  technique,
  text: sameInEveryLanguage('hidden'),
});
// Three boundary findings and one of equivalence partitioning in the triangle, one error guess in division.
const TRIANGLE: ClassChallenge = {
  storeName: 'exploratory_triangle',
  cases: [finding('boundaryValues'), finding('boundaryValues'), finding('equivalencePartitioning')],
  bugs: [finding('boundaryValues')],
};
const DIVIDE: ClassChallenge = { storeName: 'scripted_divide', cases: [], bugs: [finding('errorGuessing')] };
const EMPTY: ClassChallenge = { storeName: 'learn_empty', cases: [], bugs: [] };

const member = (learner: string, baseline: GridMember['baseline'] = {}): GridMember => ({
  id: `0b6e1c7e-0000-4000-8000-00000000000${learner.length}`,
  learner,
  name: learner,
  joinedAt: new Date('2026-11-02T09:00:00.000Z'),
  baseline,
});
const record = (learner: string, storeName: string, keys: string[]): MemberChallenge => ({
  learner,
  storeName,
  epoch: 0,
  answers: Object.fromEntries(keys.map((key) => [key, {}])),
  updatedAt: new Date('2026-11-10T10:00:00.000Z'),
});

describe('a class’s weak spots', () => {
  it('gives per technique and per challenge the mean share its members have not found, worst first', () => {
    const spots = weakSpots(
      [TRIANGLE, DIVIDE, EMPTY],
      // Bo found case_1 before the term: it is not the term's.
      [member('ann'), member('bo', { exploratory_triangle: { epoch: 0, keys: ['case_1'] } })],
      [
        record('ann', 'exploratory_triangle', ['case_1', 'case_2', 'case_3', 'bug_1']),
        record('bo', 'exploratory_triangle', ['case_1', 'case_3']),
        record('ann', 'scripted_divide', ['bug_1']),
        // Not a member's.
        record('cy', 'scripted_divide', ['bug_1']),
      ],
    );
    expect(spots).toEqual({
      learners: 2,
      techniques: [
        // Bo found none of the three boundary findings, Ann all: half missed.
        { technique: 'boundaryValues', total: 3, missed: 50 },
        { technique: 'errorGuessing', total: 1, missed: 50 },
        { technique: 'equivalencePartitioning', total: 1, missed: 0 },
      ],
      challenges: [
        { storeName: 'scripted_divide', total: 1, missed: 50 },
        // Ann missed none of four, Bo three.
        { storeName: 'exploratory_triangle', total: 4, missed: 38 },
      ],
    });
  });

  it('sorts on the share itself, not on its rounded percent', () => {
    const members = ['a', 'bb', 'ccc'].map((learner) => member(learner));
    const spots = weakSpots(
      [
        { storeName: 'exploratory_one', cases: [finding('decisionTable')], bugs: [] },
        {
          storeName: 'exploratory_many',
          cases: Array.from({ length: 200 }, () => finding('stateTransition')),
          bugs: [],
        },
      ],
      members,
      [
        record('a', 'exploratory_one', ['case_1']),
        // 199 of 600 found: 66.83% missed, rounded as the other's 66.67%.
        record(
          'a',
          'exploratory_many',
          Array.from({ length: 199 }, (_, index) => `case_${index + 1}`),
        ),
      ],
    );
    expect(spots.challenges).toEqual([
      { storeName: 'exploratory_many', total: 200, missed: 67 },
      { storeName: 'exploratory_one', total: 1, missed: 67 },
    ]);
  });

  it('has nothing to show for a class without members', () => {
    expect(weakSpots([TRIANGLE], [], [record('ann', 'exploratory_triangle', ['case_1'])])).toEqual({
      learners: 0,
      techniques: [],
      challenges: [],
    });
  });
});
