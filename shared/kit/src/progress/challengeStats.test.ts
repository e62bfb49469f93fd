import { STORAGE_KEYS } from '@qa/shared';
import type { StoredBugReport } from '@qa/shared/progress';
import {
  countSubmission,
  deviceId,
  keepBestReport,
  keepBestRun,
  readBugReports,
  readChallengeStats,
  startChallengeOver,
  takeBackSetAside,
} from './challengeStats';
import { PROGRESS_CHANGED_EVENT } from './progressEvents';

const NAME = 'exploratory_triangle';
const SENT = { first: '3', second: '4', third: '5' };

describe('challenge stats', () => {
  beforeEach(() => localStorage.clear());

  it('counts this browser’s submissions under one lasting device id and unites the input classes', () => {
    countSubmission(NAME, SENT, ['zero']);
    countSubmission(NAME, SENT, ['empty', 'zero']);
    const device = deviceId();
    expect(device).toMatch(/^[0-9a-f]{24}$/);
    expect(readChallengeStats(NAME)).toEqual({
      epoch: 0,
      submissions: { [device]: 2 },
      inputClasses: ['empty', 'zero'],
    });
  });

  it('keeps other devices’ counts that came from the account', () => {
    localStorage.setItem(
      STORAGE_KEYS.challengeStats(NAME),
      JSON.stringify({ epoch: 0, submissions: { 'phone-0002': 5 }, inputClasses: [] }),
    );
    countSubmission(NAME, SENT);
    expect(readChallengeStats(NAME).submissions).toEqual({ 'phone-0002': 5, [deviceId()]: 1 });
  });

  it('starts over on Reset in a later epoch, setting the finds of before aside', () => {
    countSubmission(NAME, SENT, ['markup']);
    startChallengeOver(NAME, ['case_1', 'bug_2']);
    expect(readChallengeStats(NAME)).toEqual({
      epoch: 1,
      submissions: {},
      inputClasses: [],
      setAside: ['case_1', 'bug_2'],
    });
    startChallengeOver(NAME, ['case_3']);
    expect(readChallengeStats(NAME).setAside).toEqual(['case_1', 'bug_2', 'case_3']);
  });

  it('takes back what is found again, and only that', () => {
    startChallengeOver(NAME, ['case_1', 'bug_2']);
    takeBackSetAside(NAME, ['case_1', 'case_4']);
    expect(readChallengeStats(NAME).setAside).toEqual(['bug_2']);
    takeBackSetAside(NAME, ['bug_2']);
    expect(readChallengeStats(NAME)).toEqual({ epoch: 1, submissions: {}, inputClasses: [] });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['a negative count', JSON.stringify({ epoch: 0, submissions: { 'laptop-01': -1 }, inputClasses: [] })],
    ['no epoch', JSON.stringify({ submissions: {}, inputClasses: [] })],
  ])('reads a corrupted entry (%s) as none and writes over it', (_name, raw) => {
    localStorage.setItem(STORAGE_KEYS.challengeStats(NAME), raw);
    expect(readChallengeStats(NAME)).toEqual({ epoch: 0, submissions: {}, inputClasses: [] });
    countSubmission(NAME, SENT);
    expect(Object.values(readChallengeStats(NAME).submissions)).toEqual([1]);
  });

  it('drops input classes it does not know', () => {
    localStorage.setItem(
      STORAGE_KEYS.challengeStats(NAME),
      JSON.stringify({ epoch: 0, submissions: {}, inputClasses: ['zero', 'emoji'] }),
    );
    expect(readChallengeStats(NAME).inputClasses).toEqual(['zero']);
  });

  describe('the best test-design run', () => {
    const run = (variantsCaught: number) => ({
      tests: [{ values: { first: '3', second: '4', third: '5' }, expected: 'scalene' }],
      score: variantsCaught * 10,
      variantsCaught,
      variantsTotal: 9,
      missed: ['boundaryValues' as const],
    });

    it('keeps a run only when it beats the one kept, and through a Reset', () => {
      expect(keepBestRun(NAME, run(3))).toBe(true);
      expect(keepBestRun(NAME, run(2))).toBe(false);
      expect(readChallengeStats(NAME).testDesign).toEqual(run(3));
      startChallengeOver(NAME, ['case_1']);
      expect(readChallengeStats(NAME).testDesign).toEqual(run(3));
    });

    it('drops a run of the wrong shape and keeps the rest of the entry', () => {
      localStorage.setItem(
        STORAGE_KEYS.challengeStats(NAME),
        JSON.stringify({
          epoch: 2,
          submissions: { 'laptop-01': 4 },
          inputClasses: [],
          testDesign: { ...run(3), missed: ['guessing'] },
        }),
      );
      expect(readChallengeStats(NAME)).toEqual({
        epoch: 2,
        submissions: { 'laptop-01': 4 },
        inputClasses: [],
      });
    });
  });

  describe('the best bug reports', () => {
    const report = (
      bug: number,
      score: number,
      title = 'Triangle: sides 2, 2, 3 shown as scalene',
    ): StoredBugReport => ({
      title,
      steps: [{ values: { first: '2', second: '3', third: '2' } }],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity: 'major',
      priority: 'high',
      bug,
      score,
      language: 'en',
    });

    it('keeps a report only when it scores higher than the one of its bug, and through a Reset', () => {
      const heard = jest.fn();
      window.addEventListener(PROGRESS_CHANGED_EVENT, heard);
      expect(keepBestReport(NAME, report(2, 60))).toBe(true);
      expect(keepBestReport(NAME, report(1, 40))).toBe(true);
      // As good is not better: the report kept first stays.
      expect(keepBestReport(NAME, report(2, 60, 'Another title for the same bug'))).toBe(false);
      expect(keepBestReport(NAME, report(2, 20))).toBe(false);
      expect(keepBestReport(NAME, report(2, 100))).toBe(true);
      window.removeEventListener(PROGRESS_CHANGED_EVENT, heard);
      expect(heard).toHaveBeenCalledTimes(3);
      expect(readBugReports(NAME)).toEqual([report(1, 40), report(2, 100)]);
      startChallengeOver(NAME, ['bug_2']);
      expect(readChallengeStats(NAME).bugReports).toEqual([report(1, 40), report(2, 100)]);
    });

    it('has none before a first report', () => {
      expect(readBugReports(NAME)).toEqual([]);
      expect(readChallengeStats(NAME).bugReports).toBeUndefined();
    });

    it('drops a report of the wrong shape and keeps the rest of the entry', () => {
      localStorage.setItem(
        STORAGE_KEYS.challengeStats(NAME),
        JSON.stringify({
          epoch: 1,
          submissions: {},
          inputClasses: [],
          bugReports: [
            report(1, 80),
            { ...report(2, 60), severity: 'catastrophic' },
            { ...report(3, 60), score: 140 },
            { ...report(4, 60), language: 'de' },
            { ...report(5, 60), steps: [] },
            'not a report',
          ],
        }),
      );
      expect(readChallengeStats(NAME)).toEqual({
        epoch: 1,
        submissions: {},
        inputClasses: [],
        bugReports: [report(1, 80)],
      });
      localStorage.setItem(
        STORAGE_KEYS.challengeStats(NAME),
        JSON.stringify({ epoch: 1, submissions: {}, inputClasses: [], bugReports: { bug: 1 } }),
      );
      expect(readChallengeStats(NAME)).toEqual({ epoch: 1, submissions: {}, inputClasses: [] });
    });
  });

  it('makes a new device id when the stored one is malformed', () => {
    localStorage.setItem(STORAGE_KEYS.deviceId, 'x');
    expect(deviceId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('announces every change, so the account can follow', () => {
    const heard = jest.fn();
    window.addEventListener(PROGRESS_CHANGED_EVENT, heard);
    countSubmission(NAME, SENT);
    startChallengeOver(NAME, []);
    window.removeEventListener(PROGRESS_CHANGED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
