import { Link, useTranslation } from '@qa/shared';
import { BusyButton } from '../components/BusyButton';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { useBusy } from '../identity/useBusy';
import { NoticeDialog } from '../notice/NoticeDialog';
import { useNotice } from '../notice/useNotice';
import { ACCOUNT_ROUTES } from '../routes';
import { LinkList } from './LinkList';
import { ClassMemberships } from './ClassMemberships';
import { StoredProgress } from './StoredProgress';
import { useSignOutToLogin } from './useSignOutToLogin';

/**
 * Signed in with a confirmed email: the answers (SPEC §6), the progress page and its stored copy, the classes
 *, logout.
 */
export const VerifiedDashboard = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { busy, run } = useBusy();
  const { notice, show, close } = useNotice();
  const signOutToLogin = useSignOutToLogin(show);
  return (
    <>
      <p>{t('dashboard.verified')}</p>
      <LinkList>
        <li>
          <Link to={ACCOUNT_ROUTES.answers}>{t('dashboard.answers')}</Link>
        </li>
        <li>
          <Link to={ACCOUNT_ROUTES.progress}>{t('dashboard.progress')}</Link>
        </li>
        <li>
          <Link to={ACCOUNT_ROUTES.classroom}>{t('dashboard.classroom')}</Link>
        </li>
      </LinkList>
      <StoredProgress />
      <ClassMemberships />
      <div>
        <BusyButton type="button" variant="secondary" busy={busy} onClick={() => void run(signOutToLogin)}>
          {t('dashboard.logout')}
        </BusyButton>
      </div>
      <NoticeDialog notice={notice} onClose={close} />
    </>
  );
};
