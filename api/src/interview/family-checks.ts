import { LANGUAGES, type Language } from '@qa/shared/catalogue';
import type { BugReport, ReportedChallenge } from '../bug-reports/bug-report';
import type { FieldValues } from '../challenges/engine/definition';
import { gradeBugReport } from '../bug-reports/grade';
import type { FaultList } from '../test-design/faults';
import { drawFaults } from './draw';
import type { InterviewFamily } from './families';
import { interviewReports } from './replay';
import { INTERVIEW_BUGS } from '@qa/shared/interview';

/** One check of a family, with what fails it named. */
export interface FamilyCheck {
  name: string;
  failures: string[];
}

/** The report a senior tester files of the drawn build's bug n, in a language: the spec's model as this build shows it. */
export const modelReport = (challenge: ReportedChallenge, bug: number, language: Language): BugReport => {
  const spec = challenge.bugs[bug - 1];
  if (!spec) throw new Error(`No spec for bug ${bug}`);
  const { model } = spec;
  return {
    title: model.title[language],
    steps: model.steps,
    expected: model.expected[language],
    actual: model.actual[language],
    severity: model.severity,
    priority: model.priority,
  };
};

/** Every set of `size` faults the pool allows on together, in the pool's order. */
export const allowedDraws = (faults: FaultList, size = INTERVIEW_BUGS): string[][] => {
  const draws: string[][] = [];
  const extend = (from: number, drawn: string[]) => {
    if (drawn.length === size) {
      draws.push(drawn);
      return;
    }
    for (let index = from; index < faults.ids.length; index += 1) {
      const next = [...drawn, faults.ids[index]!];
      if (faults.allows(next)) extend(index + 1, next);
    }
  };
  extend(0, []);
  return draws;
};

/** Why a model report does not reproduce its bug with full marks on this draw; undefined when it does. */
const modelFailure = (
  family: InterviewFamily,
  drawn: readonly string[],
  fault: string,
  language: Language,
): string | undefined => {
  const challenge = interviewReports(family, drawn);
  const bug = drawn.indexOf(fault) + 1;
  const grade = gradeBugReport(challenge, modelReport(challenge, bug, language), language);
  if (grade.reproduces.bug !== bug)
    return `${fault} (${language}) reproduces bug ${grade.reproduces.bug} in ${drawn.join(', ')}`;
  const failed = grade.criteria.filter(({ passed }) => !passed).map(({ name }) => name);
  return failed.length === 0
    ? undefined
    : `${fault} (${language}) fails ${failed.join(', ')} in ${drawn.join(', ')}`;
};

/**
 * What a family must be so that an interview on it is fair: a pool larger than the practice exercise's variants,
 * a report spec for every fault, and every allowed draw keeping each of its faults attributable (its model report
 * reproduces it, and only it, with full marks). `practice` is the challenge's own test-design list; `expertValues`
 * the expert design's examples, one of which must show each fault of the pool, as each practice variant's.
 */
export function familyChecks(
  family: InterviewFamily,
  practice: FaultList,
  expertValues: readonly FieldValues[],
): FamilyCheck[] {
  const { faults, specs } = family;
  const draws = allowedDraws(faults);
  let drawn: string[] = [];
  try {
    drawn = drawFaults(family, 'check');
  } catch {
    // The draw names why it cannot: too few faults that can be on together.
  }
  const firstDrawOf = (fault: string) => draws.find((draw) => draw.includes(fault));
  const missingTexts = (texts: Readonly<Record<Language, string>>, what: string) =>
    LANGUAGES.filter((language) => texts[language].trim() === '').map((language) => `${what} (${language})`);
  const { requirements } = family;
  return [
    {
      name: `a pool of more faults than the practice exercise's ${practice.ids.length} variants`,
      failures: [
        ...(faults.ids.length > practice.ids.length ? [] : [`${faults.ids.length} faults`]),
        ...practice.ids.filter((id) => !faults.ids.includes(id)).map((id) => `${id} is not in the pool`),
      ],
    },
    {
      name: 'each fault of the pool told from the reference by an example of the expert design',
      failures: faults.ids.filter((id) => {
        const reference = family.design.reference.outcomesOf(expertValues);
        const outcomes = faults.buildWith([id]).outcomesOf(expertValues);
        return outcomes.every((outcome, index) => outcome === reference[index]);
      }),
    },
    {
      name: `a report spec for each of its ${faults.ids.length} faults, and for no other`,
      failures: [
        ...faults.ids.filter((id) => !specs[id]).map((id) => `${id} has none`),
        ...Object.keys(specs)
          .filter((id) => !faults.ids.includes(id))
          .map((id) => `${id} is no fault`),
      ],
    },
    {
      name: `a build of ${INTERVIEW_BUGS} faults that can be drawn`,
      failures: drawn.length === INTERVIEW_BUGS ? [] : [`no ${INTERVIEW_BUGS} faults can be on together`],
    },
    {
      name: 'the requirements, in every language, and a label for each field',
      failures: [
        ...missingTexts(requirements.title, 'title'),
        ...missingTexts(requirements.summary, 'summary'),
        ...(requirements.rules.length === 0 ? ['no rules'] : []),
        ...requirements.rules.flatMap((rule, index) => missingTexts(rule, `rule ${index + 1}`)),
        ...family.design.fields.filter((slot) => !family.labels[slot]).map((slot) => `no label for ${slot}`),
      ],
    },
    {
      name: 'each fault’s model report reproducing it with full marks, in every language',
      failures: faults.ids.flatMap((fault) => {
        const draw = firstDrawOf(fault);
        if (!draw) return [`${fault} is in no draw`];
        return LANGUAGES.flatMap((language) => modelFailure(family, draw, fault, language) ?? []);
      }),
    },
    {
      // A drawn build credits a wrong answer to the first drawn fault that alone answers it wrong, and draws come
      // in any order: no fault may answer another's model step wrong where they can be drawn together.
      name: 'no fault answering another’s model step wrong where both can be drawn',
      failures: faults.ids.flatMap((fault) => {
        const { steps } = specs[fault]?.model ?? { steps: [] };
        const reference = family.design.reference.outcomesOf(steps);
        const own = faults.buildWith([fault]).outcomesOf(steps);
        const step = own.findIndex((outcome, index) => outcome !== reference[index]);
        return faults.ids
          .filter((other) => other !== fault && faults.allows([fault, other]))
          .filter((other) =>
            faults
              .buildWith([other])
              .outcomesOf(steps)
              .some((outcome, index) => index <= step && outcome !== reference[index]),
          )
          .map((other) => `${other} answers ${fault}'s step`);
      }),
    },
    {
      name: `each fault attributable in every one of the ${draws.length} allowed draws`,
      failures: draws.flatMap((draw) =>
        draw.flatMap((fault) => modelFailure(family, draw, fault, 'en') ?? []),
      ),
    },
    {
      name: 'every answer a build gives the model steps shown as the form shows it',
      failures: [family.design.reference, ...faults.ids.map((id) => faults.buildWith([id]))].flatMap(
        (build) =>
          Object.values(specs).flatMap(({ model }) => {
            const outcomes = build.outcomesOf(model.steps);
            return LANGUAGES.flatMap((language) =>
              family
                .shown(build, model.steps, language)
                .filter((text, index) => text.trim() === '' || text === outcomes[index])
                .filter(
                  (text) => !Object.values(family.messages).some((message) => message[language] === text),
                )
                .map((text) => `“${text}” (${language})`),
            );
          }),
      ),
    },
  ];
}
