import { STORE_UNAVAILABLE } from '../../src/http/store-unavailable';
import {
  RECHECK_MS,
  createAccountCheck,
  refusalOf,
  type AccountDirectory,
  type AccountStanding,
} from '../../src/identity/account-check';
import { movableClock } from '../support/game-fixtures';

const START = '2026-03-02T10:00:00.000Z';
const START_S = Date.parse(START) / 1000;

/** A token of `uid` signed in at `seconds`. */
const token = (uid: string, seconds: number) => ({ uid, claims: { auth_time: seconds, iat: seconds } });

describe('whether an account still accepts a token', () => {
  it('refuses a token signed in before the account signed out, and accepts one signed in since', () => {
    const standing: AccountStanding = { state: 'active', signedInAfterMs: START_S * 1000 };
    expect(refusalOf(token('ann', START_S - 1), standing)).toBe('signedOut');
    // Firebase keeps whole seconds: a sign-in in the second of the sign-out is after it, as firebase-admin reads it.
    expect(refusalOf(token('ann', START_S), standing)).toBeUndefined();
    expect(refusalOf(token('ann', START_S + 1), standing)).toBeUndefined();
  });

  it('reads auth_time, which a refreshed token keeps, before iat', () => {
    const standing: AccountStanding = { state: 'active', signedInAfterMs: START_S * 1000 };
    const refreshed = { uid: 'ann', claims: { auth_time: START_S - 600, iat: START_S + 60 } };
    expect(refusalOf(refreshed, standing)).toBe('signedOut');
  });

  it('refuses every token of a disabled or deleted account, and none of an account never signed out', () => {
    expect(refusalOf(token('ann', START_S), { state: 'disabled' })).toBe('disabled');
    expect(refusalOf(token('ann', START_S), { state: 'deleted' })).toBe('deleted');
    expect(refusalOf(token('ann', 0), { state: 'active' })).toBeUndefined();
  });
});

describe('an instance’s account check', () => {
  const time = movableClock(START);
  beforeEach(() => time.reset());

  /** A directory that answers what the test sets, counting its questions. */
  const directoryOf = (answer: (uid: string) => Promise<AccountStanding>) => {
    const asked: string[] = [];
    const directory: AccountDirectory = {
      standing: (uid) => {
        asked.push(uid);
        return answer(uid);
      },
      revokeSessions: async () => undefined,
    };
    return { asked, directory };
  };

  it('asks about an account at most once a minute, and again after it', async () => {
    let standing: AccountStanding = { state: 'active' };
    const { asked, directory } = directoryOf(async () => standing);
    const check = createAccountCheck(directory, time.clock);
    expect(await check.refusal(token('ann', START_S))).toBeUndefined();
    standing = { state: 'disabled' };
    time.set(Date.parse(START) + RECHECK_MS - 1);
    expect(await check.refusal(token('ann', START_S))).toBeUndefined();
    time.set(Date.parse(START) + RECHECK_MS);
    expect(await check.refusal(token('ann', START_S))).toBe('disabled');
    expect(asked).toEqual(['ann', 'ann']);
  });

  it('asks once for requests that arrive together, and about each account apart', async () => {
    const { asked, directory } = directoryOf(async () => ({ state: 'active' }));
    const check = createAccountCheck(directory, time.clock);
    await Promise.all([
      check.refusal(token('ann', START_S)),
      check.refusal(token('ann', START_S)),
      check.refusal(token('bob', START_S)),
    ]);
    expect(asked).toEqual(['ann', 'bob']);
  });

  it('answers 503 while the provider cannot be asked, and asks again on the next request', async () => {
    let down = true;
    const { asked, directory } = directoryOf(async () => {
      if (down) throw new Error('ECONNREFUSED');
      return { state: 'active' };
    });
    const check = createAccountCheck(directory, time.clock);
    await expect(check.refusal(token('ann', START_S))).rejects.toMatchObject({
      code: STORE_UNAVAILABLE,
      statusCode: 503,
    });
    down = false;
    expect(await check.refusal(token('ann', START_S))).toBeUndefined();
    expect(asked).toEqual(['ann', 'ann']);
  });

  it('refuses the older tokens at once after signing the account out here', async () => {
    let standing: AccountStanding = { state: 'active' };
    const directory: AccountDirectory = {
      standing: async () => standing,
      revokeSessions: async () => {
        standing = { state: 'active', signedInAfterMs: time.clock().getTime() };
      },
    };
    const check = createAccountCheck(directory, time.clock);
    const before = token('ann', START_S - 60);
    expect(await check.refusal(before)).toBeUndefined();
    await check.signOut('ann');
    expect(await check.refusal(before)).toBe('signedOut');
  });
});
