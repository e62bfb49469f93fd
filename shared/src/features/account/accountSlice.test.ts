import { accountSlice, clearUser, setUser } from './accountSlice';

describe('account slice', () => {
  it('is signed out by default, copies id and verified flag, clears on logout', () => {
    const initial = accountSlice.reducer(undefined, { type: 'init' });
    expect(initial).toEqual({ user: '', isEmailVerified: false });
    const signedIn = accountSlice.reducer(initial, setUser({ id: 'u1', isEmailVerified: true }));
    expect(signedIn).toEqual({ user: 'u1', isEmailVerified: true });
    expect(accountSlice.reducer(signedIn, clearUser())).toEqual({ user: '', isEmailVerified: false });
  });
});
