import { ACCOUNT_API } from '@qa/shared/account';
import { CLASSROOM_API } from '@qa/shared/classroom';
import { INTERVIEW_API } from '@qa/shared/interview';
import { PROGRESS_API } from '@qa/shared/progress';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '../../src/i18n/error-messages';
import { buildApp, buildAppWithDatabase } from '../helper';
import { fakeAccounts } from '../support/fake-accounts';
import { movableClock } from '../support/game-fixtures';

const SIGN_OUT = `/${ACCOUNT_API.signOut}`;
const START = '2026-03-02T10:00:00.000Z';
const SECOND = 1000;
/** The promise: a sign-out, a disabled or a deleted account is noticed everywhere within a minute. */
const MINUTE = 60 * SECOND;

/** A call of each area that must notice a sign-out: the trainer's, the classroom's, the interview's, progress. */
const RECHECKED = {
  trainer: { method: 'GET', url: `/${CLASSROOM_API.classes}` },
  classroom: { method: 'GET', url: `/${CLASSROOM_API.memberships}` },
  'interview (signed in)': { method: 'GET', url: `/${INTERVIEW_API}/sessions` },
  'interview (token optional)': {
    method: 'POST',
    url: `/${INTERVIEW_API}/sessions`,
    payload: { family: 'triangle' },
  },
  progress: { method: 'GET', url: `/${PROGRESS_API.mine}` },
} as const;
type Area = keyof typeof RECHECKED;
const AREAS = Object.keys(RECHECKED) as Area[];

describe('signing out, and accounts disabled or deleted (PGlite in memory)', () => {
  const time = movableClock(START);
  const identity = fakeAccounts(time.clock);
  /** Two instances of the API behind one load balancer: every instance reads the same identity provider. */
  let app: FastifyInstance;
  let other: FastifyInstance;
  beforeAll(async () => {
    const options = { clock: time.clock, accounts: identity.directory };
    [app, other] = await Promise.all([
      buildAppWithDatabase(identity.verifyToken, options),
      buildAppWithDatabase(identity.verifyToken, options),
    ]);
  }, 30_000);
  afterAll(() => Promise.all([app.close(), other.close()]));
  // Each test moves on by an hour: what an instance learnt of an account in one test is stale in the next.
  let testStart = Date.parse(START);
  beforeEach(() => {
    testStart += 60 * 60 * SECOND;
    time.set(testStart);
  });
  const later = (ms: number) => time.set(time.clock().getTime() + ms);

  const call = (area: Area, token: string, on = app, language = 'en') =>
    on.inject({
      ...RECHECKED[area],
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  const statusesOf = async (token: string, on = app) => {
    const statuses: Partial<Record<Area, number>> = {};
    for (const area of AREAS) statuses[area] = (await call(area, token, on)).statusCode;
    return statuses;
  };
  const everywhere = (status: number) => Object.fromEntries(AREAS.map((area) => [area, status]));
  /** The interview's start answers 201, then 200 while the session runs: both are "accepted". */
  const accepted = async (token: string, on = app) =>
    Object.fromEntries(
      Object.entries(await statusesOf(token, on)).map(([area, status]) => [
        area,
        status < 300 ? 200 : status,
      ]),
    );
  const signOut = (token: string, on = app) =>
    on.inject({ method: 'POST', url: SIGN_OUT, headers: { authorization: `Bearer ${token}` } });

  it('refuses the token at once on every rechecked route once its learner signs out, in their language', async () => {
    const token = identity.tokenOf('ann');
    expect(await accepted(token)).toEqual(everywhere(200));
    later(5 * SECOND);

    const signedOut = await signOut(token);
    expect(signedOut.statusCode).toBe(204);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');

    expect(await statusesOf(token)).toEqual(everywhere(401));
    for (const area of AREAS) {
      const response = await call(area, token, app, 'pl');
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: ERROR_MESSAGES.sessionEnded.pl,
      });
    }
  });

  it('accepts a new sign-in of the same learner, and another learner’s token throughout', async () => {
    const ann = identity.tokenOf('ann');
    const bob = identity.tokenOf('bob');
    expect(await accepted(bob)).toEqual(everywhere(200));
    later(5 * SECOND);
    expect((await signOut(ann)).statusCode).toBe(204);
    later(SECOND);
    expect(await accepted(identity.tokenOf('ann'))).toEqual(everywhere(200));
    expect(await accepted(bob)).toEqual(everywhere(200));
    later(MINUTE);
    expect(await accepted(bob)).toEqual(everywhere(200));
  });

  it('refuses it on another instance within a minute of the sign-out, never later', async () => {
    const token = identity.tokenOf('ann');
    // The other instance has just checked the account, so it goes on trusting what it learnt for a minute.
    expect(await accepted(token, other)).toEqual(everywhere(200));
    later(5 * SECOND);
    expect((await signOut(token)).statusCode).toBe(204);
    later(MINUTE - 5 * SECOND - 1);
    expect((await call('progress', token, other)).statusCode).toBe(200);
    later(1);
    expect(await statusesOf(token, other)).toEqual(everywhere(401));
  });

  it('lets no token refused already sign out the sessions of a later sign-in', async () => {
    const old = identity.tokenOf('ann');
    later(5 * SECOND);
    expect((await signOut(old)).statusCode).toBe(204);
    later(5 * SECOND);
    const fresh = identity.tokenOf('ann');
    const again = await signOut(old);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(ERROR_MESSAGES.sessionEnded.en);
    expect(await accepted(fresh)).toEqual(everywhere(200));
  });

  it('refuses a sign-out without a token', async () => {
    const response = await app.inject({ method: 'POST', url: SIGN_OUT });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ERROR_MESSAGES.invalidToken.en);
  });

  it.each([
    ['disabled', (uid: string) => identity.disable(uid)],
    ['deleted', (uid: string) => identity.remove(uid)],
  ])('refuses every token of an account %s, within a minute', async (what, close) => {
    const uid = `carol-${what}`;
    const token = identity.tokenOf(uid);
    const bob = identity.tokenOf('bob');
    expect(await accepted(token)).toEqual(everywhere(200));
    close(uid);
    later(MINUTE);
    expect(await statusesOf(token)).toEqual(everywhere(401));
    expect(await statusesOf(token, other)).toEqual(everywhere(401));
    const response = await call('trainer', identity.tokenOf(uid), app, 'ua');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ERROR_MESSAGES.accountClosed.ua);
    expect(await accepted(bob)).toEqual(everywhere(200));
  });

  it('asks the identity provider about an account at most once a minute per instance', async () => {
    const token = identity.tokenOf('dora');
    const asked = () => identity.lookedUp.filter((uid) => uid === 'dora').length;
    await accepted(token);
    await accepted(token);
    expect(asked()).toBe(1);
    later(MINUTE);
    await accepted(token);
    expect(asked()).toBe(2);
  });
});

describe('while the identity provider cannot be asked', () => {
  it('answers a rechecked route 503 in the learner’s language, and trusts no token meanwhile', async () => {
    const identity = fakeAccounts();
    const app = await buildApp({}, identity.verifyToken, {
      accounts: {
        standing: async () => Promise.reject(new Error('ECONNREFUSED')),
        revokeSessions: async () => undefined,
      },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: SIGN_OUT,
        headers: { authorization: `Bearer ${identity.tokenOf('ann')}`, 'accept-language': 'ru' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(ERROR_MESSAGES.notReady.ru);
    } finally {
      await app.close();
    }
  });
});
