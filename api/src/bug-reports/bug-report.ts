import type { Language } from '@qa/shared/catalogue';
import { SEVERITIES, TITLE_LENGTH, type Priority, type Severity } from '@qa/shared/bug-reports';
import type { CRITERIA } from '@qa/shared/bug-reports/schema';
import type { FieldValues } from '../challenges/engine/definition';
import type { Localized } from '../i18n/localized';
import { characterCount } from '../challenges/support/text';

/**
 * Grading a learner's bug report against the planted bug its steps reproduce: the steps are replayed on the build,
 * and each criterion a reviewer applies is judged with its reason. What a report must say of each bug (the words of
 * its title, the severities it may have, the model report) is written beside the challenge's definition and stays
 * in the API.
 */

/** Words in each language; a title uses one of them. */
export type LocalizedWords = Readonly<Record<Language, readonly string[]>>;

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
  /** What the requirements say a step should answer, where the challenge has a reference build. */
  expectedOf?: (step: FieldValues, language: Language) => string;
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

/** Case, spaces and punctuation aside: "Scalene  triangle." reads as "scalene triangle". */
export const normalized = (text: string): string =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A word is matched at a word's start, so a stem ("різносторонн") matches every form a sentence puts it in; a
 * number is matched whole, so 0.3 is not found in 0.30000000000000004.
 */
const mentions = (text: string, words: readonly string[]): boolean => {
  const said = ` ${normalized(text)} `;
  return words.some((word) => {
    const wanted = normalized(word);
    return said.includes(/\d$/.test(wanted) ? ` ${wanted} ` : ` ${wanted}`);
  });
};

/** A word list in the learner's language and in English, which testers everywhere also write in. */
const wordsOf = (words: LocalizedWords, language: Language): readonly string[] =>
  language === 'en' ? words.en : [...words[language], ...words.en];

/** The index of the first step that reproduces a planted bug, and the bug. */
export const reproducingStep = (
  replayed: readonly StepReplay[],
): { step: number; bug: number; text: string } | undefined => {
  const step = replayed.findIndex(({ bug }) => bug !== undefined);
  const found = replayed[step];
  return found?.bug === undefined ? undefined : { step, bug: found.bug, text: found.text ?? '' };
};

/**
 * Minimal: leaving out any one step loses the bug. Steps are at most a few, so each is tried once without it.
 */
export const isMinimal = (
  replay: Replay,
  steps: readonly FieldValues[],
  bug: number,
  language: Language,
): boolean =>
  steps.every(
    (_step, index) =>
      reproducingStep(
        replay(
          steps.filter((_other, at) => at !== index),
          language,
        ),
      )?.bug !== bug,
  );

/** Reasons in the request language, filled with the report's own words. */
export type ReasonTexts = Readonly<Record<`${CriterionName}${'Passed' | 'Failed'}`, Localized>>;

const SEVERITY_RANK = new Map(SEVERITIES.map((severity, index) => [severity, index]));

/** The criteria a reviewer applies to a report that reproduces `bug` at step `step`. */
export function gradeReport(
  report: BugReport,
  challenge: ReportedChallenge,
  reproduced: { step: number; bug: number },
  language: Language,
  reasons: ReasonTexts,
): Criterion[] {
  const { replay } = challenge;
  const spec = challenge.bugs[reproduced.bug - 1];
  if (!spec) throw new Error(`Bug ${reproduced.bug} has no report spec`);
  const replayed = replay(report.steps, language);
  const evidence = replayed[reproduced.step]?.evidence ?? [];
  const actual = normalized(report.actual);
  const step = report.steps[reproduced.step];
  const expected = spec.expected
    ? mentions(report.expected, wordsOf(spec.expected, language))
    : step !== undefined &&
      challenge.expectedOf !== undefined &&
      normalized(report.expected).includes(normalized(challenge.expectedOf(step, language)));
  const title = report.title.trim();
  const titleLength = characterCount(title);
  const judged: [CriterionName, boolean][] = [
    ['minimalSteps', isMinimal(replay, report.steps, reproduced.bug, language)],
    [
      'actualResult',
      actual !== '' &&
        (spec.actual
          ? spec.actual.some((piece) => actual.includes(normalized(piece)))
          : evidence.every((piece) => actual.includes(normalized(piece)))),
    ],
    ['expectedResult', expected],
    [
      'title',
      titleLength >= TITLE_LENGTH.min &&
        titleLength <= TITLE_LENGTH.max &&
        mentions(title, wordsOf(spec.feature, language)) &&
        mentions(title, wordsOf(spec.behaviour, language)),
    ],
    ['severity', spec.severities.includes(report.severity)],
  ];
  return judged.map(([name, passed]) => ({
    name,
    passed,
    reason: reasons[`${name}${passed ? 'Passed' : 'Failed'}`][language],
  }));
}

/** The closest severity a reviewer accepts, for the reason of a far-off one. */
export const nearestSeverity = (spec: BugReportSpec, severity: Severity): Severity =>
  [...spec.severities].sort(
    (a, b) =>
      Math.abs((SEVERITY_RANK.get(a) ?? 0) - (SEVERITY_RANK.get(severity) ?? 0)) -
      Math.abs((SEVERITY_RANK.get(b) ?? 0) - (SEVERITY_RANK.get(severity) ?? 0)),
  )[0] ?? severity;
