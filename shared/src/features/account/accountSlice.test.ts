import { accountSlice, clearUser, setUser } from './accountSlice';

describe('account slice', () => {
  it('is signed out and not yet checked by default, copies id and verified flag, clears on logout', () => {
    const initial = accountSlice.reducer(undefined, { type: 'init' });
    expect(initial).toEqual({ user: '', isEmailVerified: false, authChecked: false });
    const signedIn = accountSlice.reducer(initial, setUser({ id: 'u1', isEmailVerified: true }));
    expect(signedIn).toEqual({ user: 'u1', isEmailVerified: true, authChecked: true });
    expect(accountSlice.reducer(signedIn, clearUser())).toEqual({
      user: '',
      isEmailVerified: false,
      authChecked: true,
    });
  });

  it('counts a first report of "signed out" as checked', () => {
    const initial = accountSlice.reducer(undefined, { type: 'init' });
    expect(accountSlice.reducer(initial, clearUser()).authChecked).toBe(true);
  });
});
