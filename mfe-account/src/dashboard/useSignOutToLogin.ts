import { clearUser, useAppDispatch, useLocation } from '@qa/shared';
import type { Notice } from '../errors/accountErrors';
import { getIdentity } from '../identity/getIdentity';
import { ACCOUNT_ROUTES } from '../routes';

/**
 * Signs out and opens the login screen (SPEC §4: logout goes to login). The account slice is cleared here as
 * well as by the shell's auth listener, so the login screen never sees the old user and bounces back.
 */
export const useSignOutToLogin = (onError: (notice: Notice) => void) => {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  return async () => {
    try {
      const identity = await getIdentity();
      await identity.signOut();
    } catch {
      onError({ key: 'generic' });
      return;
    }
    dispatch(clearUser());
    navigate(ACCOUNT_ROUTES.login);
  };
};
