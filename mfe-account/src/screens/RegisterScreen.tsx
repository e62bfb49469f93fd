import { useState, type FormEvent } from 'react';
import { Link, useLocation, useTranslation } from '@qa/shared';
import { AccountForm } from '../components/AccountForm';
import { AccountScreen } from '../components/AccountScreen';
import { AgreementField } from '../components/AgreementField';
import { BusyButton } from '../components/BusyButton';
import { SignedInRedirect } from '../components/SignedInRedirect';
import { TextField } from '../components/TextField';
import { useAccountForm } from '../components/useAccountForm';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { registerAndSendVerification } from '../identity/registerAndSendVerification';
import { useBusy } from '../identity/useBusy';
import { NoticeDialog } from '../notice/NoticeDialog';
import { useNotice } from '../notice/useNotice';
import { ACCOUNT_ROUTES } from '../routes';
import { passwordTextValues, validateRegister } from '../validation/accountValidation';

/**
 * /app/account/register: creates the account, sends the verification email and counts it (SPEC §4), then
 * shows 'Email Verification Sent!' and goes to the dashboard after OK.
 */
export const RegisterScreen = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [, navigate] = useLocation();
  const { values, errors, change, check, report } = useAccountForm(
    { email: '', password: '', repeatPassword: '' },
    validateRegister,
  );
  const [agreed, setAgreed] = useState(false);
  const { busy, run } = useBusy();
  const { notice, show, close } = useNotice();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!check(event)) return;
    void run(async () => {
      const outcome = await registerAndSendVerification(values.email.trim(), values.password);
      if ('key' in outcome && outcome.key === 'emailVerification')
        show(outcome, () => navigate(ACCOUNT_ROUTES.dashboard));
      else report(outcome, show);
    });
  };

  return (
    <AccountScreen title={t('title.register')}>
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
          autoComplete="new-password"
          label={t('fields.password')}
          hint={t('hints.password', passwordTextValues())}
          value={values.password}
          onChange={change('password')}
          error={errors.password && t(`validation.${errors.password}`, passwordTextValues(errors.password))}
        />
        <TextField
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          label={t('fields.repeatPassword')}
          value={values.repeatPassword}
          onChange={change('repeatPassword')}
          error={errors.repeatPassword && t(`validation.${errors.repeatPassword}`)}
        />
        <AgreementField checked={agreed} onChange={setAgreed} />
        <BusyButton busy={busy} disabled={!agreed}>
          {t('register.submit')}
        </BusyButton>
      </AccountForm>
      <p>
        {t('register.haveAccount')} <Link to={ACCOUNT_ROUTES.login}>{t('register.login')}</Link>
      </p>
      <NoticeDialog notice={notice} onClose={close} />
    </AccountScreen>
  );
};
