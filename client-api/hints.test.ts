/**
 * @jest-environment node
 *
 * Node's environment, not jsdom: an answer call marks the learner's running Game rounds in the embedded
 * database, which loads its files from disk; these readers need no DOM.
 */
import { requestHint } from '@qa/kit/page-state';
import { REGISTERED_CHALLENGES } from '../api/src/challenges/registry';
import { signInAs, withRealServer } from './support/server';

const LEVELS = [1, 2, 3];

describe('the hint button reads what GET {challenge}/answer/{level}?caseIndex={n} answers', () => {
  withRealServer();

  // The kit asks for the 1-based number of the first case not found yet (firstOpenCase), so every case
  // number from 1 to the total must give a hint at every level.
  it.each(REGISTERED_CHALLENGES.map(({ entry, definition }) => [entry.path, entry, definition] as const))(
    '%s: a hint for every case at every level',
    async (_path, entry, definition) => {
      signInAs('learner');
      for (let caseNumber = 1; caseNumber <= definition.cases.length; caseNumber += 1) {
        for (const level of LEVELS) {
          expect(await requestHint(entry, level, caseNumber)).toEqual({
            kind: 'hint',
            message: expect.stringMatching(/\S/),
          });
        }
      }
    },
  );

  it('asks a signed-out user to sign in', async () => {
    expect(await requestHint(REGISTERED_CHALLENGES[0]!.entry, 1, 1)).toEqual({ kind: 'signIn' });
  });
});
