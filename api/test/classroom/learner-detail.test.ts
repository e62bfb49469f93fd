import type { Assignment } from '@qa/shared/classroom';
import type { StoredBugReport, StoredTestRun } from '@qa/shared/progress';
import type { MemberChallenge, MemberSession } from '../../src/classroom/class-grid';
import { learnerDetail, type MemberActivity } from '../../src/classroom/learner-detail';
import type { ClassChallenge, ClassFinding } from '../../src/classroom/term-finds';
import { inEveryLanguage } from '../../src/i18n/localized';

const finding = (technique: ClassFinding['technique'], text: string): ClassFinding => ({
  technique,
  text: inEveryLanguage((language) => `${text} (${language})`),
});
const TRIANGLE: ClassChallenge = {
  storeName: 'exploratory_triangle',
  cases: [
    finding('equivalencePartitioning', 'scalene'),
    finding('boundaryValues', 'zero side'),
    finding('boundaryValues', 'sum equals third side'),
  ],
  bugs: [finding('boundaryValues', 'sum one more'), finding('errorGuessing', 'letters')],
};
const DIVIDE: ClassChallenge = {
  storeName: 'scripted_divide',
  cases: [finding('equivalencePartitioning', 'two positives')],
  bugs: [],
};
const record = (
  storeName: string,
  keys: string[],
  changes: Partial<MemberChallenge> = {},
): MemberChallenge => ({
  learner: 'uid-1',
  storeName,
  epoch: 0,
  answers: Object.fromEntries(keys.map((key) => [key, { first: '1' }])),
  updatedAt: new Date('2026-11-10T10:00:00.000Z'),
  ...changes,
});
const MEMBER: MemberActivity['member'] = {
  id: '0b6e1c7e-0000-4000-8000-000000000001',
  learner: 'uid-1',
  name: 'Ola',
  joinedAt: new Date('2026-11-02T09:00:00.000Z'),
  // Found before the term: not the term's.
  baseline: { exploratory_triangle: { epoch: 0, keys: ['case_1'] } },
};
const activity = (changes: Partial<MemberActivity> = {}): MemberActivity => ({
  member: MEMBER,
  records: [],
  assignments: [],
  sessions: [],
  ...changes,
});

describe('a learner’s detail', () => {
  it('names what was found in the term as the learner sees it, and counts the rest by technique only', () => {
    const detail = learnerDetail(
      'Evening group',
      [TRIANGLE, DIVIDE],
      activity({
        records: [
          record('exploratory_triangle', ['case_1', 'case_3', 'bug_2', 'case_9']),
          // Another learner's record, and one of a challenge the class does not have.
          record('scripted_divide', ['case_1'], { learner: 'uid-2' }),
          record('learn_adder', ['case_1']),
        ],
      }),
      'ua',
    );
    expect(detail).toMatchObject({
      memberId: MEMBER.id,
      name: 'Ola',
      joinedAt: '2026-11-02T09:00:00.000Z',
      className: 'Evening group',
      interviews: [],
    });
    expect(detail.challenges).toEqual([
      {
        storeName: 'exploratory_triangle',
        total: 5,
        found: [
          { key: 'case_3', technique: 'boundaryValues', text: 'sum equals third side (ua)' },
          { key: 'bug_2', technique: 'errorGuessing', text: 'letters (ua)' },
        ],
        missed: [
          { technique: 'equivalencePartitioning', cases: 1, bugs: 0 },
          { technique: 'boundaryValues', cases: 1, bugs: 1 },
        ],
        design: null,
        reports: [],
      },
      {
        storeName: 'scripted_divide',
        total: 1,
        found: [],
        missed: [{ technique: 'equivalencePartitioning', cases: 1, bugs: 0 }],
        design: null,
        reports: [],
      },
    ]);
    // What is not found is never named, in any language.
    expect(JSON.stringify(detail)).not.toMatch(/scalene|zero side|sum one more|two positives/);
  });

  it('shows the best test-design run with its missed bug variants by technique, and the reports as kept', () => {
    const run: StoredTestRun = {
      tests: [],
      score: 70,
      variantsCaught: 5,
      variantsTotal: 9,
      missed: ['errorGuessing', 'boundaryValues', 'boundaryValues', 'errorGuessing'],
    };
    const report = (bug: number, score: number): StoredBugReport => ({
      title: `  Bug ${bug} title `,
      steps: [{ values: { first: '1' } }, { values: { first: '2' } }],
      expected: 'Not a triangle',
      actual: 'Isosceles',
      severity: 'major',
      priority: 'high',
      bug,
      score,
      language: 'en',
    });
    const [triangle] = learnerDetail(
      'Evening group',
      [TRIANGLE],
      activity({
        records: [
          record('exploratory_triangle', [], {
            testDesign: run,
            bugReports: [report(2, 80), report(1, 100)],
          }),
        ],
      }),
      'en',
    ).challenges;
    expect(triangle?.design).toEqual({
      caught: 5,
      total: 9,
      score: 70,
      missed: [
        { technique: 'boundaryValues', variants: 2 },
        { technique: 'errorGuessing', variants: 2 },
      ],
    });
    expect(triangle?.reports).toEqual([
      {
        bug: 1,
        title: 'Bug 1 title',
        severity: 'major',
        priority: 'high',
        expected: 'Not a triangle',
        actual: 'Isosceles',
        steps: 2,
        score: 100,
      },
      expect.objectContaining({ bug: 2, score: 80 }),
    ]);
  });

  it('counts each assignment’s finished and abandoned sessions, with the best, as the grid does', () => {
    const assignment = (id: string): Assignment => ({
      id,
      number: 1,
      family: 'triangle',
      createdAt: '2026-11-01T09:00:00.000Z',
      dueAt: null,
    });
    const taken = assignment('3e4f5a6b-7c8d-4e9f-8a0b-000000000001');
    const untaken = assignment('3e4f5a6b-7c8d-4e9f-8a0b-000000000002');
    const finished = (total: number, finishedAt: string): MemberSession => ({
      id: `0b6e1c7e-0000-4000-8000-0000000000${total}`,
      learner: 'uid-1',
      assignmentId: taken.id,
      total,
      finishedAt: new Date(finishedAt),
      scorecard: {},
    });
    const { interviews } = learnerDetail(
      'Evening group',
      [],
      activity({
        assignments: [taken, untaken],
        sessions: [
          finished(64, '2026-11-05T10:20:00.000Z'),
          // As good as the one before it, and later: the earlier stands.
          finished(81, '2026-11-07T10:20:00.000Z'),
          finished(81, '2026-11-06T10:20:00.000Z'),
          {
            id: '0b6e1c7e-0000-4000-8000-000000000099',
            learner: 'uid-1',
            assignmentId: taken.id,
            abandoned: true,
          },
        ],
      }),
      'en',
    );
    expect(interviews).toEqual([
      {
        assignment: taken,
        best: { total: 81, finishedAt: '2026-11-06T10:20:00.000Z' },
        finished: 3,
        abandoned: 1,
      },
      { assignment: untaken, best: null, finished: 0, abandoned: 0 },
    ]);
  });
});
