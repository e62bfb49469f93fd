import { rememberVerifiedTokens } from '../../src/identity/remembered-tokens';
import type { VerifiedIdentity } from '../../src/identity/token-verifier';

const START_MS = 1_800_000_000_000;
const HOUR_S = 3600;

/** A verifier that accepts `good-<uid>` tokens valid for an hour from START_MS, counting its calls. */
function countingVerifier() {
  const calls: string[] = [];
  const verify = async (token: string): Promise<VerifiedIdentity> => {
    calls.push(token);
    if (!token.startsWith('good-')) throw new Error('forged');
    const uid = token.slice('good-'.length);
    return { uid, claims: { uid, exp: START_MS / 1000 + HOUR_S } };
  };
  return { calls, verify };
}

describe('remembering verified tokens', () => {
  let nowMs = START_MS;
  const now = () => nowMs;
  beforeEach(() => {
    nowMs = START_MS;
  });

  it('verifies a token once while it is valid, and answers the same identity', async () => {
    const { calls, verify } = countingVerifier();
    const remembering = rememberVerifiedTokens(verify, now);
    const first = await remembering('good-ann');
    nowMs += 30 * 60_000;
    expect(await remembering('good-ann')).toEqual(first);
    expect(calls).toEqual(['good-ann']);
  });

  it('verifies it again once it has expired, so the expiry is the verifier’s to judge', async () => {
    const { calls, verify } = countingVerifier();
    const remembering = rememberVerifiedTokens(verify, now);
    await remembering('good-ann');
    nowMs += HOUR_S * 1000;
    await remembering('good-ann');
    expect(calls).toEqual(['good-ann', 'good-ann']);
  });

  it('keeps no refused token: each try is verified and refused', async () => {
    const { calls, verify } = countingVerifier();
    const remembering = rememberVerifiedTokens(verify, now);
    await expect(remembering('forged-ann')).rejects.toThrow('forged');
    await expect(remembering('forged-ann')).rejects.toThrow('forged');
    expect(calls).toEqual(['forged-ann', 'forged-ann']);
  });

  it('keeps learners apart: another token is another identity', async () => {
    const { verify } = countingVerifier();
    const remembering = rememberVerifiedTokens(verify, now);
    await remembering('good-ann');
    expect((await remembering('good-bob')).uid).toBe('bob');
    expect((await remembering('good-ann')).uid).toBe('ann');
  });

  it('does not keep a token without an expiry', async () => {
    const calls: string[] = [];
    const remembering = rememberVerifiedTokens(async (token) => {
      calls.push(token);
      return { uid: 'ann', claims: { exp: 'never' } };
    }, now);
    await remembering('t');
    await remembering('t');
    expect(calls).toEqual(['t', 't']);
  });

  it('holds at most its limit: made-up accounts beyond it cost a learner one more verification', async () => {
    const { calls, verify } = countingVerifier();
    const remembering = rememberVerifiedTokens(verify, now, 2);
    await remembering('good-ann');
    await remembering('good-x1');
    await remembering('good-x2');
    await remembering('good-ann');
    expect(calls.filter((token) => token === 'good-ann')).toHaveLength(2);
  });
});
