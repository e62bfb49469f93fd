import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  SLOTS,
  claimAsNewest,
  rootReducer,
  type BatchResultItem,
  type ChallengeInfo,
  type ChallengePayload,
  type ChallengeResult,
} from '@qa/shared';
import { KIT_VERSION } from '../kitVersion';
import { reachedNotices, snapshotOf, type ProgressSnapshot } from './progressNotices';
import {
  answerKey,
  countFound,
  emptyProgress,
  isComplete,
  type ChallengeProgress,
  type FieldFlag,
  type NewFind,
  type ProgressError,
  type ProgressNotice,
} from './progressState';

/** Progress of every challenge opened in this page view, keyed by store name. */
export type ProgressState = Record<string, ChallengeProgress>;

declare module '@qa/shared' {
  interface LazyLoadedSlices {
    progress: ProgressState;
  }
}

interface ForChallenge {
  storeName: string;
}

/** One restored answer and what the batch call said about it (undefined when the server sent no item). */
export interface RestoredAnswer {
  payload: ChallengePayload;
  item?: BatchResultItem;
}

/** Frozen so selectors hand back one stable value for a challenge not opened yet. */
const NO_PROGRESS: ChallengeProgress = Object.freeze(emptyProgress());

const entry = (state: ProgressState, storeName: string): ChallengeProgress =>
  (state[storeName] ??= emptyProgress());

const resize = (slots: readonly string[], total: number): string[] =>
  Array.from({ length: total }, (_, index) => slots[index] ?? '');

/** "EUR, USD" -> ['EUR', 'USD']: the dropdown choices the server gives as one comma-separated string. */
const splitOptions = (options: string | undefined): string[] =>
  (options ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');

const flag = (correct: boolean | undefined): FieldFlag => correct ?? null;

/** Fills slot n when it is empty (SPEC §4: only a new case counts); grows the slots if the totals lag. */
const fillSlot = (slots: string[], index: number, text: string): boolean => {
  if (!Number.isInteger(index) || index < 1) return false;
  while (slots.length < index) slots.push('');
  if (slots[index - 1] !== '') return false;
  slots[index - 1] = text;
  return true;
};

const recordFound = (progress: ChallengeProgress, item: BatchResultItem, payload: ChallengePayload): void => {
  const { caseIndex, bugIndex } = item;
  const keep = (key: string) => {
    progress.correctAnswers[key] = payload;
    (progress.foundAnswers ??= {})[key] = item.message;
  };
  if (typeof caseIndex === 'number' && fillSlot(progress.cases, caseIndex, item.caseText || item.message)) {
    progress.caseIndex = caseIndex;
    keep(answerKey('case', caseIndex));
  }
  if (typeof bugIndex === 'number' && fillSlot(progress.bugs, bugIndex, item.bugText || item.message)) {
    progress.bugIndex = bugIndex;
    keep(answerKey('bug', bugIndex));
  }
  progress.completed = isComplete(progress);
};

/** Adds the milestones (SPEC §4) that the last finding reached and the page has not announced yet. */
const announceReached = (progress: ChallengeProgress, before: ReturnType<typeof snapshotOf>): void => {
  for (const notice of reachedNotices(before, progress)) {
    if (!progress.notices.includes(notice)) progress.notices.push(notice);
  }
};

/**
 * The debrief: the techniques of what one answer found new, the case's first; a repeat names none. Kept
 * small (the slice is on every page's first load): the debrief itself drops a repeated or unknown technique.
 */
const newFinds = (
  before: ProgressSnapshot,
  after: ChallengeProgress,
  { caseTechnique, bugTechnique }: ChallengeResult,
): NewFind[] => [
  ...(countFound(after.cases) > before.casesFound && caseTechnique
    ? [{ kind: 'case' as const, technique: caseTechnique }]
    : []),
  ...(countFound(after.bugs) > before.bugsFound && bugTechnique
    ? [{ kind: 'bug' as const, technique: bugTechnique }]
    : []),
];

type ResultReceived = ForChallenge & { payload: ChallengePayload; result: ChallengeResult };

/** The result of a submission: the result line, the field flags, what it found, the milestones and the debrief. */
const receiveResult = (state: ProgressState, action: PayloadAction<ResultReceived>): void => {
  const { storeName, payload, result } = action.payload;
  const progress = entry(state, storeName);
  progress.result = result.message;
  progress.fields = [flag(result.firstCorrect), flag(result.secondCorrect), flag(result.thirdCorrect)];
  const before = snapshotOf(progress);
  // A state transition's answer keeps the requests that set up its state, so a restore finds it again.
  recordFound(progress, result, result.before ? { ...payload, before: result.before } : payload);
  announceReached(progress, before);
  progress.foundWith = newFinds(before, progress, result);
};

export const progressSlice = createSlice({
  name: 'progress',
  initialState: {} as ProgressState,
  reducers: {
    /** Entering a challenge starts from nothing; storage and the server rebuild the rest. */
    progressStarted: (state, action: PayloadAction<ForChallenge>) => {
      state[action.payload.storeName] = emptyProgress();
    },
    inputChanged: (state, action: PayloadAction<ForChallenge & { index: number; value: string }>) => {
      const { storeName, index, value } = action.payload;
      const progress = entry(state, storeName);
      if (index < 0 || index >= progress.inputs.length) return;
      progress.inputs[index] = value;
      progress.fields[index] = null; // the flag judged the old value
    },
    /** Generator and gherkin: a new choice clears the last answer, and validating clears the choices (SPEC §4). */
    resultCleared: (state, action: PayloadAction<ForChallenge>) => {
      const progress = entry(state, action.payload.storeName);
      progress.result = '';
      progress.error = null;
      progress.foundWith = []; // the debrief goes with the result it explains
    },
    inputsCleared: (state, action: PayloadAction<ForChallenge>) => {
      const progress = entry(state, action.payload.storeName);
      progress.inputs = ['', '', ''];
    },
    infoLoaded: (state, action: PayloadAction<ForChallenge & { info: ChallengeInfo }>) => {
      const { storeName, info } = action.payload;
      const progress = entry(state, storeName);
      progress.publicCases = info.cases;
      progress.casesTotal = info.casesTotal;
      progress.bugsTotal = info.bugsTotal;
      progress.caseOptions = splitOptions(info.caseOptions);
      progress.caseText = splitOptions(info.caseText);
      progress.caseResults = splitOptions(info.caseResults);
      progress.initialResult = typeof info.message === 'string' ? info.message : '';
      progress.cases = resize(progress.cases, info.casesTotal);
      progress.bugs = resize(progress.bugs, info.bugsTotal);
      progress.error = null;
      progress.completed = isComplete(progress);
    },
    answersRestored: (
      state,
      action: PayloadAction<ForChallenge & { restored: RestoredAnswer[]; result: string }>,
    ) => {
      const { storeName, restored, result } = action.payload;
      const progress = entry(state, storeName);
      progress.cases = resize([], progress.casesTotal);
      progress.bugs = resize([], progress.bugsTotal);
      progress.caseIndex = 0;
      progress.bugIndex = 0;
      progress.correctAnswers = {};
      progress.foundAnswers = {};
      for (const { payload, item } of restored) if (item) recordFound(progress, item, payload);
      progress.result = result;
      // A restore replaces the result line and never debriefs: nothing was found by the learner just now.
      progress.foundWith = [];
      progress.completed = isComplete(progress);
    },
    /** `payload`: what is being sent, kept as the values the page shows for this submission. */
    submitStarted: (state, action: PayloadAction<ForChallenge & { payload?: ChallengePayload }>) => {
      const { storeName, payload } = action.payload;
      const progress = entry(state, storeName);
      // Cleared so that the same message arriving again is announced again.
      progress.result = '';
      progress.error = null;
      progress.foundWith = [];
      if (payload) {
        const [first = '', second = '', third = ''] = SLOTS.map((slot) => payload[slot] ?? '');
        // A generator or gherkin form's third choice is the expected result, not a field.
        const expected = payload.expectedResult === undefined ? '' : String(payload.expectedResult);
        progress.values = [first, second, third || expected];
        progress.emptyFields = payload.emptyFields;
      }
    },
    resultReceived: receiveResult,
    /** Cases and bugs the tester's own tools found through a real API (SPEC §4 milestones included). */
    foundElsewhere: (state, action: PayloadAction<ForChallenge & { found: RestoredAnswer[] }>) => {
      const { storeName, found } = action.payload;
      const progress = entry(state, storeName);
      const before = snapshotOf(progress);
      for (const { payload, item } of found) if (item) recordFound(progress, item, payload);
      announceReached(progress, before);
    },
    noticeDismissed: (state, action: PayloadAction<ForChallenge & { notice: ProgressNotice }>) => {
      const progress = entry(state, action.payload.storeName);
      progress.notices = progress.notices.filter((notice) => notice !== action.payload.notice);
    },
    /**
     * SPEC §4 "Reset": everything found and typed goes; the totals and dropdown choices stay, and so does the
     * public case list in the modes that show one (learn instructions, the scripted list).
     */
    progressReset: (state, action: PayloadAction<ForChallenge & { keepPublicCases: boolean }>) => {
      const { storeName, keepPublicCases } = action.payload;
      const { publicCases, caseOptions, casesTotal, bugsTotal, initialResult } = entry(state, storeName);
      state[storeName] = {
        ...emptyProgress(),
        initialResult,
        publicCases: keepPublicCases ? publicCases : [],
        caseOptions,
        casesTotal,
        bugsTotal,
        cases: resize([], casesTotal),
        bugs: resize([], bugsTotal),
      };
    },
    /** A message that is a result but not an answer check (a 4xx the server explained). */
    resultShown: (state, action: PayloadAction<ForChallenge & { message: string }>) => {
      entry(state, action.payload.storeName).result = action.payload.message;
    },
    progressFailed: (state, action: PayloadAction<ForChallenge & { error: ProgressError }>) => {
      const progress = entry(state, action.payload.storeName);
      progress.error = action.payload.error;
      // Nothing reached the server: the page does not say anything was sent.
      if (action.payload.error === 'networkError') progress.values = ['', '', ''];
    },
  },
  selectors: {
    selectChallengeProgress: (state, storeName: string): ChallengeProgress => state[storeName] ?? NO_PROGRESS,
  },
});

/**
 * Injected when the kit is evaluated, so the slice is there before any challenge page renders. Every copy of the
 * kit on the page (the shell's, a remote's of another version) injects under the same 'progress' path and
 * dispatches the same action types. RTK ignores a second reducer for a taken path unless `overrideExisting` is
 * set, and with it keeps the state and hands it to the new reducer. So the newest copy's reducer takes over (a
 * newer kit may handle actions an older one does not know; a minor version must keep the older actions and
 * state shape working), and an older copy loaded later leaves it in place. A major version that changes the
 * state shape must use another path.
 */
export const injectedProgressSlice = progressSlice.injectInto(
  claimAsNewest(`slice:${progressSlice.reducerPath}`, KIT_VERSION)
    ? rootReducer
    : // Older than the copy in place: its selectors only (RTK would refuse the reducer and log an error).
      { inject: () => undefined },
  { overrideExisting: true },
);

export const {
  progressStarted,
  inputChanged,
  inputsCleared,
  resultCleared,
  infoLoaded,
  answersRestored,
  submitStarted,
  resultReceived,
  foundElsewhere,
  noticeDismissed,
  progressReset,
  resultShown,
  progressFailed,
} = progressSlice.actions;

export const { selectChallengeProgress } = injectedProgressSlice.selectors;
