import type { FormEvent } from 'react';
import { Link, useLocation, useTranslation } from '@qa/shared';
import { AccountForm } from '../components/AccountForm';
import { AccountScreen } from '../components/AccountScreen';
import { BusyButton } from '../components/BusyButton';
import { LegalLinks } from '../components/LegalLinks';
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
import { passwordTextValues, validateLogin } from '../validation/accountValidation';

/** /app/account/login: email and password; success goes to the dashboard (SPEC §4). */
export const LoginScreen = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [, navigate] = useLocation();
  const { values, errors, change, check, report } = useAccountForm(
    { email: '', password: '' },
    validateLogin,
  );
  const { busy, run } = useBusy();
  const { notice, show, close } = useNotice();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!check(event)) return;
    void run(async () => {
      try {
        const identity = await getIdentity();
        await identity.signIn(values.email.trim(), values.password);
        navigate(ACCOUNT_ROUTES.dashboard);
      } catch (error) {
        report(failureOf('login', error), show);
      }
    });
  };

  return (
    <AccountScreen title={t('title.login')}>
      <SignedInRedirect hold={busy || notice !== null} />
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
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          value={values.password}
          onChange={change('password')}
          error={errors.password && t(`validation.${errors.password}`, passwordTextValues(errors.password))}
        />
        <BusyButton busy={busy}>{t('login.submit')}</BusyButton>
      </AccountForm>
      <p>
        <Link to={ACCOUNT_ROUTES.restore}>{t('login.forgotPassword')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to={ACCOUNT_ROUTES.register}>{t('login.register')}</Link>
      </p>
      <p>
        <LegalLinks i18nKey="login.legal" />
      </p>
      <NoticeDialog notice={notice} onClose={close} />
    </AccountScreen>
  );
};
