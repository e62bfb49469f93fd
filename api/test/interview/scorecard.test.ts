import { LANGUAGES, type Language } from '@qa/shared/catalogue';
import { SCORECARD_LINES, type ScorecardLine } from '@qa/shared/interview/schema';
import type { TestRunResult } from '@qa/shared/test-design/schema';
import { TECHNIQUES } from '../../src/challenges/engine/techniques';
import { INTERVIEW_FAMILIES, interviewFamily } from '../../src/interview/families';
import { scorecardOf, TOTAL_WEIGHTS, type ScorecardInput } from '../../src/interview/scorecard';
import { runTests } from '../../src/test-design/test-design';

const triangle = interviewFamily('triangle');
if (!triangle) throw new Error('The triangle family is missing');

const row = (first: string, second: string, third: string, expected: string) => ({
  values: { first, second, third },
  expected,
});

/** A real run of four rows: valid on the reference, catching the flat triangle and the missing side as zero. */
const RUN: TestRunResult = runTests(triangle.design, [
  row('3', '3', '3', 'equilateral'),
  row('3', '4', '5', 'scalene'),
  row('1', '2', '3', 'notTriangle'),
  row('', '4', '5', 'missingSide'),
]);

/** A run that left nothing out. */
const FULL_RUN: TestRunResult = {
  ...RUN,
  variantsCaught: RUN.variantsTotal,
  missed: [],
  uncoveredClasses: { cases: [], bugs: [] },
};

const START = new Date('2026-11-27T08:00:00.000Z');
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** Ten minutes of a 25-minute session; the first of three drawn bugs found (twice, and a number out of range). */
const INPUT: ScorecardInput = {
  family: triangle,
  drawn: ['flatAccepted', 'zeroAccepted', 'missingAsZero'],
  found: [1, 1, 7],
  falseMarks: 0,
  tableRun: RUN,
  report: { score: 80, mostSevere: true, failed: ['title'] },
  startedAt: START,
  finishedAt: after(600.5),
  secondsAllowed: 1500,
};

/** Nothing done: no table, no find, no report, finished at once. */
const NOTHING: ScorecardInput = { ...INPUT, found: [], tableRun: null, report: null, finishedAt: START };

/** Everything done: every class and variant, every bug, a perfect report of the worst bug, the time used up. */
const EVERYTHING: ScorecardInput = {
  ...INPUT,
  found: [1, 2, 3],
  tableRun: { ...FULL_RUN, score: 100 },
  report: { score: 100, mostSevere: true, failed: [] },
  finishedAt: after(1500),
};

const lineOf = (input: ScorecardInput, name: ScorecardLine, language: Language = 'en') => {
  const found = scorecardOf(input, language).lines.find((line) => line.name === name);
  if (!found) throw new Error(`No line ${name}`);
  return found;
};

const figures = (input: ScorecardInput) =>
  scorecardOf(input, 'en').lines.map(({ name, value, of }) => [name, value, of]);

describe('scorecardOf', () => {
  it('gives each line its figures, in the contract’s order', () => {
    // The run's own figures: 12 cases of which 8 uncovered, 2 of the pool's 12 variants caught.
    expect(RUN.uncoveredClasses.cases).toHaveLength(8);
    expect([RUN.variantsCaught, RUN.variantsTotal]).toEqual([2, 12]);
    expect(figures(INPUT)).toEqual([
      ['casesCovered', 4, 12],
      ['variantsCaught', 2, 12],
      ['bugsFound', 1, 3],
      ['reportQuality', 80, 100],
      ['timeUsed', 600, 1500],
    ]);
    expect(scorecardOf(INPUT, 'en').lines.map(({ name }) => name)).toEqual([...SCORECARD_LINES]);
  });

  it('names the form as the session handed it over, and the session’s times', () => {
    const card = scorecardOf(INPUT, 'ua');
    expect(card.title).toBe('Форма визначення типу трикутника');
    expect(card.startedAt).toBe('2026-11-27T08:00:00.000Z');
    expect(card.finishedAt).toBe('2026-11-27T08:10:00.500Z');
  });

  it('says why a line falls short and what to practise: the technique most misses belong to', () => {
    // Of the ten variants missed, six are found by equivalence partitioning.
    const variants = lineOf(INPUT, 'variantsCaught');
    expect(variants.reason).toContain('2 of 12');
    expect(variants.reason).toContain('“Equivalence partitioning”');
    expect(variants.practise).toContain('Triangle');
    // Both bugs missed (zero accepted, missing side as zero) are boundary value analysis and error guessing: a tie
    // goes to the technique listed first.
    const bugs = lineOf(INPUT, 'bugsFound', 'pl');
    expect(bugs.reason).toContain(`„${TECHNIQUES.boundaryValues.pl}”`);
    expect(bugs.practise).toContain('„Trójkąt”');
  });

  it('names a report’s first failed criterion, and practising “Report a bug” on the challenge', () => {
    const report = lineOf(
      { ...INPUT, report: { score: 60, mostSevere: true, failed: ['severity', 'title'] } },
      'reportQuality',
    );
    expect(report.reason).toBe('The report scored 60 of 100: the severity does not fit the bug’s impact.');
    expect(report.practise).toContain('“Report a bug”');
    const nothing = lineOf(
      { ...INPUT, report: { score: 0, mostSevere: false, failed: [] } },
      'reportQuality',
    );
    expect(nothing.reason).toBe('The report scored 0 of 100: its steps reproduce no planted bug.');
  });

  it('counts a report of a bug that is not the most severe at 80 % of its score, and says so', () => {
    const worst = scorecardOf(INPUT, 'en');
    const other = scorecardOf(
      { ...INPUT, report: { score: 80, mostSevere: false, failed: ['title'] } },
      'en',
    );
    // 30 × 0.18 (the table's score) + 35 × 1/3 + 35 × 0.8 = 45.1; with 0.8 × 0.8 = 0.64 instead, 39.5.
    expect(RUN.score).toBe(18);
    expect(worst.total).toBe(45);
    expect(other.total).toBe(39);
    expect(other.lines[3]?.value).toBe(80);
    expect(other.lines[3]?.reason).toContain('not the most severe');
    const perfect = lineOf(
      { ...EVERYTHING, report: { score: 100, mostSevere: false, failed: [] } },
      'reportQuality',
    );
    expect(perfect.reason).toContain('not the most severe');
    expect(perfect.practise).toContain('severity');
  });

  it('weighs the table’s score, the bugs found and the report by TOTAL_WEIGHTS, time aside', () => {
    expect(TOTAL_WEIGHTS).toEqual({ table: 30, bugs: 35, report: 35 });
    expect(scorecardOf({ ...EVERYTHING, tableRun: { ...FULL_RUN, score: 100 } }, 'en').total).toBe(100);
    expect(
      scorecardOf({ ...EVERYTHING, tableRun: { ...FULL_RUN, score: 100 }, finishedAt: after(60) }, 'en')
        .total,
    ).toBe(100);
    // Bugs and report only.
    expect(scorecardOf({ ...EVERYTHING, tableRun: null }, 'en').total).toBe(70);
    // A table that catches everything but expects wrongly costs what its score lost.
    expect(scorecardOf({ ...EVERYTHING, tableRun: { ...FULL_RUN, score: 50 } }, 'en').total).toBe(85);
  });

  it('cancels a bug found for each answer marked a bug that meets the requirements, and says so', () => {
    const marked = lineOf({ ...EVERYTHING, falseMarks: 1 }, 'bugsFound');
    expect([marked.value, marked.of]).toEqual([2, 3]);
    expect(marked.reason).toMatch(/meet the requirements: 1; each cancels one bug found\.$/);
    // Marking every answer earns nothing.
    expect(lineOf({ ...EVERYTHING, falseMarks: 20 }, 'bugsFound').value).toBe(0);
  });

  it('names wrong expectations in the variants line, with what each costs', () => {
    const run = runTests(triangle.design, [row('3', '3', '3', 'isosceles'), row('3', '4', '5', 'scalene')]);
    const variants = lineOf({ ...INPUT, tableRun: run }, 'variantsCaught', 'ua');
    expect(variants.reason).toMatch(/суперечить вимогам: 1; кожен коштує таблиці 10 балів\.$/);
  });

  it('caps the time used at the session’s length, in whole seconds', () => {
    const late = lineOf({ ...INPUT, finishedAt: after(1900) }, 'timeUsed');
    expect([late.value, late.of]).toEqual([1500, 1500]);
    expect(late.reason).toBe('The time ran out (25 min); time is shown, not scored.');
    expect(lineOf({ ...INPUT, finishedAt: after(754.9) }, 'timeUsed', 'ru').reason).toContain(
      '12 мин 34 с из 25 мин',
    );
  });

  it('scores a session with nothing done as zeros, and still says why and what to practise', () => {
    expect(figures(NOTHING)).toEqual([
      ['casesCovered', 0, 12],
      ['variantsCaught', 0, 12],
      ['bugsFound', 0, 3],
      ['reportQuality', 0, 100],
      ['timeUsed', 0, 1500],
    ]);
    const card = scorecardOf(NOTHING, 'en');
    expect(card.total).toBe(0);
    expect(card.lines.map(({ reason }) => reason)).toEqual([
      'No test table was run, so no input class of the expert design is covered (0 of 12).',
      'No test table was run, so none of the 12 bug variants was caught.',
      'You marked no answer as a bug and reported none that the build has, so no planted bug counts as found (0 of 3).',
      'No bug report was saved, so there is no score (0 of 100).',
      'You used 0 s of the 25 min allowed; time is shown, not scored.',
    ]);
    // Without a run, the techniques are those of everything left to find.
    expect(card.lines[0]?.practise).toContain('“Equivalence partitioning”');
    expect(card.lines[1]?.practise).toContain('“Equivalence partitioning”');
    expect(card.lines[3]?.practise).toContain('“Report a bug”');
  });

  it('has nothing left to practise on a full line', () => {
    const card = scorecardOf(EVERYTHING, 'en');
    expect(card.lines.slice(0, 4).map(({ practise }) => practise)).toEqual(
      Array(4).fill('Nothing left to practise here.'),
    );
    expect(card.lines[4]?.practise).toContain('timeboxing');
  });
});

describe('the scorecard’s texts', () => {
  const SESSIONS = { INPUT, NOTHING, EVERYTHING, MARKED: { ...INPUT, falseMarks: 2 } };
  const textsOf = (input: ScorecardInput, language: Language) => {
    const card = scorecardOf(input, language);
    return [card.title, ...card.lines.flatMap(({ reason, practise }) => [reason, practise])];
  };

  it.each(Object.entries(SESSIONS))('are written in every language (%s)', (_name, input) => {
    const english = textsOf(input, 'en');
    for (const language of LANGUAGES) {
      const texts = textsOf(input, language);
      for (const text of texts) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(
          /\{\{|undefined|casesCovered|variantsCaught|bugsFound|reportQuality|timeUsed/,
        );
      }
      if (language === 'en') continue;
      // No English sentence left over; the title may be a name that reads the same.
      texts.slice(1).forEach((text, index) => expect(text).not.toBe(english[index + 1]));
      if (language === 'ua' || language === 'ru') {
        for (const text of texts) expect(text).not.toMatch(/[A-Za-z]{2,}/);
      }
      if (language === 'ua') for (const text of texts) expect(text).not.toContain("'");
    }
  });

  it('call each family’s challenge what the catalogue calls it', async () => {
    for (const language of LANGUAGES) {
      const module = (await import(`../../../shared/src/i18n/texts/catalogue/${language}`)) as Record<
        string,
        { challenges: Record<string, string> }
      >;
      for (const { entry, name } of INTERVIEW_FAMILIES) {
        expect(name[language]).toBe(module[language]?.challenges[entry.key]);
      }
    }
  });
});
