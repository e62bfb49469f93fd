import { primaryButtonStyle } from '@qa/kit';
import type { InterviewSession } from '@qa/shared/interview/schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { useSubmitValuesMutation } from './interviewApi';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';

/** A submission as the page keeps it: the values by field, and what the form showed. */
export interface Sent {
  values: string[];
  message: string;
}

const Fields = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;

  label {
    display: grid;
    gap: ${theme.space.xs};
  }

  input {
    min-height: 44px;
    font: inherit;
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }

  button {
    ${primaryButtonStyle}
  }
`;

interface TryFormProps {
  session: InterviewSession;
  sent: readonly Sent[];
  onSent: (sent: Sent) => void;
}

/** The form under test, its answers kept as a log: what the learner compares with the requirements. */
export const TryForm = ({ session, sent, onSent }: TryFormProps) => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  const id = useId();
  const [values, setValues] = useState(() => session.fields.map(() => ''));
  const [failure, setFailure] = useState<string>();
  const [submitValues, { isLoading }] = useSubmitValuesMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const body = Object.fromEntries(session.fields.map(({ slot }, index) => [slot, values[index] ?? '']));
    try {
      const { message } = await submitValues({ sessionId: session.sessionId, values: body }).unwrap();
      setFailure(undefined);
      onSent({ values: [...values], message });
    } catch (error) {
      setFailure(serverMessage(error) ?? t('unreachable'));
    }
  };

  const shown = (each: readonly string[]) =>
    each
      .map(
        (value, index) =>
          `${session.fields[index]?.label ?? index + 1}: ${value === '' ? t('empty') : value}`,
      )
      .join('; ');

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('tryForm')}</h2>
      <Fields onSubmit={(event) => void send(event)}>
        {session.fields.map(({ slot, label }, index) => (
          <label key={slot}>
            {label}
            <input
              value={values[index] ?? ''}
              onChange={(event) =>
                setValues((current) => current.map((old, at) => (at === index ? event.target.value : old)))
              }
            />
          </label>
        ))}
        <button type="submit" aria-disabled={isLoading}>
          {t('send')}
        </button>
      </Fields>
      <div role="status">{failure ?? sent[0]?.message}</div>
      <h3>{t('sentHeading')}</h3>
      {sent.length === 0 ? (
        <p>{t('sentNone')}</p>
      ) : (
        <ol reversed>
          {sent.map((each, index) => (
            <li key={sent.length - index}>
              {t('sentLine', { values: shown(each.values), message: each.message })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
