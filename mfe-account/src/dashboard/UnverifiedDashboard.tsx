import { Trans } from '@qa/shared/trans';
import { Link, useTranslation } from '@qa/shared';
import { BusyButton } from '../components/BusyButton';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { resendVerification } from '../identity/resendVerification';
import { useBusy } from '../identity/useBusy';
import { NoticeDialog } from '../notice/NoticeDialog';
import { useNotice } from '../notice/useNotice';
import { ACCOUNT_ROUTES } from '../routes';
import { ClassMemberships } from './ClassMemberships';
import { StoredProgress } from './StoredProgress';
import { useSignOutToLogin } from './useSignOutToLogin';

/**
 * Signed in, email not confirmed: the request to confirm, the resend button and the login link. The provider
 * only reports a confirmation on a new sign-in, so the link signs out first (a signed-in user opening login
 * would be sent straight back here). The progress link and the stored progress too: the API keeps an
 * unconfirmed learner's progress as well (StoredProgress), and its classes (ClassMemberships).
 */
export const UnverifiedDashboard = () => {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const { busy, run } = useBusy();
  const { notice, show, close } = useNotice();
  const signOutToLogin = useSignOutToLogin(show);

  const resend = () => void run(async () => show(await resendVerification()));

  return (
    <>
      <p>{t('dashboard.verifyRequest')}</p>
      <div>
        <BusyButton type="button" busy={busy} onClick={resend}>
          {t('dashboard.resend')}
        </BusyButton>
      </div>
      <p>
        <Trans
          i18n={i18n}
          t={t}
          i18nKey="dashboard.verifiedLogin"
          components={{
            login: (
              <Link
                to={ACCOUNT_ROUTES.login}
                onClick={(event) => {
                  event.preventDefault();
                  void run(signOutToLogin);
                }}
              />
            ),
          }}
        />
      </p>
      <p>
        <Link to={ACCOUNT_ROUTES.progress}>{t('dashboard.progress')}</Link>
      </p>
      <p>
        <Link to={ACCOUNT_ROUTES.classroom}>{t('dashboard.classroom')}</Link>
      </p>
      <StoredProgress />
      <ClassMemberships />
      <NoticeDialog notice={notice} onClose={close} />
    </>
  );
};
