import { STORAGE_KEYS } from '@qa/shared';
import type { StoredBugReport } from '@qa/shared/progress';
import { readLocalChallenges, writeLocalChallenges } from './localRecord';
import { readCompletedChallenges } from './progressStorage';

const stats = (epoch = 0) => ({ epoch, submissions: { 'laptop-01': 3 }, inputClasses: ['zero' as const] });

describe('the local record', () => {
  beforeEach(() => localStorage.clear());

  it('reads every challenge that holds something, answers and stats together', () => {
    localStorage.setItem('scripted_divide', JSON.stringify({ case_1: { first: '4', second: '2' } }));
    localStorage.setItem(STORAGE_KEYS.challengeStats('scripted_divide'), JSON.stringify(stats()));
    localStorage.setItem(STORAGE_KEYS.challengeStats('learn_adder'), JSON.stringify(stats(2)));
    expect(readLocalChallenges()).toEqual({
      scripted_divide: { ...stats(), answers: { case_1: { first: '4', second: '2' } } },
      learn_adder: { ...stats(2), answers: {} },
    });
  });

  it('leaves out corrupted entries and answers the API would refuse, without touching them', () => {
    localStorage.setItem('scripted_divide', '{broken');
    localStorage.setItem(
      'exploratory_triangle',
      JSON.stringify({
        case_1: { first: '3', second: '4', third: '5' },
        case_2: { first: 'x'.repeat(300), second: '1', third: '1' },
      }),
    );
    // Multiplier has two fields: a third value is not something its form sends.
    localStorage.setItem(
      'scripted_multiplier',
      JSON.stringify({ case_1: { first: '1', second: '2', third: '3' } }),
    );
    expect(readLocalChallenges()).toEqual({
      exploratory_triangle: {
        epoch: 0,
        submissions: {},
        inputClasses: [],
        answers: { case_1: { first: '3', second: '4', third: '5' } },
      },
    });
    expect(localStorage.getItem('scripted_divide')).toBe('{broken');
  });

  it('ignores names outside the catalogue', () => {
    localStorage.setItem('scripted_unknown', JSON.stringify({ case_1: { first: '1' } }));
    expect(readLocalChallenges()).toEqual({});
  });

  it('writes what the account answered, and the completed list, where the pages read them', () => {
    writeLocalChallenges(
      {
        scripted_divide: { ...stats(1), answers: { case_2: { first: '0', second: '5' } } },
        scripted_unknown: { ...stats(), answers: { case_1: { first: '1' } } },
      },
      ['scripted_divide', 'scripted_unknown'],
    );
    expect(JSON.parse(localStorage.getItem('scripted_divide')!)).toEqual({
      case_2: { first: '0', second: '5' },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.challengeStats('scripted_divide'))!)).toEqual(
      stats(1),
    );
    expect(localStorage.getItem('scripted_unknown')).toBeNull();
    expect(readCompletedChallenges()).toEqual(['scripted_divide']);
  });

  it('keeps a better test-design run the account has not taken yet, and takes the account’s better one', () => {
    const run = (variantsCaught: number) => ({
      tests: [{ values: { first: '3', second: '4', third: '5' }, expected: 'scalene' }],
      score: variantsCaught * 10,
      variantsCaught,
      variantsTotal: 9,
      missed: [],
    });
    localStorage.setItem(
      STORAGE_KEYS.challengeStats('exploratory_triangle'),
      JSON.stringify({ ...stats(), testDesign: run(5) }),
    );
    localStorage.setItem(
      STORAGE_KEYS.challengeStats('scripted_divide'),
      JSON.stringify({ ...stats(), testDesign: run(2) }),
    );
    writeLocalChallenges(
      {
        exploratory_triangle: { ...stats(), answers: {}, testDesign: run(3) },
        scripted_divide: { ...stats(), answers: {}, testDesign: run(4) },
      },
      [],
    );
    expect(readLocalChallenges().exploratory_triangle?.testDesign).toEqual(run(5));
    expect(readLocalChallenges().scripted_divide?.testDesign).toEqual(run(4));
  });

  it('keeps a better bug report the account has not taken yet, and takes the account’s better ones', () => {
    const report = (
      bug: number,
      score: number,
      title = `Triangle: bug ${bug} reported`,
    ): StoredBugReport => ({
      title,
      steps: [{ values: { first: '2', second: '2', third: '3' } }],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity: 'major',
      priority: 'high',
      bug,
      score,
      language: 'pl',
    });
    localStorage.setItem(
      STORAGE_KEYS.challengeStats('exploratory_triangle'),
      JSON.stringify({
        ...stats(),
        bugReports: [report(1, 100), report(2, 40), report(3, 60, 'This browser’s title')],
      }),
    );
    // Signed out until now: only this browser has a report.
    localStorage.setItem(
      STORAGE_KEYS.challengeStats('functional_bookHotel'),
      JSON.stringify({ ...stats(), bugReports: [report(1, 80)] }),
    );
    writeLocalChallenges(
      {
        exploratory_triangle: {
          ...stats(),
          answers: {},
          bugReports: [report(1, 80), report(2, 60), report(3, 60), report(4, 20)],
        },
        functional_bookHotel: { ...stats(), answers: {} },
      },
      [],
    );
    const local = readLocalChallenges();
    // Each bug's better report, the account's on a tie (the score it gave).
    expect(local.exploratory_triangle?.bugReports).toEqual([
      report(1, 100),
      report(2, 60),
      report(3, 60),
      report(4, 20),
    ]);
    expect(local.functional_bookHotel?.bugReports).toEqual([report(1, 80)]);
  });

  it('reads a challenge that holds only bug reports', () => {
    const report: StoredBugReport = {
      title: 'Triangle: sides 2, 2, 3 shown as scalene',
      steps: [{ values: { first: '2', second: '2', third: '3' } }],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity: 'major',
      priority: 'high',
      bug: 1,
      score: 100,
      language: 'en',
    };
    localStorage.setItem(
      STORAGE_KEYS.challengeStats('exploratory_triangle'),
      JSON.stringify({ epoch: 0, submissions: {}, inputClasses: [], bugReports: [report] }),
    );
    expect(readLocalChallenges()).toEqual({
      exploratory_triangle: {
        epoch: 0,
        submissions: {},
        inputClasses: [],
        answers: {},
        bugReports: [report],
      },
    });
  });

  it('keeps a challenge started over here afresh: the account’s copy of the finds set aside stays out', () => {
    localStorage.setItem(
      STORAGE_KEYS.challengeStats('scripted_divide'),
      JSON.stringify({ ...stats(1), setAside: ['case_1', 'case_2'] }),
    );
    const fromAccount = {
      ...stats(1),
      answers: { case_1: { first: '4', second: '2' }, case_3: { first: '1', second: '0' } },
    };
    writeLocalChallenges({ scripted_divide: fromAccount }, ['scripted_divide']);
    // Found again elsewhere since (case_3) comes in; what was set aside here (case_1) does not.
    expect(JSON.parse(localStorage.getItem('scripted_divide')!)).toEqual({
      case_3: { first: '1', second: '0' },
    });
    expect(readCompletedChallenges()).toEqual([]);
    // The record this browser sends carries the answers and counts only.
    expect(readLocalChallenges().scripted_divide).toEqual({
      ...stats(1),
      answers: { case_3: { first: '1', second: '0' } },
    });
  });
});
