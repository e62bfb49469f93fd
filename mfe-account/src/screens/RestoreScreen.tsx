import type { FormEvent } from 'react';
import { Link, useTranslation } from '@qa/shared';
import { AccountForm } from '../components/AccountForm';
import { AccountScreen } from '../components/AccountScreen';
import { BusyButton } from '../components/BusyButton';
import { SignedInRedirect } from '../components/SignedInRedirect';
import { TextField } from '../components/TextField';
import { useAccountForm } from '../components/useAccountForm';
import { failureOf } from '../errors/accountErrors';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { getIdentity } from '../identity/getIdentity';
import { useBusy } from '../identity/useBusy';
import { NoticeDialog } from '../notice/NoticeDialog';
import { useNotice } from '../notice/useNotice';
import { ACCOUNT_ROUTES } from '../routes';
import { validateRestore } from '../validation/accountValidation';

/** /app/account/restore: sends the password reset email (SPEC §2, §8). */
export const RestoreScreen = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { values, errors, change, check, report } = useAccountForm({ email: '' }, validateRestore);
  const { busy, run } = useBusy();
  const { notice, show, close } = useNotice();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!check(event)) return;
    void run(async () => {
      try {
        const identity = await getIdentity();
        await identity.sendPasswordReset(values.email.trim());
        show({ key: 'resetSent' });
      } catch (error) {
        report(failureOf('restore', error), show);
      }
    });
  };

  return (
    <AccountScreen title={t('title.restore')}>
      <SignedInRedirect hold={busy || notice !== null} />
      <p>{t('restore.intro')}</p>
      <AccountForm noValidate aria-busy={busy} onSubmit={submit}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          value={values.email}
          onChange={change('email')}
          error={errors.email && t(`validation.${errors.email}`)}
        />
        <BusyButton busy={busy}>{t('restore.submit')}</BusyButton>
      </AccountForm>
      <p>
        <Link to={ACCOUNT_ROUTES.login}>{t('restore.login')}</Link>
      </p>
      <p>
        <Link to={ACCOUNT_ROUTES.register}>{t('restore.register')}</Link>
      </p>
      <NoticeDialog notice={notice} onClose={close} />
    </AccountScreen>
  );
};
