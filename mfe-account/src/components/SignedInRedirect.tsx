import { selectIsSignedIn, useAppSelector, Redirect } from '@qa/shared';
import { ACCOUNT_ROUTES } from '../routes';

export interface SignedInRedirectProps {
  /** While a call runs or its notice is open: a registration signs in before its notice is shown. */
  hold: boolean;
}

/** SPEC §2: signed-in users opening login, register or restore are sent to the dashboard. */
export const SignedInRedirect = ({ hold }: SignedInRedirectProps) => {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn && !hold ? <Redirect to={ACCOUNT_ROUTES.dashboard} replace /> : null;
};
