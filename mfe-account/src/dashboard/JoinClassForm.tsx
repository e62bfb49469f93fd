import { tokens } from '@qa/kit';
import { CLASS_CODE_LENGTH, MEMBER_NAME_LENGTH } from '@qa/shared/classroom';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { callNotice, useJoinClassMutation } from '../classroom/membershipsApi';
import { AccountForm } from '../components/AccountForm';
import { BusyButton } from '../components/BusyButton';
import { FailureLine, SuccessLine } from '../components/FailureLine';
import { TextField } from '../components/TextField';
import { useAccountForm } from '../components/useAccountForm';
import type { Notice } from '../errors/accountErrors';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { useBusy } from '../identity/useBusy';
import { useNoticeText } from '../notice/useNoticeText';
import { typedClassCode, typedMemberName, validateJoin } from '../validation/accountValidation';

const Heading = styled.h3`
  margin: ${tokens.space.md} 0 0;
  font-size: 1.125rem;
`;

const Submit = styled.div`
  justify-self: start;
`;

// `count`, the plural texts' number, is the range's last.
const NAME_LIMITS = {
  min: MEMBER_NAME_LENGTH.min,
  max: MEMBER_NAME_LENGTH.max,
  count: MEMBER_NAME_LENGTH.max,
};

/** Joins a class with the code from the trainer; the list shows the membership the server made. */
export const JoinClassForm = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const { values, errors, change, check } = useAccountForm({ code: '', name: '' }, validateJoin);
  const { busy, run } = useBusy();
  const noticeText = useNoticeText();
  const [joined, setJoined] = useState<string | null>(null);
  const [failure, setFailure] = useState<Notice | null>(null);
  const [joinClass] = useJoinClassMutation();

  /** What was said of the last attempt goes once the learner edits: it was about other values. */
  const edit = (field: 'code' | 'name') => (value: string) => {
    setFailure(null);
    setJoined(null);
    change(field)(value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!check(event)) return;
    void run(async () => {
      setJoined(null);
      setFailure(null);
      const result = await joinClass({
        code: typedClassCode(values.code),
        name: typedMemberName(values.name),
      });
      // A refusal keeps what was typed, so one wrong character is mended, not typed again.
      if (result.error) return setFailure(callNotice(result.error, 'classJoinFailed'));
      // The code is spent; the name stays, as a learner tends to go by the same name in the next class.
      change('code')('');
      setJoined(result.data.className);
    });
  };

  return (
    <>
      <Heading id={headingId}>{t('dashboard.joinHeading')}</Heading>
      <AccountForm noValidate aria-labelledby={headingId} aria-busy={busy} onSubmit={submit}>
        <TextField
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('dashboard.classCode')}
          hint={t('dashboard.classCodeHint', { count: CLASS_CODE_LENGTH })}
          value={values.code}
          onChange={edit('code')}
          error={errors.code && t(`validation.${errors.code}`, { count: CLASS_CODE_LENGTH })}
        />
        <TextField
          name="name"
          type="text"
          autoComplete="nickname"
          label={t('dashboard.memberName')}
          hint={t('dashboard.memberNameHint', NAME_LIMITS)}
          value={values.name}
          onChange={edit('name')}
          error={errors.name && t(`validation.${errors.name}`, NAME_LIMITS)}
        />
        <Submit>
          <BusyButton busy={busy}>{t('dashboard.join')}</BusyButton>
        </Submit>
      </AccountForm>
      {/* Always present, so the success line is announced when it appears. */}
      <div role="status">
        {joined !== null && <SuccessLine>{t('dashboard.classJoined', { name: joined })}</SuccessLine>}
      </div>
      {failure && <FailureLine role="alert">{noticeText(failure)}</FailureLine>}
    </>
  );
};
