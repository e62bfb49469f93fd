import v8 from 'node:v8';
import vm from 'node:vm';
import {
  REMEMBERED_BYTES,
  rememberVerifiedTokens,
  rememberedBytesOf,
} from '../../src/identity/remembered-tokens';
import type { TokenVerifier, VerifiedIdentity } from '../../src/identity/token-verifier';

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
    const twoTokens = 2 * rememberedBytesOf('good-ann', await verify('good-ann'));
    calls.length = 0;
    const remembering = rememberVerifiedTokens(verify, now, twoTokens);
    await remembering('good-ann');
    await remembering('good-x1');
    await remembering('good-x2');
    await remembering('good-ann');
    expect(calls.filter((token) => token === 'good-ann')).toHaveLength(2);
  });
});

/** How many of `tokens`, newest first, are still remembered: verifying them again asks nothing until one was pushed out. */
const stillRemembered = async (
  remembering: TokenVerifier,
  verified: () => number,
  tokens: readonly string[],
) => {
  const before = verified();
  let remembered = 0;
  for (const token of [...tokens].reverse()) {
    await remembering(token);
    if (verified() > before) break;
    remembered += 1;
  }
  return remembered;
};

describe('the memory of remembered tokens, bounded in bytes', () => {
  /**
   * Tokens as the emulator issues whatever it is asked for: claims of `padding` characters, decoded as Firebase
   * does. It counts its calls without keeping the tokens, which would be on the heap too.
   */
  function paddedVerifier(padding: number) {
    let calls = 0;
    const tokenOf = (index: number) => {
      const claims = { sub: `learner-${index}`, exp: START_MS / 1000 + HOUR_S, pad: 'p'.repeat(padding) };
      return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${index}`;
    };
    const verify = async (token: string): Promise<VerifiedIdentity> => {
      calls += 1;
      const payload = Buffer.from(token.split('.')[0]!, 'base64url').toString();
      const claims = JSON.parse(payload) as Record<string, unknown>;
      return { uid: String(claims.sub), claims };
    };
    return { verified: () => calls, verify, tokenOf };
  }
  const now = () => START_MS;
  const tokensOf = (tokenOf: (index: number) => string) =>
    Array.from({ length: 10_000 }, (_, index) => tokenOf(index));

  it('keeps 10,000 learners’ tokens of an ordinary size, each verified once', async () => {
    const { verified, verify, tokenOf } = paddedVerifier(0);
    const remembering = rememberVerifiedTokens(verify, now);
    const tokens = tokensOf(tokenOf);
    for (const token of tokens) await remembering(token);
    expect(await stillRemembered(remembering, verified, tokens)).toBe(10_000);
  });

  it('keeps only what fits the budget of 10,000 tokens of 15 KB, and forgets the oldest', async () => {
    const { verified, verify, tokenOf } = paddedVerifier(11_000);
    const remembering = rememberVerifiedTokens(verify, now);
    const tokens = tokensOf(tokenOf);
    expect(tokens[0]!.length).toBeGreaterThan(14_500);
    for (const token of tokens) await remembering(token);
    const fits = Math.floor(REMEMBERED_BYTES / rememberedBytesOf(tokens[0]!, await verify(tokens[0]!)));
    const remembered = await stillRemembered(remembering, verified, tokens);
    // About 1,200 of them, the newest: what the byte budget holds, and no more.
    expect(remembered).toBeLessThanOrEqual(fits);
    expect(remembered).toBeGreaterThan(fits - 50);
  });

  it('grows the heap by about its budget, not by what 10,000 tokens of 15 KB would take', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const { verify, tokenOf } = paddedVerifier(11_000);
    const remembering = rememberVerifiedTokens(verify, now);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let index = 0; index < 10_000; index += 1) await remembering(tokenOf(index));
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Bounded by count, they took 274 MB: the estimate of an entry is within a few percent of what V8 holds.
    expect(grown).toBeLessThan(REMEMBERED_BYTES * 1.25);
    // Still holding the newest, so the memory measured is the verifier's.
    expect(await remembering(tokenOf(9_999))).toMatchObject({ uid: 'learner-9999' });
  });
});
