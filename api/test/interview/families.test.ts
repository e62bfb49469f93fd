import { LANGUAGES } from '@qa/shared/catalogue';
import type { BugReport, CriterionName } from '../../src/bug-reports/bug-report';
import { gradeBugReport } from '../../src/bug-reports/grade';
import { expertValues } from '../../src/challenges/checks';
import { INTERVIEW_FAMILIES, type InterviewFamily } from '../../src/interview/families';
import { allowedDraws, familyChecks, modelReport } from '../../src/interview/family-checks';
import { interviewReports } from '../../src/interview/replay';
import { REGISTERED_DESIGNS } from '../../src/test-design/registry';
import { failed, farOff } from '../bug-reports/reportChecks';

const registeredOf = (family: InterviewFamily) => {
  const registered = REGISTERED_DESIGNS.find(({ entry }) => entry.key === family.entry.key);
  if (!registered) throw new Error(`${family.entry.key} has no test design`);
  return registered;
};
const practiceFaults = (family: InterviewFamily) => registeredOf(family).design.faults;

it('makes a family of every challenge with a test design', () => {
  expect(INTERVIEW_FAMILIES.map(({ entry }) => entry.key)).toEqual(
    REGISTERED_DESIGNS.map(({ entry }) => entry.key),
  );
});

describe.each(INTERVIEW_FAMILIES.map((family) => [family.entry.key, family] as const))(
  'the %s interview family',
  (_key, family) => {
    const checks = familyChecks(
      family,
      practiceFaults(family),
      expertValues(registeredOf(family).definition),
    );
    it.each(checks.map(({ name, failures }) => [name, failures]))('has %s', (_name, failures) => {
      expect([...new Set(failures)]).toEqual([]);
    });

    it('draws only from its pool, and grades a session’s table against the whole pool', () => {
      expect(family.design.faults.ids).toEqual(family.faults.ids);
      expect(family.faults.ids).toEqual(expect.arrayContaining([...practiceFaults(family).ids]));
    });

    it.each(family.faults.ids)(
      '%s: its model report fails each criterion alone where it is wrong',
      (fault) => {
        const draw = allowedDraws(family.faults).find((drawn) => drawn.includes(fault));
        if (!draw) throw new Error(`${fault} is in no draw`);
        const challenge = interviewReports(family, draw);
        const bug = draw.indexOf(fault) + 1;
        const report = modelReport(challenge, bug, 'en');
        const only = (name: CriterionName, changed: Partial<BugReport>) =>
          expect([name, failed(challenge, { ...report, ...changed }, 'en')]).toEqual([name, [name]]);
        only('actualResult', { actual: 'Nothing happens at all' });
        only('expectedResult', { expected: 'Everything is fine' });
        only('title', { title: 'It does not work' });
        only('title', { title: 'Bug' });
        only('severity', { severity: farOff(challenge.bugs[bug - 1]?.severities ?? []) });
        // The spec's words are in every language, so a report in any of them can pass.
        for (const language of LANGUAGES)
          expect(gradeBugReport(challenge, modelReport(challenge, bug, language), language).score).toBe(100);
      },
    );
  },
);
