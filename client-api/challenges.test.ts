import { readStoredAnswers } from '@qa/kit';
import { makeStore, SLOTS, storeName, type AppStore, type ChallengeEntry } from '@qa/shared';
import {
  inputChanged,
  profileOf,
  RESULT_INPUT,
  loadChallengeInfo,
  selectChallengeProgress,
  sendSubmission,
  syncProgress,
  syncSandbox,
} from '@qa/kit/page-state';
import { REGISTERED_CHALLENGES } from '../api/src/challenges/registry';
import type { ExampleInput } from '../api/src/challenges/engine/definition';
import { findingText } from '../api/src/challenges/engine/techniques';
import { resetSandbox } from '../shared/kit/src/progress/sandboxCalls';
import { withRealServer } from './support/server';

const progressOf = (store: AppStore, entry: ChallengeEntry<string>) =>
  selectChallengeProgress(store.getState(), storeName(entry));

/**
 * Fills the form with the example as a learner would (an empty field stays empty; on a generator or gherkin form
 * the two options and the expected result are chosen) and presses Submit.
 */
const submitExample = async (store: AppStore, entry: ChallengeEntry<string>, example: ExampleInput) => {
  const choose = (index: number, value: string) =>
    store.dispatch(inputChanged({ storeName: storeName(entry), index, value }));
  SLOTS.slice(0, entry.fieldCount).forEach((slot, index) => choose(index, example[slot] ?? ''));
  if (profileOf(entry).builder) choose(RESULT_INPUT, String(example.expectedResult));
  await store.dispatch(sendSubmission(entry));
};

describe('the challenge page kit reads what the challenge calls answer', () => {
  withRealServer();
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(REGISTERED_CHALLENGES.map(({ entry, definition }) => [entry.path, entry, definition] as const))(
    '%s: every case found through the page, then restored after a reload',
    async (_path, entry, definition) => {
      const store = makeStore();
      expect(await store.dispatch(loadChallengeInfo(entry))).toBe(true);
      // As the page does on an API-testing challenge: the server names the tester's sandbox, kept for the visit.
      if (profileOf(entry).sandbox) await store.dispatch(syncSandbox(entry));
      expect(progressOf(store, entry)).toMatchObject({
        casesTotal: definition.cases.length,
        bugsTotal: definition.bugs.length,
        error: null,
      });

      for (const [index, item] of definition.cases.entries()) {
        const [example] = item.examples;
        // Each API example on the starting data, as its definition states it; a state transition's requests first.
        if (profileOf(entry).sandbox) await resetSandbox(entry);
        for (const request of example.before ?? []) await submitExample(store, entry, request);
        await submitExample(store, entry, example);
        expect(progressOf(store, entry)).toMatchObject({ caseIndex: index + 1, error: null });
      }
      const found = progressOf(store, entry);
      expect(found.cases).toEqual(definition.cases.map((item) => findingText(item, 'en')));
      // Complete when the cases' examples also show every bug (the learn steps that lead to them).
      expect(found.completed).toBe(found.bugs.filter(Boolean).length === definition.bugs.length);
      expect(Object.keys(readStoredAnswers(storeName(entry)))).toHaveLength(
        definition.cases.length + found.bugs.filter(Boolean).length,
      );

      const reloaded = makeStore();
      await reloaded.dispatch(syncProgress(entry));
      expect(progressOf(reloaded, entry)).toMatchObject({ cases: found.cases, completed: found.completed });
    },
  );
});
