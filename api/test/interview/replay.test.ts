import { LANGUAGES } from '@qa/shared/catalogue';
import type { BugReport, CriterionName } from '../../src/bug-reports/bug-report';
import { gradeBugReport } from '../../src/bug-reports/grade';
import { TRIANGLE_MESSAGES } from '../../src/challenges/exploratory/triangle/rules';
import { drawFaults } from '../../src/interview/draw';
import { interviewFamily } from '../../src/interview/families';
import { modelReport } from '../../src/interview/family-checks';
import { interviewReports, mostSevere } from '../../src/interview/replay';
import { failed, farOff } from '../bug-reports/reportChecks';

const triangle = interviewFamily('triangle');
if (!triangle) throw new Error('The triangle family is missing');
const { faults } = triangle;

/** A step every triangle build answers as the reference does. */
const HARMLESS = { first: '3', second: '4', third: '5' };

/** The first seeded draw that holds the fault. */
const drawWith = (fault: string): string[] => {
  for (let index = 0; ; index += 1) {
    const drawn = drawFaults(triangle, `with-${index}`);
    if (drawn.includes(fault)) return drawn;
  }
};

describe('reports of an interview’s drawn build', () => {
  const cases = faults.ids.flatMap((fault) => LANGUAGES.map((language) => [fault, language] as const));

  it.each(cases)(
    '%s (%s): the model report passes every criterion, and each fault of a report fails its own',
    (fault, language) => {
      const drawn = drawWith(fault);
      const bug = drawn.indexOf(fault) + 1;
      const challenge = interviewReports(triangle, drawn);
      const report = modelReport(challenge, bug, language);
      const grade = gradeBugReport(challenge, report, language);
      expect(grade.reproduces.bug).toBe(bug);
      expect(grade.criteria.filter(({ passed }) => !passed)).toEqual([]);
      expect(grade.score).toBe(100);

      const spec = challenge.bugs[bug - 1];
      const only = (name: CriterionName, changed: Partial<BugReport>) =>
        expect([name, failed(challenge, { ...report, ...changed }, language)]).toEqual([name, [name]]);
      only('minimalSteps', { steps: [HARMLESS, ...report.steps] });
      only('actualResult', { actual: 'Nothing happens at all' });
      only('expectedResult', { expected: 'Everything is fine' });
      only('title', { title: 'It does not work' });
      only('title', { title: 'Bug' });
      only('severity', { severity: farOff(spec?.severities ?? []) });
    },
  );

  it('states what the drawn build answers, where another drawn fault changes a fault’s answer', () => {
    // Side C unchecked alone answers "do not form"; with only C checked as the longest, -2 makes a triangle.
    const challenge = interviewReports(triangle, ['onlyCLongest', 'sideCUnchecked', 'zeroAccepted']);
    const report = modelReport(challenge, 2, 'en');
    expect(report.actual).toBe(TRIANGLE_MESSAGES.scalene.en);
    expect(failed(challenge, report, 'en')).toEqual([]);
    const alone = interviewReports(triangle, ['sideCUnchecked', 'flatAccepted', 'zeroAccepted']);
    expect(modelReport(alone, 1, 'en').actual).toBe(TRIANGLE_MESSAGES.notTriangle.en);
    expect(failed(challenge, { ...report, actual: TRIANGLE_MESSAGES.notTriangle.en }, 'en')).toEqual([
      'actualResult',
    ]);
  });

  it('replays steps on the drawn build: the message shown, and the drawn fault a wrong answer comes from', () => {
    const challenge = interviewReports(triangle, ['wholeNumbersOnly', 'flatAccepted', 'missingAsZero']);
    expect(
      challenge.replay(
        [HARMLESS, { first: '2', second: '3', third: '5' }, { first: '2.5', second: '3', third: '4' }],
        'pl',
      ),
    ).toEqual([
      { evidence: [TRIANGLE_MESSAGES.scalene.pl] },
      { bug: 2, text: expect.any(String), evidence: [TRIANGLE_MESSAGES.scalene.pl] },
      { bug: 1, text: expect.any(String), evidence: [TRIANGLE_MESSAGES.notNumbers.pl] },
    ]);
    expect(challenge.expectedOf?.({ first: '2', second: '3', third: '5' }, 'ua')).toBe(
      TRIANGLE_MESSAGES.notTriangle.ua,
    );
    // A fault not drawn is no bug of this build.
    expect(challenge.replay([{ first: '5', second: '3', third: '5' }], 'en')).toEqual([
      { evidence: [TRIANGLE_MESSAGES.isosceles.en] },
    ]);
  });

  it('says when the steps reproduce none of the drawn faults', () => {
    const challenge = interviewReports(triangle, drawFaults(triangle, 'none'));
    const grade = gradeBugReport(challenge, { ...modelReport(challenge, 1, 'en'), steps: [HARMLESS] }, 'en');
    expect(grade.reproduces.bug).toBeNull();
    expect(grade.score).toBe(0);
  });

  it('refuses a draw with a fault the list does not have', () => {
    expect(() => interviewReports(triangle, ['flatAccepted', 'noSuchFault'])).toThrow(/Unknown fault/);
  });
});

describe('the most severe of the drawn faults', () => {
  it('is the fault whose worst accepted severity is the worst', () => {
    expect(mostSevere(triangle, ['zeroAccepted', 'wholeNumbersOnly', 'missingAsZero'])).toEqual([
      'wholeNumbersOnly',
    ]);
  });

  it('is every fault that ties for it', () => {
    expect(mostSevere(triangle, ['flatAccepted', 'zeroAccepted', 'missingAsZero'])).toEqual([
      'flatAccepted',
      'zeroAccepted',
      'missingAsZero',
    ]);
    expect(mostSevere(triangle, ['sidesACUnequal', 'flatAccepted', 'equilateralByAB'])).toEqual([
      'sidesACUnequal',
      'equilateralByAB',
    ]);
  });
});
