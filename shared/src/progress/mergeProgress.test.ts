/** @jest-environment node */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { MAX_FIRST_RUNS } from '../testDesign/testDesignApi';
import {
  emptyChallengeRecord,
  EMPTY_PROGRESS,
  mergeProgress,
  submissionCount,
  unitedFirstRuns,
} from './mergeProgress';
import { INPUT_CLASSES } from './inputClasses';
import {
  ProgressRecordSchema,
  type ChallengeRecord,
  type ProgressRecord,
  type StoredBugReport,
} from './progressSchema';

const record = (
  challenges: Record<string, Partial<ChallengeRecord>>,
  toursSeen: string[] = [],
): ProgressRecord => ({
  version: 1,
  challenges: Object.fromEntries(
    Object.entries(challenges).map(([name, part]) => [name, { ...emptyChallengeRecord(), ...part }]),
  ),
  toursSeen,
});

const LAPTOP = 'laptop-0001';
const PHONE = 'phone-00002';

describe('mergeProgress', () => {
  it('keeps everything of one side when the other is empty, in both directions', () => {
    const local = record({ scripted_divide: { answers: { case_1: { first: '4', second: '2' } } } }, [
      'scripted',
    ]);
    expect(mergeProgress(local, EMPTY_PROGRESS)).toEqual(local);
    expect(mergeProgress(EMPTY_PROGRESS, local)).toEqual(local);
  });

  it('unites the answers found on each side of the same challenge', () => {
    const local = record({ scripted_divide: { answers: { case_1: { first: '4', second: '2' } } } });
    const remote = record({ scripted_divide: { answers: { bug_2: { first: '1', second: '0' } } } });
    expect(Object.keys(mergeProgress(local, remote).challenges.scripted_divide!.answers).sort()).toEqual([
      'bug_2',
      'case_1',
    ]);
  });

  it('keeps challenges found only locally and only remotely', () => {
    const merged = mergeProgress(
      record({ learn_adder: { answers: { case_1: { first: '1', second: '1', caseNumber: 1 } } } }),
      record({ exploratory_triangle: { answers: { bug_1: { first: '3', second: '3', third: '5' } } } }),
    );
    expect(Object.keys(merged.challenges).sort()).toEqual(['exploratory_triangle', 'learn_adder']);
  });

  it('keeps the first side payload when both found the same item another way', () => {
    const merged = mergeProgress(
      record({ scripted_divide: { answers: { case_1: { first: '4', second: '2' } } } }),
      record({ scripted_divide: { answers: { case_1: { first: '9', second: '3' } } } }),
    );
    expect(merged.challenges.scripted_divide!.answers.case_1).toEqual({ first: '4', second: '2' });
  });

  it('adds up two devices and does not count one device twice when merged again', () => {
    const laptop = record({ scripted_divide: { submissions: { [LAPTOP]: 5 } } });
    const phone = record({ scripted_divide: { submissions: { [PHONE]: 3 } } });
    const once = mergeProgress(laptop, phone);
    expect(submissionCount(once.challenges.scripted_divide!)).toBe(8);
    const laptopLater = record({ scripted_divide: { submissions: { [LAPTOP]: 7 } } });
    const again = mergeProgress(laptopLater, mergeProgress(once, phone));
    expect(submissionCount(again.challenges.scripted_divide!)).toBe(10);
  });

  it('takes no find away for a later epoch, from either side: a hostile import erases nothing', () => {
    const before = record({
      scripted_divide: { epoch: 0, answers: { case_1: { first: '4', second: '2' } } },
    });
    const later = record({
      scripted_divide: { epoch: 1_000_000, answers: { case_2: { first: '1', second: '0' } } },
    });
    for (const merged of [mergeProgress(before, later), mergeProgress(later, before)]) {
      expect(merged.challenges.scripted_divide!.epoch).toBe(1_000_000);
      expect(Object.keys(merged.challenges.scripted_divide!.answers).sort()).toEqual(['case_1', 'case_2']);
    }
  });

  it('unites first runs, the first side’s where both ran the same values, never past the limit', () => {
    const stored = record({ scripted_divide: { firstRuns: { aaaaaaaaaaaa: false } } });
    const sent = record({ scripted_divide: { firstRuns: { aaaaaaaaaaaa: true, bbbbbbbbbbbb: true } } });
    expect(mergeProgress(stored, sent).challenges.scripted_divide?.firstRuns).toEqual({
      aaaaaaaaaaaa: false,
      bbbbbbbbbbbb: true,
    });
    const key = (index: number) => String(index).padStart(12, '0');
    const full = Object.fromEntries(Array.from({ length: MAX_FIRST_RUNS }, (_, index) => [key(index), true]));
    // What is kept first stays whole: a copy of many new entries cannot push one out.
    expect(unitedFirstRuns(full, { [key(MAX_FIRST_RUNS)]: true })).toEqual(full);
    expect(unitedFirstRuns(undefined, undefined)).toBeUndefined();
  });

  it('unites input classes in their canonical order and the tours seen', () => {
    const merged = mergeProgress(
      record({ exploratory_triangle: { inputClasses: ['zero', 'empty'] } }, ['scripted']),
      record({ exploratory_triangle: { inputClasses: ['markup', 'empty'] } }, ['scripted', 'learn']),
    );
    expect(merged.challenges.exploratory_triangle!.inputClasses).toEqual(['empty', 'zero', 'markup']);
    expect(merged.toursSeen.sort()).toEqual(['learn', 'scripted']);
  });

  describe('a test-design run', () => {
    const run = (variantsCaught: number, score: number, rows = 3): ChallengeRecord['testDesign'] => ({
      tests: Array.from({ length: rows }, (_, index) => ({
        values: { first: String(index) },
        expected: 'ok',
      })),
      score,
      variantsCaught,
      variantsTotal: 9,
      missed: [],
    });
    const best = (one: ChallengeRecord['testDesign'], other: ChallengeRecord['testDesign']) =>
      mergeProgress(
        record({ exploratory_triangle: { ...(one && { testDesign: one }) } }),
        record({ exploratory_triangle: { ...(other && { testDesign: other }) } }),
      ).challenges.exploratory_triangle!.testDesign;

    it.each([
      ['more variants caught', run(8, 60), run(7, 70)],
      ['the higher score for as many caught', run(8, 80), run(8, 70)],
      ['fewer rows for the same', run(8, 80, 9), run(8, 80, 12)],
    ])('keeps the run with %s, whichever side it is on', (_what, better, worse) => {
      expect(best(better, worse)).toEqual(better);
      expect(best(worse, better)).toEqual(better);
    });

    it('keeps a run only one side has, and adds none where neither has one', () => {
      expect(best(run(3, 30), undefined)).toEqual(run(3, 30));
      expect(best(undefined, run(3, 30))).toEqual(run(3, 30));
      expect(best(undefined, undefined)).toBeUndefined();
    });
  });

  describe('bug reports', () => {
    const report = (bug: number, score: number, title = `Report of bug ${bug}`): StoredBugReport => ({
      title,
      steps: [{ values: { first: '2', second: '2', third: '5' } }],
      expected: 'Not a triangle',
      actual: 'Isosceles',
      severity: 'major',
      priority: 'high',
      bug,
      score,
      language: 'en',
    });
    const kept = (one?: StoredBugReport[], other?: StoredBugReport[]) =>
      mergeProgress(
        record({ exploratory_triangle: { ...(one && { bugReports: one }) } }),
        record({ exploratory_triangle: { ...(other && { bugReports: other }) } }),
      ).challenges.exploratory_triangle!.bugReports;

    it('keeps the higher-scoring report of a bug, whichever side it is on', () => {
      expect(kept([report(1, 80)], [report(1, 60)])).toEqual([report(1, 80)]);
      expect(kept([report(1, 60)], [report(1, 80)])).toEqual([report(1, 80)]);
    });

    it('keeps the report already there on a tie', () => {
      const stored = report(2, 60, 'Triangle: 2, 2, 5 shown as isosceles');
      const sent = report(2, 60, 'Triangle type wrong for sides 2, 2, 5');
      expect(kept([stored], [sent])).toEqual([stored]);
      expect(kept([sent], [stored])).toEqual([sent]);
    });

    it('keeps one report per bug, by bug number, from either side', () => {
      expect(kept([report(3, 40), report(1, 100)], [report(2, 60), report(3, 80)])).toEqual([
        report(1, 100),
        report(2, 60),
        report(3, 80),
      ]);
      expect(kept([report(2, 20)], undefined)).toEqual([report(2, 20)]);
      expect(kept(undefined, [report(2, 20)])).toEqual([report(2, 20)]);
      expect(kept(undefined, undefined)).toBeUndefined();
    });

    it('gives a record the schema accepts', () => {
      const merged = mergeProgress(
        record({ exploratory_triangle: { bugReports: [report(1, 100)] } }),
        record({ exploratory_triangle: { bugReports: [report(2, 40)] } }),
      );
      expect(Value.Check(ProgressRecordSchema, merged)).toBe(true);
    });
  });

  describe('as an operation', () => {
    const payload = fc.record({ first: fc.string({ maxLength: 4 }) }, { requiredKeys: [] });
    const challenge = fc.record({
      epoch: fc.integer({ min: 0, max: 2 }),
      answers: fc.dictionary(fc.constantFrom('case_1', 'case_2', 'bug_1'), payload),
      submissions: fc.dictionary(fc.constantFrom(LAPTOP, PHONE), fc.nat(20)),
      inputClasses: fc
        .uniqueArray(fc.constantFrom(...INPUT_CLASSES))
        .map((list) => INPUT_CLASSES.filter((name) => list.includes(name))),
    });
    const progress: fc.Arbitrary<ProgressRecord> = fc.record({
      version: fc.constant(1 as const),
      challenges: fc.dictionary(fc.constantFrom('scripted_divide', 'learn_adder'), challenge),
      toursSeen: fc.uniqueArray(fc.constantFrom('learn', 'scripted')),
    });
    const normalized = (value: ProgressRecord) => ({ ...value, toursSeen: [...value.toursSeen].sort() });
    const found = (value: ProgressRecord) =>
      Object.fromEntries(
        Object.entries(value.challenges).map(([name, item]) => [
          name,
          [item.epoch, Object.keys(item.answers).sort()],
        ]),
      );

    it('loses no found item on either side, whatever the epochs', () => {
      fc.assert(
        fc.property(progress, progress, (local, remote) => {
          const merged = mergeProgress(local, remote);
          for (const side of [local, remote]) {
            for (const [name, item] of Object.entries(side.challenges)) {
              const kept = merged.challenges[name]!;
              expect(kept.epoch).toBeGreaterThanOrEqual(item.epoch);
              expect(Object.keys(kept.answers)).toEqual(expect.arrayContaining(Object.keys(item.answers)));
            }
          }
        }),
      );
    });

    it('is idempotent, commutative in what is found, and gives a valid record', () => {
      fc.assert(
        fc.property(progress, progress, (local, remote) => {
          const merged = mergeProgress(local, remote);
          expect(normalized(mergeProgress(merged, remote))).toEqual(normalized(merged));
          expect(normalized(mergeProgress(local, merged))).toEqual(normalized(merged));
          expect(found(mergeProgress(remote, local))).toEqual(found(merged));
          expect(Value.Check(ProgressRecordSchema, merged)).toBe(true);
        }),
      );
    });
  });
});
