import {
  selectAuthChecked,
  selectIsEmailVerified,
  selectIsSignedIn,
  useAppSelector,
  useTranslation,
} from '@qa/shared';
import { AccountScreen } from '../components/AccountScreen';
import { SignedOutDashboard } from '../dashboard/SignedOutDashboard';
import { UnverifiedDashboard } from '../dashboard/UnverifiedDashboard';
import { VerifiedDashboard } from '../dashboard/VerifiedDashboard';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';

/**
 * /app/account/dashboard in its three states (SPEC §2, §4); before the identity client's first report the
 * state is not known, so nothing flashes the signed-out version at a signed-in user.
 */
export const DashboardScreen = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const known = useAppSelector(selectAuthChecked);
  const signedIn = useAppSelector(selectIsSignedIn);
  const verified = useAppSelector(selectIsEmailVerified);
  let content = <SignedOutDashboard />;
  if (!known) content = <p aria-busy="true">{t('busy')}</p>;
  else if (signedIn) content = verified ? <VerifiedDashboard /> : <UnverifiedDashboard />;
  return <AccountScreen title={t('title.dashboard')}>{content}</AccountScreen>;
};
