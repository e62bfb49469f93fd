import { LANGUAGES } from '@qa/shared/catalogue';
import { SEVERITIES, type Severity } from '@qa/shared/bug-reports';
import type { ChallengeDefinition, FieldValues } from '../../src/challenges/engine/definition';
import type { BugReport, CriterionName, ReportedChallenge } from '../../src/bug-reports/bug-report';
import { gradeBugReport } from '../../src/bug-reports/grade';

const values = ({ first = '', second = '', third = '' }: Partial<FieldValues>): FieldValues => ({
  first,
  second,
  third,
});

/** The criteria that failed. */
export const failed = (
  challenge: ReportedChallenge,
  report: BugReport,
  language: (typeof LANGUAGES)[number],
) =>
  gradeBugReport(challenge, report, language)
    .criteria.filter(({ passed }) => !passed)
    .map(({ name }) => name);

/** The severity furthest from every one a reviewer accepts. */
export const farOff = (accepted: readonly Severity[]): Severity => {
  const rank = (severity: Severity) => SEVERITIES.indexOf(severity);
  const distance = (severity: Severity) =>
    Math.min(...accepted.map((ok) => Math.abs(rank(ok) - rank(severity))));
  return [...SEVERITIES].sort((a, b) => distance(b) - distance(a))[0] ?? 'trivial';
};

/**
 * What every reported challenge must be: a spec for each planted bug; each bug's model report, in every language,
 * reproduces it and passes every criterion; and a report with an extra step, a wrong actual or expected result, a
 * vague title or a far-off severity fails exactly that criterion. `extraStep` is a step that reproduces nothing
 * and that the bug does not need.
 */
export const checkReports = (
  challenge: ReportedChallenge,
  definition: ChallengeDefinition,
  extraStep: Partial<FieldValues>,
) => {
  it('has a report spec for each planted bug', () => {
    expect(challenge.bugs).toHaveLength(definition.bugs.length);
  });

  const cases = challenge.bugs.flatMap((spec, index) =>
    LANGUAGES.map((language) => [index + 1, language, spec] as const),
  );

  it.each(cases)(
    'bug %i (%s): the model report reproduces it and passes every criterion',
    (bug, language, spec) => {
      const { model } = spec;
      const report: BugReport = {
        title: model.title[language],
        steps: model.steps,
        expected: model.expected[language],
        actual: model.actual[language],
        severity: model.severity,
        priority: model.priority,
      };
      const grade = gradeBugReport(challenge, report, language);
      expect(grade.reproduces.bug).toBe(bug);
      expect(grade.criteria.filter(({ passed }) => !passed)).toEqual([]);
      expect(grade.score).toBe(100);

      const only = (name: CriterionName, changed: Partial<BugReport>) =>
        expect([name, failed(challenge, { ...report, ...changed }, language)]).toEqual([name, [name]]);
      only('minimalSteps', { steps: [values(extraStep), ...model.steps] });
      only('actualResult', { actual: 'Nothing happens at all' });
      only('expectedResult', { expected: 'Everything is fine' });
      only('title', { title: 'It does not work' });
      only('title', { title: 'Bug' });
      only('severity', { severity: farOff(spec.severities) });
    },
  );

  it('says when the steps reproduce no planted bug', () => {
    const grade = gradeBugReport(
      challenge,
      {
        title: 'Nothing to see here at all',
        steps: [values(extraStep)],
        expected: '',
        actual: '',
        severity: 'minor',
        priority: 'low',
      },
      'en',
    );
    expect(grade.reproduces.bug).toBeNull();
    expect(grade.reproduces.why).toMatch(/reproduce no planted bug/);
    expect(grade.score).toBe(0);
  });
};
