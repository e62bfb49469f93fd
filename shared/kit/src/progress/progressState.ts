import type { ChallengePayload, Slot, Triple } from '@qa/shared';
import type { Technique } from '@qa/shared/progress';

/** A field's verdict from the last answer: false when the server flagged it wrong, null when unknown. */
export type FieldFlag = boolean | null;
export type FieldFlags = [FieldFlag, FieldFlag, FieldFlag];

/** Kept as kit text keys, not texts, so an error on screen follows a language change. */
export type ProgressError = 'loadError' | 'networkError';

/** Correct answers keyed case_{n} and bug_{n}, exactly as they are stored and sent to the batch call. */
export type CorrectAnswers = Record<string, ChallengePayload>;

export type FoundKind = 'case' | 'bug';

/** A case or bug the last answer found, by the technique that finds it. */
export interface NewFind {
  kind: FoundKind;
  technique: Technique;
}

/**
 * Milestones an answer reached in this page view (SPEC §4 "Messages"). Kept as kinds, not texts, so the page
 * words them for its mode and language; never rebuilt from storage, so a reload does not announce them again.
 */
export type ProgressNotice = 'halfway' | 'allCases' | 'allBugs' | 'completed';

/** Per-challenge state of SPEC §3, keyed by store name in the progress slice. */
export interface ChallengeProgress {
  inputs: Triple;
  /** The values of the last submission, as sent (an empty field as the 'empty' word). */
  values: Triple;
  /** The fields the last submission named empty; optional, so an entry made by an older kit's reducer reads as none. */
  emptyFields?: Slot[];
  fields: FieldFlags;
  /** The last result message, as the server worded it. */
  result: string;
  /** What the app shows before any submission (GET's message: the hotel list); '' for forms. */
  initialResult: string;
  error: ProgressError | null;
  /** ChallengeInfo.cases: the learn instructions in order (a scripted challenge's public case list). */
  publicCases: string[];
  /** ChallengeInfo.caseOptions split: the choices of dropdowns that bring none of their own. */
  caseOptions: string[];
  /** Generator and gherkin: ChallengeInfo.caseText split, the first input's values. */
  caseText: string[];
  /** Generator and gherkin: ChallengeInfo.caseResults split, the results to expect. */
  caseResults: string[];
  /** One slot per case: the found case's text, '' while not found. */
  cases: string[];
  /** The last case found (1-based), 0 when none. */
  caseIndex: number;
  casesTotal: number;
  bugs: string[];
  bugIndex: number;
  bugsTotal: number;
  correctAnswers: CorrectAnswers;
  /**
   * The app's answer that found each case or bug, keyed as correctAnswers: a scenario's Then step states it.
   * Optional, so an entry made by an older kit's reducer reads as none.
   */
  foundAnswers?: Record<string, string>;
  completed: boolean;
  notices: ProgressNotice[];
  /**
   * What the last answer found new, each with the technique that finds it (the debrief); none when it found
   * nothing new. Optional, so an entry made by an older kit's reducer (before this copy's took over) reads as
   * none too.
   */
  foundWith?: NewFind[];
}

export const emptyProgress = (): ChallengeProgress => ({
  inputs: ['', '', ''],
  values: ['', '', ''],
  fields: [null, null, null],
  result: '',
  initialResult: '',
  error: null,
  publicCases: [],
  caseOptions: [],
  caseText: [],
  caseResults: [],
  cases: [],
  caseIndex: 0,
  casesTotal: 0,
  bugs: [],
  bugIndex: 0,
  bugsTotal: 0,
  correctAnswers: {},
  foundAnswers: {},
  completed: false,
  notices: [],
});

export const answerKey = (kind: FoundKind, index: number): string => `${kind}_${index}`;

export const countFound = (slots: readonly string[]): number => slots.filter((text) => text !== '').length;

/** 0-based index of the first case not found yet: in learn mode, the step the learner is on. */
export const nextStep = (progress: ChallengeProgress): number => {
  const open = progress.cases.indexOf('');
  return open === -1 ? progress.cases.length : open;
};

/** 1-based number of the first case without a stored answer (the case a hint is for); undefined when none. */
export const firstOpenCase = (progress: ChallengeProgress): number | undefined => {
  for (let number = 1; number <= progress.casesTotal; number += 1) {
    if (!(answerKey('case', number) in progress.correctAnswers)) return number;
  }
  return undefined;
};

/** SPEC §4: 'Halfway there!' when the count equals half the total, rounded. */
export const halfwayCount = (total: number): number => Math.round(total / 2);

/** All cases and all bugs found; never before the totals are known. */
export const isComplete = (progress: ChallengeProgress): boolean =>
  progress.casesTotal > 0 &&
  countFound(progress.cases) >= progress.casesTotal &&
  countFound(progress.bugs) >= progress.bugsTotal;
