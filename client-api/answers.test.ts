/**
 * @jest-environment node
 *
 * Node's environment, not jsdom: an answer call marks the learner's running Game rounds in the embedded
 * database, which loads its files from disk; these readers need no DOM.
 */
import { http, SERIES } from '@qa/shared';
import { REGISTERED_CHALLENGES } from '../api/src/challenges/registry';
import { answerErrorText } from '../shell/src/pages/answers/answerErrorText';
import { readAnswer } from '../shell/src/pages/answers/readAnswer';
import { signInAs, withRealServer } from './support/server';

/** What the answers page does on a click: GET {answer url}/answer/0 with the token, then readAnswer. */
const fetchAnswer = async (answerUrl: string) =>
  readAnswer(await http.get<unknown>(`${answerUrl}/answer/0`, { auth: true }));

const failureText = async (answerUrl: string): Promise<string> => {
  try {
    await http.get<unknown>(`${answerUrl}/answer/0`, { auth: true });
  } catch (error) {
    return answerErrorText(error);
  }
  throw new Error(`${answerUrl} answered without a token`);
};

const ANSWER_URLS = SERIES.flatMap((series) => Object.values(series.config));
const REGISTERED_PATHS = new Set(REGISTERED_CHALLENGES.map(({ entry }) => entry.path));

describe('the answers page reads what GET {challenge}/answer/0 answers', () => {
  withRealServer();

  it.each(REGISTERED_CHALLENGES.map(({ entry, definition }) => [entry.path, definition] as const))(
    '%s: one bullet per case and bug',
    async (path, definition) => {
      signInAs('learner');
      const answer = await fetchAnswer(path);
      expect(answer).toEqual({ kind: 'list', items: expect.any(Array) });
      expect(answer?.kind === 'list' && answer.items).toHaveLength(
        definition.cases.length + definition.bugs.length,
      );
    },
  );

  it('every answer url of the catalogue is a registered challenge or one the server says is coming', async () => {
    signInAs('learner');
    for (const url of ANSWER_URLS.filter((path) => !REGISTERED_PATHS.has(path))) {
      expect(await failureText(url)).toMatch(/^This challenge is not available yet\./);
    }
  });

  it("tells a signed-out user the first sentence of the server's refusal", async () => {
    expect(await failureText(REGISTERED_CHALLENGES[0]!.entry.path)).toBe(
      'Please sign in to see the answers.',
    );
  });
});
