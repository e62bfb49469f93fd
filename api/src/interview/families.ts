import { CHALLENGES, storeName, type ChallengeEntry, type Language, type Slot } from '@qa/shared/catalogue';
import type { BugReportSpec } from '../bug-reports/bug-report';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import { CHALLENGE_NAMES } from '@qa/shared/challenge-names';
import { inEveryLanguage, type Localized } from '../i18n/localized';
import type { FaultList } from '../test-design/faults';
import type { FieldValues } from '../challenges/engine/definition';
import type { Build, TestDesign } from '../test-design/test-design';

/**
 * A challenge's interview family, its folder's `interview.ts`: the challenge as an interviewer hands it over. Its
 * texts never name a fault.
 */
export interface InterviewSpec {
  /** The requirements as handed over: the form's name, a short paragraph, then the rules one by one. */
  requirements: { title: Localized; summary: Localized; rules: readonly Localized[] };
  /** The form's fields as the page labels them. */
  labels: Readonly<Partial<Record<Slot, Localized>>>;
  /**
   * The message the form shows for each outcome of the design that is one fixed message; an outcome that is not
   * (a computed number) is shown by the build's `shows`.
   */
  messages: Readonly<Record<string, Localized>>;
  /** What a good report of each fault says, by fault id: one for every fault of the design. */
  specs: Readonly<Record<string, BugReportSpec>>;
  /**
   * On a stateful API, a step that only reads (a GET), which after the reproducing step confirms what a write did
   * and is not an extra step (`ReportedChallenge.readsOnly`). A form has none.
   */
  readsOnly?: (step: FieldValues) => boolean;
}

/**
 * A family an interview varies: the catalogue challenge's reference build with faults drawn from its list, so that
 * what a learner read of the challenge's own planted bugs does not help.
 */
export interface InterviewFamily extends InterviewSpec {
  /** The challenge's name as the catalogue shows it. */
  name: Localized;
  /** The catalogue challenge the family varies. */
  entry: ChallengeEntry<string>;
  /** The challenge's test design with the interview's pool of faults: a session's table is run against all. */
  design: TestDesign;
  /** The pool a session's faults are drawn from: the practice variants' faults and the interview-only ones. */
  faults: FaultList;
  /** What the build shows for each of the steps, run in order from a fresh start. */
  shown: (build: Build, steps: readonly FieldValues[], language: Language) => string[];
}

/** A challenge's family: its test design with the interview's pool of faults, handed over as its spec says. */
export const familyOf = (
  entry: ChallengeEntry<string>,
  design: TestDesign,
  interview: InterviewSpec,
): InterviewFamily => {
  const { pool } = design.faults;
  return {
    ...interview,
    name: inEveryLanguage((language) => CHALLENGE_NAMES[language][entry.key] ?? entry.key),
    entry,
    design: { ...design, faults: pool },
    faults: pool,
    // An outcome the family has no message for is shown as it is; the family's checks hold it to having one.
    shown: (build, steps, language) =>
      build.shows?.(steps, language) ??
      build.outcomesOf(steps).map((outcome) => interview.messages[outcome]?.[language] ?? outcome),
  };
};

/** The families an interview can draw a build of: the catalogue's challenges with a design and an interview. */
export const INTERVIEW_FAMILIES: readonly InterviewFamily[] = CHALLENGES.flatMap((entry) => {
  const { design, interview } = REGISTERED_BY_STORE_NAME.get(storeName(entry)) ?? {};
  if (!interview) return [];
  if (!design) throw new Error(`${entry.key}: an interview family needs the challenge's test design`);
  return [familyOf(entry, design, interview)];
});

/** The family that varies a catalogue challenge, if any. */
export const interviewFamily = (key: string): InterviewFamily | undefined =>
  INTERVIEW_FAMILIES.find(({ entry }) => entry.key === key);
