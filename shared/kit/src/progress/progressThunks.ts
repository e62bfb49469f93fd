// Over 300 lines because every thunk of a challenge page is here (load, restore, send, start over): they share the
// page state's helpers and the order of their calls.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  setShowFinishPopup,
  storeName,
  emptyFieldsOf,
  SLOTS,
  http,
  isHttpError,
  i18n,
  isPlainObject,
  isStringArray,
  MAX_VALUE_LENGTH,
  type BatchResultItem,
  type ChallengeInfo,
  type ChallengeResult,
  type ChallengeEntry,
  type ChallengePayload,
  type ChallengeRound,
  type RequestOptions,
  type RootState,
} from '@qa/shared';
import type { InputClass } from '@qa/shared/progress';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import {
  answersRestored,
  foundElsewhere,
  infoLoaded,
  inputsCleared,
  progressFailed,
  progressReset,
  resultReceived,
  resultShown,
  selectChallengeProgress,
  submitStarted,
  type RestoredAnswer,
} from './progressSlice';
import type { ProgressError } from './progressState';
import { profileOf } from '../modes/modeProfile';
import { progressName } from './progressName';
import { payloadOf } from '../modes/payload';
import { fetchSandboxFindings, resetSandbox, testerKeyHeaders } from './sandboxCalls';
import { announceProgressChange } from './progressEvents';
import { takeInfo } from './infoPrefetch';
import {
  addCompletedChallenge,
  clearStoredProgress,
  readFollowInstructions,
  removeCompletedChallenge,
  readStoredAnswers,
  writeFollowInstructions,
  writeStoredAnswers,
} from './progressStorage';

type ProgressThunk<R> = ThunkAction<Promise<R>, RootState, undefined, UnknownAction>;

const isChallengeInfo = (value: unknown): value is ChallengeInfo =>
  isPlainObject(value) &&
  isStringArray(value.cases) &&
  typeof value.casesTotal === 'number' &&
  typeof value.bugsTotal === 'number';

const isBatch = (value: unknown): value is BatchResultItem[] =>
  Array.isArray(value) && value.every(isPlainObject);

/** A 4xx the server explained (SPEC §8: its data is shown as a result); its message is already localized. */
const explainedMessage = (error: unknown): string | undefined =>
  isHttpError(error) &&
  error.kind === 'http' &&
  isPlainObject(error.data) &&
  typeof error.data.message === 'string'
    ? error.data.message
    : undefined;

/** Raw transport errors never reach the screen: the user gets a localized text instead. */
const loadFailure = (error: unknown): ProgressError =>
  isHttpError(error) && error.kind === 'network' ? 'networkError' : 'loadError';

const keyOrder = (key: string): [string, number] => {
  const [kind = '', index = '0'] = key.split('_');
  return [kind, Number(index)];
};

/** case_1, case_2, …, then bug_1, …: learn steps reach the server in the order they were taken. */
const byAnswerKey = ([a]: [string, unknown], [b]: [string, unknown]): number => {
  const [kindA, indexA] = keyOrder(a);
  const [kindB, indexB] = keyOrder(b);
  return kindA === kindB ? indexA - indexB : kindA === 'case' ? -1 : 1;
};

const hasIndex = (item: BatchResultItem | undefined): boolean =>
  typeof item?.caseIndex === 'number' || typeof item?.bugIndex === 'number';

/** GET {challenge url}: instructions and totals, in the current language. Resolves whether it worked. */
export const loadChallengeInfo =
  (
    challenge: ChallengeEntry<string>,
    signal?: AbortSignal,
    name = storeName(challenge),
  ): ProgressThunk<boolean> =>
  async (dispatch, getState) => {
    try {
      const info = await takeInfo(challenge.path, getState().language.local, signal);
      if (signal?.aborted) return false;
      if (!isChallengeInfo(info)) {
        dispatch(progressFailed({ storeName: name, error: 'loadError' }));
        return false;
      }
      dispatch(infoLoaded({ storeName: name, info }));
      return true;
    } catch (error) {
      if (!signal?.aborted) dispatch(progressFailed({ storeName: name, error: loadFailure(error) }));
      return false;
    }
  };

/** POST {challenge url}/batch with the stored correct answers: found cases come back in the current language. */
export const restoreProgress =
  (challenge: ChallengeEntry<string>, signal?: AbortSignal): ProgressThunk<void> =>
  async (dispatch, getState) => {
    const name = storeName(challenge);
    const stored = Object.entries(readStoredAnswers(name)).sort(byAnswerKey);
    let items: BatchResultItem[] = [];
    if (stored.length > 0) {
      try {
        const answer = await http.post<unknown>(
          `${challenge.path}/batch`,
          stored.map(([, payload]) => payload),
          { signal },
        );
        if (signal?.aborted) return;
        if (!isBatch(answer)) throw new Error('unreadable batch answer');
        items = answer;
      } catch (error) {
        // Storage is left as it is: a failed call must not cost the learner their progress.
        if (!signal?.aborted) dispatch(progressFailed({ storeName: name, error: loadFailure(error) }));
        return;
      }
    }
    const restored: RestoredAnswer[] = stored.map(([, payload], index) => ({ payload, item: items[index] }));
    const language = getState().language.local;
    const lastFound = restored.findLast((answer) => hasIndex(answer.item));
    // An API-testing answer is replayed on a fresh API, not in the tester's sandbox: shown, it would contradict
    // what the sandbox answers now, so the result line starts empty there.
    const replayed = profileOf(challenge).sandbox ? '' : (lastFound?.item?.message ?? '');
    const result = readFollowInstructions(name)
      ? i18n.getFixedT(language, KIT_NAMESPACE)('followInstructions')
      : replayed;
    dispatch(answersRestored({ storeName: name, restored, result }));

    const progress = selectChallengeProgress(getState(), name);
    // Answers the server no longer recognises are dropped, but only when it judged every one of them.
    if (items.length === stored.length) writeStoredAnswers(name, progress.correctAnswers);
    if (progress.completed) addCompletedChallenge(name);
  };

/** Info first, then the answers: restoring needs the totals. The hook runs this on entry and language change. */
export const syncProgress =
  (challenge: ChallengeEntry<string>, signal?: AbortSignal): ProgressThunk<void> =>
  async (dispatch) => {
    const loaded = await dispatch(loadChallengeInfo(challenge, signal));
    if (loaded) await dispatch(restoreProgress(challenge, signal));
  };

/**
 * A submission the app judged (a refusal it explained included) counts towards the learner's efficiency. The
 * counting code loads on the first submission, so a page's first load does not carry it.
 */
const countSubmission = (
  storeName: string,
  payload: ChallengePayload,
  inputClasses?: readonly string[],
): void =>
  void import('./challengeStats').then((stats) => stats.countSubmission(storeName, payload, inputClasses));

/**
 * The classes of a submission the server refused before judging it, which it therefore could not name: a value
 * over its bound, or a request too large to read (413), was a very long value. Only what the learner typed can
 * be that long: the app's dropdowns and the values it fills in are short.
 */
const refusedClasses = (payload: ChallengePayload, error: unknown): InputClass[] =>
  (isHttpError(error) && error.status === 413) ||
  SLOTS.some((slot) => (payload[slot]?.length ?? 0) > MAX_VALUE_LENGTH)
    ? ['veryLong']
    : [];

/**
 * POST {challenge url} with the current inputs; empty fields go as the current language's 'empty' word. In a
 * Game round the round judges them instead, and nothing is counted or kept.
 */
export const sendSubmission =
  (
    challenge: ChallengeEntry<string>,
    /** What an app of its own sends for one action (SPEC §7 todo-list, book-hotel); else the form's inputs. */
    sent?: ChallengePayload,
    round?: ChallengeRound,
  ): ProgressThunk<ChallengeResult | undefined> =>
  async (dispatch, getState) => {
    const name = progressName(challenge, round);
    const state = getState();
    const progress = selectChallengeProgress(state, name);
    if (progress.completed) return undefined;
    const profile = profileOf(challenge);
    const payload = sent
      ? { ...sent, emptyFields: emptyFieldsOf(sent) }
      : payloadOf(challenge, profile, progress, state.language.local);

    let result: ChallengeResult;
    try {
      // An API-testing request runs in the tester's sandbox, named by their key.
      const sandbox: [] | [RequestOptions] = profile.sandbox ? [{ headers: testerKeyHeaders() }] : [];
      // Sent first: the store updates below re-run every view's selectors, which must not delay the request.
      const answer =
        round?.submit(payload) ?? http.post<ChallengeResult>(challenge.path, payload, ...sandbox);
      dispatch(submitStarted({ storeName: name, payload }));
      // SPEC §4: on validate the generator and gherkin selections clear.
      if (profile.builder) dispatch(inputsCleared({ storeName: name }));
      result = await answer;
    } catch (error) {
      // A spent budget or a busy server judged nothing: the page words the wait (the API's sentence is for API
      // users) and counts nothing. Not retried: what was sent is the learner's to send again.
      const waited = isHttpError(error) && (error.status === 429 || error.status === 503);
      const message = waited
        ? (await import('../serverWait/waitTexts').catch(() => undefined))?.formWaitText(
            error,
            getState().language.local,
            profile.sandbox,
          )
        : explainedMessage(error);
      if (message === undefined) dispatch(progressFailed({ storeName: name, error: 'networkError' }));
      else {
        dispatch(resultShown({ storeName: name, message }));
        if (!round && !waited) countSubmission(name, payload, refusedClasses(payload, error));
      }
      return undefined;
    }
    dispatch(resultReceived({ storeName: name, payload, result }));
    if (round) return result;
    countSubmission(name, payload, result.inputClasses);
    if (profile.guided) writeFollowInstructions(name, typeof result.caseIndex !== 'number');
    keepFound(challenge, dispatch, getState);
    return result;
  };

/**
 * Stores the correct answers after a finding and, when it completed the challenge, opens the congratulation.
 * Only called while the challenge was not completed (a completed one takes no more), so never by a reload.
 */
export const keepFound = (
  challenge: ChallengeEntry<string>,
  dispatch: (action: UnknownAction) => unknown,
  getState: () => RootState,
): void => {
  const name = storeName(challenge);
  const after = selectChallengeProgress(getState(), name);
  // Merged: answers a failed restore left in storage but not in the state must survive this write.
  writeStoredAnswers(name, { ...readStoredAnswers(name), ...after.correctAnswers });
  const found = Object.keys(after.correctAnswers);
  void import('./challengeStats').then((stats) => stats.takeBackSetAside(name, found));
  announceProgressChange();
  if (after.completed) {
    addCompletedChallenge(name);
    dispatch(setShowFinishPopup(true));
  }
};

const isOpenSlot = (slots: readonly string[], index: number | undefined): boolean =>
  typeof index === 'number' && slots[index - 1] === '';

/**
 * API testing: what the tester's own tools found in their sandbox joins the page as if found through the form.
 * Resolves the tester key the server named (undefined when the look failed).
 */
export const syncSandbox =
  (challenge: ChallengeEntry<string>, signal?: AbortSignal): ProgressThunk<string | undefined> =>
  async (dispatch, getState) => {
    const answer = await fetchSandboxFindings(challenge, signal);
    if (!answer || signal?.aborted) return answer?.testerKey;
    const name = storeName(challenge);
    const progress = selectChallengeProgress(getState(), name);
    // Only what is new, and only once the totals are known; a completed challenge takes no more.
    const fresh = answer.found.filter(
      (found) => isOpenSlot(progress.cases, found.caseIndex) || isOpenSlot(progress.bugs, found.bugIndex),
    );
    if (fresh.length === 0 || progress.completed) return answer.testerKey;
    dispatch(
      foundElsewhere({
        storeName: name,
        found: fresh.map(({ payload, ...item }) => ({ payload, item: { message: '', ...item } })),
      }),
    );
    keepFound(challenge, dispatch, getState);
    return answer.testerKey;
  };

/** SPEC §4 "Reset": the progress, its storage entries and the completion go; learn and scripted keep their list. */
export const resetProgress =
  (challenge: ChallengeEntry<string>): ThunkAction<void, RootState, undefined, UnknownAction> =>
  (dispatch) => {
    const name = storeName(challenge);
    const profile = profileOf(challenge);
    // Read before they are cleared: this browser sets them aside, the account keeps them.
    const found = Object.keys(readStoredAnswers(name));
    dispatch(progressReset({ storeName: name, keepPublicCases: profile.keepsPublicCasesOnReset }));
    clearStoredProgress(name);
    removeCompletedChallenge(name);
    void import('./challengeStats').then((stats) => stats.startChallengeOver(name, found));
    // Or the next look at the sandbox would bring back what the tester's own tools had found.
    if (profile.sandbox) void resetSandbox(challenge);
  };
