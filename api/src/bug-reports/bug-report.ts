import { LANGUAGES, type Language } from '@qa/shared/catalogue';
import { SEVERITIES, TITLE_LENGTH, type Priority, type Severity } from '@qa/shared/bug-reports';
import type { CRITERIA } from '@qa/shared/bug-reports/schema';
import type { FieldValues } from '../challenges/engine/definition';
import type { Localized } from '../i18n/localized';
import { characterCount } from '../challenges/support/text';
import {
  OFFERED_LIST_SHARE,
  isList,
  listsStatusCodes,
  messageNames,
  messageOf,
  namesMessageOf,
  type MessageNames,
} from './named-messages';
import { mentions, mentionsAffirmed, normalized, wordsOf, type LocalizedWords } from './words';

/**
 * Grading a learner's bug report against the planted bug its steps reproduce: the steps are replayed on the build,
 * and each criterion a reviewer applies is judged with its reason. What a report must say of each bug (the words of
 * its title, the severities it may have, the model report) is written beside the challenge's definition and stays
 * in the API.
 */

/** What a good report of one planted bug says. */
export interface BugReportSpec {
  /** Names of the feature or field the bug lives in. */
  feature: LocalizedWords;
  /** Words for the wrong behaviour. */
  behaviour: LocalizedWords;
  /** The severities a reviewer would accept. */
  severities: readonly Severity[];
  /**
   * Words of what the requirements say the reproducing step should answer; where none are given, the challenge's
   * reference build answers it (`ReportedChallenge.expectedOf`).
   */
  expected?: LocalizedWords;
  /**
   * Where the build's answer is not text a learner copies (a list the page draws as cards), what an actual result
   * names instead: any one of these, the place shown wrong or its wrong value.
   */
  actual?: readonly string[];
  model: ModelReport;
}

/** A challenge whose planted bugs can be reported: how to replay steps, and a spec per bug in the bugs' order. */
export interface ReportedChallenge {
  replay: Replay;
  /**
   * On a stateful API, a step that only reads (a GET): after the reproducing step it confirms what the bug did, as
   * a tester checks a write, and is not an extra step.
   */
  readsOnly?: (step: FieldValues) => boolean;
  /** What the requirements say a step should answer, where the challenge has a reference build. */
  expectedOf?: (step: FieldValues, language: Language) => string;
  /**
   * Every message the form can show: an expected or actual result is then judged by the one message it names
   * (`named-messages.ts`), not by its wording, and a list of several fails.
   */
  messages?: readonly Localized[];
  /** Where the answer is no message (a list of places), the options the page offers: a result naming most lists them. */
  offered?: readonly Localized[];
  bugs: readonly BugReportSpec[];
}

/** The report shown after grading: one a senior tester would file. */
export interface ModelReport {
  title: Localized;
  steps: readonly FieldValues[];
  expected: Localized;
  actual: Localized;
  severity: Severity;
  priority: Priority;
}

export interface BugReport {
  title: string;
  steps: readonly FieldValues[];
  expected: string;
  actual: string;
  severity: Severity;
  priority: Priority;
}

/** What the build did with one step: the planted bug it found (1-based), and what an actual result must state. */
export interface StepReplay {
  bug?: number;
  /** The bug's finding, as the page names it once found. */
  text?: string;
  /** The pieces of the build's answer an actual result states: a form's message, an API's status code. */
  evidence: readonly string[];
}

/** Runs a report's steps on the build, in order, from a fresh start. */
export type Replay = (steps: readonly FieldValues[], language: Language) => StepReplay[];

export type CriterionName = (typeof CRITERIA)[number];

export interface Criterion {
  name: CriterionName;
  passed: boolean;
  reason: string;
}

/** The index of the first step that reproduces a planted bug, and the bug. */
export const reproducingStep = (
  replayed: readonly StepReplay[],
): { step: number; bug: number; text: string } | undefined => {
  const step = replayed.findIndex(({ bug }) => bug !== undefined);
  const found = replayed[step];
  return found?.bug === undefined ? undefined : { step, bug: found.bug, text: found.text ?? '' };
};

/**
 * Minimal: leaving out any one step loses the bug, but for a read-only step after the reproducing one (`readsOnly`),
 * which confirms what the bug did. Steps are at most a few, so each is tried once without it.
 */
export const isMinimal = (
  challenge: Pick<ReportedChallenge, 'replay' | 'readsOnly'>,
  steps: readonly FieldValues[],
  reproduced: { step: number; bug: number },
  language: Language,
): boolean =>
  steps.every(
    (step, index) =>
      (index > reproduced.step && challenge.readsOnly?.(step) === true) ||
      reproducingStep(
        challenge.replay(
          steps.filter((_other, at) => at !== index),
          language,
        ),
      )?.bug !== reproduced.bug,
  );

/** Why a title fails, besides naming nothing of this bug (`titleFailed`). */
export type TitleProblem = 'titleTooShort' | 'titleTooLong' | 'titleOpposite' | 'titleOtherBug';

/** Reasons in the request language, filled with the report's own words; `resultList`: a result that is a list. */
export type ReasonTexts = Readonly<
  Record<`${CriterionName}${'Passed' | 'Failed'}` | TitleProblem | 'resultList', Localized>
>;

const SEVERITY_RANK = new Map(SEVERITIES.map((severity, index) => [severity, index]));

/** What a title says when it says there is no bug, in each language. */
const SAYS_ALL_IS_WELL: LocalizedWords = {
  en: ['works correctly', 'works fine', 'works as expected', 'works properly', 'no bug', 'no issue'],
  ua: ['працює правильно', 'працює коректно', 'правильно працює', 'коректно працює', 'працює як слід'],
  ru: [
    'работает правильно',
    'работает корректно',
    'правильно работает',
    'корректно работает',
    'работает как надо',
  ],
  pl: ['działa poprawnie', 'działa prawidłowo', 'poprawnie działa', 'prawidłowo działa', 'działa jak należy'],
};

/** Names the feature and the wrong behaviour of `spec`'s bug, not negated. */
const namesBug = (title: string, spec: BugReportSpec): boolean =>
  mentions(title, wordsOf(spec.feature)) && mentionsAffirmed(title, wordsOf(spec.behaviour));

/** The title's problem, if it has one: its length, saying all is well, or naming another bug or none. */
const titleProblem = (
  title: string,
  challenge: ReportedChallenge,
  spec: BugReportSpec,
): TitleProblem | 'titleFailed' | undefined => {
  const length = characterCount(title);
  if (length < TITLE_LENGTH.min) return 'titleTooShort';
  if (length > TITLE_LENGTH.max) return 'titleTooLong';
  const negatesBehaviour =
    mentions(title, wordsOf(spec.behaviour)) && !mentionsAffirmed(title, wordsOf(spec.behaviour));
  if (mentions(title, wordsOf(SAYS_ALL_IS_WELL)) || negatesBehaviour) return 'titleOpposite';
  const others = challenge.bugs.filter((other) => other !== spec);
  // Where bugs share a feature's words (a date), the words only one bug's feature has tell them apart.
  const ownFeature = (bug: BugReportSpec) => {
    const shared = new Set(
      challenge.bugs.filter((other) => other !== bug).flatMap((other) => wordsOf(other.feature)),
    );
    return wordsOf(bug.feature).filter((word) => !shared.has(word));
  };
  const namesOther = (other: BugReportSpec) =>
    namesBug(title, other) && mentions(title, ownFeature(other)) && !mentions(title, ownFeature(spec));
  if (others.some(namesOther)) return 'titleOtherBug';
  if (namesBug(title, spec)) return undefined;
  return others.some((other) => namesBug(title, other)) ? 'titleOtherBug' : 'titleFailed';
};

/** Each challenge's messages by what names them, worked out once. */
const NAMES = new WeakMap<readonly Localized[], MessageNames[]>();
const namesOf = (messages: readonly Localized[]): MessageNames[] => {
  const known = NAMES.get(messages) ?? messageNames(messages);
  NAMES.set(messages, known);
  return known;
};

/** The criteria a reviewer applies to a report that reproduces `bug` at step `step` of `replayed`. */
export function gradeReport(
  report: BugReport,
  challenge: ReportedChallenge,
  reproduced: { step: number; bug: number; replayed: readonly StepReplay[] },
  language: Language,
  reasons: ReasonTexts,
): Criterion[] {
  const spec = challenge.bugs[reproduced.bug - 1];
  if (!spec) throw new Error(`Bug ${reproduced.bug} has no report spec`);
  const actual = normalized(report.actual);
  const step = report.steps[reproduced.step];
  // The build's answer and the requirements' in every language: a tester reports in theirs.
  const evidenceIn = (said: Language) =>
    (said === language ? reproduced.replayed : challenge.replay(report.steps, said))[reproduced.step]
      ?.evidence ?? [];
  const statesEvidence = (said: Language) =>
    evidenceIn(said).every((piece) => actual.includes(normalized(piece)));
  const names = challenge.messages && namesOf(challenge.messages);
  /** By the message `wanted` names, where it is one of the form's; else as `otherwise` says. */
  const byMessage = (text: string, wanted: string | undefined, otherwise: () => boolean) =>
    names && wanted !== undefined && messageOf(wanted, names) !== undefined
      ? namesMessageOf(text, wanted, names)
      : otherwise();
  const expectedAnswer = step && challenge.expectedOf?.(step, language);
  const expected = spec.expected
    ? mentions(report.expected, wordsOf(spec.expected))
    : byMessage(
        report.expected,
        expectedAnswer,
        () =>
          step !== undefined &&
          challenge.expectedOf !== undefined &&
          LANGUAGES.some((said) =>
            normalized(report.expected).includes(normalized(challenge.expectedOf!(step, said))),
          ),
      );
  // A result listing most of what the form can say or the page offers, or three status codes where the build
  // answers with one, is no result, whatever else it states.
  const answersStatus = () => evidenceIn(language).some((piece) => /^[1-5]\d\d$/.test(piece.trim()));
  const offered = challenge.offered && namesOf(challenge.offered);
  const isResultList = (text: string) =>
    (names !== undefined && isList(text, names)) ||
    (offered !== undefined && isList(text, offered, OFFERED_LIST_SHARE)) ||
    (listsStatusCodes(text) && answersStatus());
  const actualList = isResultList(report.actual);
  const expectedList = isResultList(report.expected);
  const problem = titleProblem(report.title.trim(), challenge, spec);
  const judged: [CriterionName, boolean, (keyof ReasonTexts)?][] = [
    ['minimalSteps', isMinimal(challenge, report.steps, reproduced, language)],
    [
      'actualResult',
      actual !== '' &&
        !actualList &&
        (spec.actual
          ? spec.actual.some((piece) => actual.includes(normalized(piece)))
          : byMessage(
              report.actual,
              evidenceIn(language)[0],
              () =>
                statesEvidence(language) ||
                LANGUAGES.some((said) => said !== language && statesEvidence(said)),
            )),
      actualList ? 'resultList' : undefined,
    ],
    ['expectedResult', expected && !expectedList, expectedList ? 'resultList' : undefined],
    ['title', problem === undefined, problem],
    ['severity', spec.severities.includes(report.severity)],
  ];
  return judged.map(([name, passed, reason]) => ({
    name,
    passed,
    reason: reasons[reason ?? `${name}${passed ? 'Passed' : 'Failed'}`][language],
  }));
}

/** The closest severity a reviewer accepts, for the reason of a far-off one. */
export const nearestSeverity = (spec: BugReportSpec, severity: Severity): Severity =>
  [...spec.severities].sort(
    (a, b) =>
      Math.abs((SEVERITY_RANK.get(a) ?? 0) - (SEVERITY_RANK.get(severity) ?? 0)) -
      Math.abs((SEVERITY_RANK.get(b) ?? 0) - (SEVERITY_RANK.get(severity) ?? 0)),
  )[0] ?? severity;
