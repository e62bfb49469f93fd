import {
  ACTIVE_SUBSCRIPTION,
  type ClaimsAdmin,
  hasActiveSubscription,
  setSubscription,
  SUBSCRIPTION_CLAIM,
  SubscriptionUserError,
} from '../../src/identity/subscription';

/** firebase-admin's Auth in memory: users by email, the claims last written per uid. */
function fakeAuth(users: Record<string, { uid: string; customClaims?: Record<string, unknown> }>) {
  const written = new Map<string, Record<string, unknown>>();
  const auth: ClaimsAdmin = {
    async getUserByEmail(email) {
      if (!email.includes('@')) throw Object.assign(new Error('invalid'), { code: 'auth/invalid-email' });
      const user = users[email];
      if (!user) throw Object.assign(new Error('There is no user record.'), { code: 'auth/user-not-found' });
      return user;
    },
    async setCustomUserClaims(uid, claims) {
      written.set(uid, claims);
    },
  };
  return { auth, written };
}

describe('the subscription claim', () => {
  it('is named once: subscription = active', () => {
    expect({ [SUBSCRIPTION_CLAIM]: ACTIVE_SUBSCRIPTION }).toEqual({ subscription: 'active' });
  });

  it.each([
    [{ subscription: 'active' }, true],
    [{ subscription: 'active', admin: true }, true],
    [{}, false],
    [{ subscription: 'expired' }, false],
    [{ subscription: true }, false],
    [{ subscription: 'ACTIVE' }, false],
    [{ subscription: ['active'] }, false],
  ])('%p is an active subscription: %p', (claims, active) => {
    expect(hasActiveSubscription(claims)).toBe(active);
  });
});

describe('setSubscription', () => {
  it('sets the claim and keeps the other custom claims', async () => {
    const { auth, written } = fakeAuth({
      'a@example.com': { uid: 'u1', customClaims: { role: 'mentor', cohort: 7 } },
    });
    await expect(setSubscription(auth, 'a@example.com', true)).resolves.toEqual({
      uid: 'u1',
      claims: { role: 'mentor', cohort: 7, subscription: 'active' },
    });
    expect(written.get('u1')).toEqual({ role: 'mentor', cohort: 7, subscription: 'active' });
  });

  it('sets the claim on a user without custom claims', async () => {
    const { auth, written } = fakeAuth({ 'b@example.com': { uid: 'u2' } });
    await setSubscription(auth, 'b@example.com', true);
    expect(written.get('u2')).toEqual({ subscription: 'active' });
  });

  it('replaces another value of the claim', async () => {
    const { auth, written } = fakeAuth({
      'c@example.com': { uid: 'u3', customClaims: { subscription: 'expired' } },
    });
    await setSubscription(auth, 'c@example.com', true);
    expect(written.get('u3')).toEqual({ subscription: 'active' });
  });

  it('clears only the claim', async () => {
    const { auth, written } = fakeAuth({
      'd@example.com': { uid: 'u4', customClaims: { role: 'mentor', subscription: 'active' } },
    });
    await expect(setSubscription(auth, 'd@example.com', false)).resolves.toEqual({
      uid: 'u4',
      claims: { role: 'mentor' },
    });
    expect(written.get('u4')).toEqual({ role: 'mentor' });
  });

  it('clears a user who never had it without harm', async () => {
    const { auth, written } = fakeAuth({ 'e@example.com': { uid: 'u5' } });
    await setSubscription(auth, 'e@example.com', false);
    expect(written.get('u5')).toEqual({});
  });

  it('names a missing user and writes nothing', async () => {
    const { auth, written } = fakeAuth({});
    const result = setSubscription(auth, 'nobody@example.com', true);
    await expect(result).rejects.toThrow(SubscriptionUserError);
    await expect(result).rejects.toThrow('No user is registered with the email "nobody@example.com".');
    expect(written.size).toBe(0);
  });

  it('names an address that cannot be one', async () => {
    const { auth } = fakeAuth({});
    await expect(setSubscription(auth, 'not-an-email', true)).rejects.toThrow(
      '"not-an-email" is not a valid email address.',
    );
  });

  it('lets any other failure through unchanged', async () => {
    const failure = Object.assign(new Error('Credential implementation failed'), {
      code: 'app/invalid-credential',
    });
    const auth: ClaimsAdmin = {
      getUserByEmail: () => Promise.reject(failure),
      setCustomUserClaims: () => Promise.resolve(),
    };
    await expect(setSubscription(auth, 'a@example.com', true)).rejects.toBe(failure);
  });
});
