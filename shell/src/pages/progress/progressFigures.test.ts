import type {
  ChallengeRecord,
  ChallengeTotals,
  StoredBugReport,
  StoredTestRun,
  Technique,
} from '@qa/shared/progress';
import { SCRIPTED_TOTALS } from '../../test/progressFixtures';
import { designWeakSpotOf, isWeak, progressFigures, verdictOf } from './progressFigures';

const totals: ChallengeTotals[] = [
  ...SCRIPTED_TOTALS,
  {
    storeName: 'exploratory_triangle',
    cases: 5,
    bugs: 2,
    techniques: {
      decisionTable: { cases: 4, bugs: 0 },
      boundaryValues: { cases: 1, bugs: 1 },
      errorGuessing: { cases: 0, bugs: 1 },
    },
  },
  {
    storeName: 'learn_adder',
    cases: 2,
    bugs: 0,
    techniques: { equivalencePartitioning: { cases: 2, bugs: 0 } },
  },
  // A challenge this browser's catalogue does not have (a newer server): left out of every figure.
  {
    storeName: 'scripted_unknown',
    cases: 9,
    bugs: 9,
    techniques: { stateTransition: { cases: 9, bugs: 9 } },
  },
];

const record = (
  submissions: number,
  inputClasses: ChallengeRecord['inputClasses'] = [],
): ChallengeRecord => ({
  epoch: 0,
  answers: {},
  submissions: submissions ? { deviceA: submissions - 1, deviceB: 1 } : {},
  inputClasses,
});

/** A best run that caught all but the missed variants. */
const run = (total: number, missed: Technique[], score = 50): StoredTestRun => ({
  tests: [],
  score,
  variantsCaught: total - missed.length,
  variantsTotal: total,
  missed,
});

describe('progress figures', () => {
  it('has nothing opened for a new learner, and every group’s totals', () => {
    const figures = progressFigures(totals, {}, {});
    expect(figures.empty).toBe(true);
    expect(figures.techniques).toEqual([]);
    expect(figures.weakSpots).toEqual([]);
    expect(figures.groups).toEqual([
      { type: 'learn', casesFound: 0, cases: 2, bugsFound: 0, bugs: 0 },
      { type: 'scripted', casesFound: 0, cases: 7, bugsFound: 0, bugs: 1 },
      { type: 'exploratory', casesFound: 0, cases: 5, bugsFound: 0, bugs: 2 },
    ]);
  });

  it('counts cases and bugs found per group, from the confirmed finds only', () => {
    const figures = progressFigures(
      totals,
      {
        scripted_divide: { case_1: 'equivalencePartitioning', bug_1: 'errorGuessing' },
        scripted_multiplier: { case_2: 'boundaryValues' },
        exploratory_triangle: {},
      },
      { scripted_divide: record(3) },
    );
    expect(figures.groups.find((group) => group.type === 'scripted')).toEqual({
      type: 'scripted',
      casesFound: 2,
      cases: 7,
      bugsFound: 1,
      bugs: 1,
    });
    expect(figures.groups.find((group) => group.type === 'exploratory')?.casesFound).toBe(0);
    expect(figures.empty).toBe(false);
  });

  it('shares each technique over the challenges the learner opened, and not the others', () => {
    const figures = progressFigures(
      totals,
      { scripted_divide: { case_3: 'boundaryValues' } },
      { scripted_divide: record(4), exploratory_triangle: record(2) },
    );
    expect(figures.techniques).toEqual([
      { technique: 'equivalencePartitioning', found: 0, total: 2, challenges: 1 },
      { technique: 'boundaryValues', found: 1, total: 4, challenges: 2 },
      { technique: 'decisionTable', found: 0, total: 4, challenges: 1 },
      { technique: 'errorGuessing', found: 0, total: 2, challenges: 2 },
    ]);
  });

  it('names the weakest techniques first, each with the challenge that has the most of it left to find', () => {
    const figures = progressFigures(
      totals,
      {
        scripted_divide: {
          case_1: 'equivalencePartitioning',
          case_2: 'equivalencePartitioning',
          case_3: 'boundaryValues',
        },
        exploratory_triangle: { bug_2: 'errorGuessing' },
      },
      { scripted_divide: record(5), exploratory_triangle: record(3) },
    );
    // Shares: partitions 2/2, boundaries 1/4, decision tables 0/4, error guessing 1/2 (too few to judge).
    expect(
      figures.weakSpots.map(({ technique, found, total, train }) => [technique, found, total, train.key]),
    ).toEqual([
      ['decisionTable', 0, 4, 'triangle'],
      ['boundaryValues', 1, 4, 'multiplier'],
    ]);
  });

  it.each<[number, number, boolean, string]>([
    [8, 9, false, 'found 89%'],
    [17, 18, false, 'found 94%'],
    [3, 5, false, 'found exactly the bar, 60%'],
    [2, 5, true, 'found 40%'],
    [0, 3, true, 'missed all of the fewest items judged'],
    [0, 2, false, 'met too few items to judge'],
    [0, 1, false, 'missed one item'],
  ])('counts %i found of %i as weak: %s (%s)', (found, total, weak) => {
    expect(isWeak({ found, total })).toBe(weak);
  });

  it('names no weak spot for a technique found at 89%, nor for one met too few times', () => {
    const figures = progressFigures(
      [
        {
          storeName: 'exploratory_calculator',
          cases: 11,
          bugs: 0,
          techniques: {
            equivalencePartitioning: { cases: 9, bugs: 0 },
            errorGuessing: { cases: 2, bugs: 0 },
          },
        },
      ],
      {
        exploratory_calculator: Object.fromEntries(
          Array.from({ length: 8 }, (_, index) => [`case_${index + 1}`, 'equivalencePartitioning' as const]),
        ),
      },
      { exploratory_calculator: record(10) },
    );
    expect(figures.techniques.map(({ technique, found, total }) => [technique, found, total])).toEqual([
      ['equivalencePartitioning', 8, 9],
      ['errorGuessing', 0, 2],
    ]);
    expect(figures.weakSpots).toEqual([]);
  });

  it('shows at most three weak spots', () => {
    const many: ChallengeTotals[] = [
      {
        storeName: 'exploratory_calculator',
        cases: 15,
        bugs: 0,
        techniques: {
          equivalencePartitioning: { cases: 3, bugs: 0 },
          boundaryValues: { cases: 3, bugs: 0 },
          decisionTable: { cases: 3, bugs: 0 },
          stateTransition: { cases: 3, bugs: 0 },
          errorGuessing: { cases: 3, bugs: 0 },
        },
      },
    ];
    expect(progressFigures(many, {}, { exploratory_calculator: record(1) }).weakSpots).toHaveLength(3);
  });

  it('measures submissions per find against the par of one submission per case and bug', () => {
    const figures = progressFigures(
      totals,
      { scripted_divide: { case_1: 'equivalencePartitioning', case_2: 'equivalencePartitioning' } },
      { scripted_divide: record(9), scripted_multiplier: record(2), learn_adder: record(0, ['empty']) },
    );
    expect(
      figures.efficiency.map(({ challenge, submissions, found, par, perFind, verdict }) => [
        challenge.key,
        submissions,
        found,
        par,
        perFind,
        verdict,
      ]),
    ).toEqual([
      ['multiplier', 2, 0, 3, undefined, 'early'],
      ['divide', 9, 2, 5, 4.5, 'trialAndError'],
    ]);
  });

  it.each([
    [2, 1, 5, 'intent'],
    [8, 4, 5, 'intent'],
    [9, 4, 5, 'fair'],
    [16, 4, 5, 'fair'],
    [17, 4, 5, 'trialAndError'],
    [19, 0, 5, 'early'],
    [20, 0, 5, 'trialAndError'],
  ] as const)('judges %i submissions for %i finds (par %i) as %s', (submissions, found, par, verdict) => {
    expect(verdictOf(submissions, found, par)).toBe(verdict);
  });

  it('lists the input classes tried and never tried, per opened challenge, in their canonical order', () => {
    const figures = progressFigures(totals, {}, { scripted_divide: record(3, ['zero', 'empty', 'markup']) });
    const divide = figures.inputClasses[0]!;
    expect(divide.challenge.key).toBe('divide');
    expect(divide.tried).toEqual(['empty', 'zero', 'markup']);
    expect(divide.untried).toEqual([
      'blanksAround',
      'negative',
      'boundaries',
      'veryLong',
      'nonLatin',
      'symbols',
      'wrongFormat',
    ]);
  });

  it('lists no input classes for a challenge where the learner types nothing, whatever an older record says', () => {
    const hotel: ChallengeTotals = {
      storeName: 'functional_bookHotel',
      cases: 10,
      bugs: 3,
      techniques: { equivalencePartitioning: { cases: 10, bugs: 3 } },
    };
    const figures = progressFigures(
      [...totals, hotel],
      {},
      {
        functional_bookHotel: record(4, ['zero', 'boundaries']),
        learn_adder: record(1, ['zero']),
      },
    );
    expect(figures.inputClasses.map(({ challenge }) => challenge.key)).toEqual(['adder']);
    expect(figures.efficiency.map(({ challenge }) => challenge.key)).toEqual(['adder', 'bookHotel']);
  });

  it('leaves out what the catalogue does not know', () => {
    const figures = progressFigures(
      totals,
      { scripted_unknown: { case_1: 'stateTransition' } },
      { scripted_unknown: record(5) },
    );
    expect(figures.empty).toBe(true);
    expect(figures.groups.find((group) => group.type === 'scripted')?.cases).toBe(7);
  });

  it('lists the best test-design runs in the list’s order, and only challenges with one', () => {
    const figures = progressFigures(
      totals,
      {},
      {
        exploratory_triangle: { ...record(0), testDesign: run(9, ['boundaryValues', 'boundaryValues'], 71) },
        scripted_divide: { ...record(4), testDesign: run(6, [], 100) },
        scripted_multiplier: record(2),
        // Not in this catalogue: left out like every other figure of it.
        scripted_unknown: { ...record(1), testDesign: run(3, ['stateTransition']) },
      },
    );
    expect(
      figures.designs.map(({ challenge, caught, total, score }) => [challenge.key, caught, total, score]),
    ).toEqual([
      ['divide', 6, 6, 100],
      ['triangle', 7, 9, 71],
    ]);
    expect(figures.designWeakSpot).toEqual({ technique: 'boundaryValues', missed: 2, challenges: 1 });
    expect(figures.empty).toBe(false);
  });

  it('has no test-design figures before a first run', () => {
    const figures = progressFigures(totals, {}, { scripted_divide: record(3) });
    expect(figures.designs).toEqual([]);
    expect(figures.designWeakSpot).toBeUndefined();
  });

  it('names the technique whose bug variants the best tables miss most, then in the most tables', () => {
    expect(
      designWeakSpotOf([
        run(9, ['boundaryValues', 'boundaryValues', 'errorGuessing']),
        run(5, ['boundaryValues', 'decisionTable']),
        run(4, ['boundaryValues', 'errorGuessing', 'errorGuessing']),
      ]),
    ).toEqual({ technique: 'boundaryValues', missed: 4, challenges: 3 });
    // Three each: error guessing was missed in more tables.
    expect(
      designWeakSpotOf([
        run(9, ['decisionTable', 'decisionTable', 'decisionTable']),
        run(5, ['errorGuessing', 'errorGuessing']),
        run(4, ['errorGuessing']),
      ]),
    ).toEqual({ technique: 'errorGuessing', missed: 3, challenges: 2 });
    // A full tie goes to the technique listed first.
    expect(designWeakSpotOf([run(4, ['stateTransition', 'equivalencePartitioning'])])?.technique).toBe(
      'equivalencePartitioning',
    );
    expect(designWeakSpotOf([run(9, []), run(4, [])])).toBeUndefined();
    expect(designWeakSpotOf([])).toBeUndefined();
  });

  describe('bug reports', () => {
    const report = (bug: number, score: number, title: string): StoredBugReport => ({
      title,
      steps: [{ values: { first: '2', second: '2', third: '3' } }],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity: 'major',
      priority: 'high',
      bug,
      score,
      language: 'en',
    });

    it('lists the best report of each bug by bug number, in the list’s order, only challenges with one', () => {
      const figures = progressFigures(
        totals,
        {},
        {
          exploratory_triangle: {
            ...record(0),
            bugReports: [
              report(2, 60, '  Triangle: sides 2, 3, 2 shown as scalene '),
              report(1, 100, 'Flat'),
            ],
          },
          scripted_divide: { ...record(4), bugReports: [report(1, 80, 'Division by zero answers 0')] },
          scripted_multiplier: record(2),
          // Not in this catalogue: left out like every other figure of it.
          scripted_unknown: { ...record(1), bugReports: [report(1, 100, 'Unknown')] },
        },
      );
      expect(
        figures.bugReports.map(({ challenge, reports }) => [
          challenge.key,
          reports.map(({ bug, title, severity, score }) => [bug, title, severity, score]),
        ]),
      ).toEqual([
        ['divide', [[1, 'Division by zero answers 0', 'major', 80]]],
        [
          'triangle',
          [
            [1, 'Flat', 'major', 100],
            [2, 'Triangle: sides 2, 3, 2 shown as scalene', 'major', 60],
          ],
        ],
      ]);
      expect(figures.empty).toBe(false);
    });

    it('has no bug-report figures before a first report', () => {
      expect(progressFigures(totals, {}, { scripted_divide: record(3) }).bugReports).toEqual([]);
      expect(progressFigures(totals, {}, {}).bugReports).toEqual([]);
    });
  });
});
