import type { StoredAnswer } from '@qa/shared/progress';
import type { Clock } from '../../src/challenges/support/calendar';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import type { TokenVerifier } from '../../src/identity/token-verifier';
import { answerOf } from './progress-fixtures';

/**
 * A stand-in identity service: `token-of-{uid}` is that learner with a confirmed email address,
 * `unconfirmed-token-of-{uid}` the same learner before they confirmed it; anything else is refused.
 */
export const verifier: TokenVerifier = async (token) => {
  const [, unconfirmed, uid] = /^(unconfirmed-)?token-of-(.+)$/.exec(token) ?? [];
  if (uid === undefined) throw new Error('bad token');
  return { uid, claims: { email_verified: unconfirmed === undefined } };
};

/** The headers of a request signed in as `user`; none for an anonymous one. */
export const as = (user?: string): Record<string, string> =>
  user === undefined ? {} : { authorization: `Bearer token-of-${user}` };

/** The headers of a request signed in as `user`, whose email address is not confirmed yet. */
export const asUnconfirmed = (user: string): Record<string, string> => ({
  authorization: `Bearer unconfirmed-token-of-${user}`,
});

/** A clock a test sets and moves; the Game reads it for every "now". */
export const movableClock = (start: string) => {
  let now = Date.parse(start);
  const clock: Clock = () => new Date(now);
  return {
    clock,
    set: (time: string | number) => {
      now = typeof time === 'number' ? time : Date.parse(time);
    },
    reset: () => {
      now = Date.parse(start);
    },
  };
};

/** A payload for every case and then every bug of a challenge: its definition's own examples. */
export const everyAnswer = (storeName: string): StoredAnswer[] => {
  const { cases, bugs } = REGISTERED_BY_STORE_NAME.get(storeName)!.definition;
  return [
    ...cases.map((_item, index) => answerOf(storeName, 'case', index + 1)),
    ...bugs.map((_item, index) => answerOf(storeName, 'bug', index + 1)),
  ];
};
