import { primaryButtonStyle } from '@qa/kit';
import type { InterviewSession } from '@qa/shared/interview/schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { useMarkSendMutation, useSubmitValuesMutation } from './interviewApi';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';

/** A submission as the page keeps it: its place in the session's log, the values by field, what the form showed. */
export interface Sent {
  send: number;
  values: string[];
  message: string;
  /** The learner says the answer is a bug: what the scorecard counts as found. */
  marked: boolean;
}

/** The session's log as the server keeps it, newest first, its values in the form's field order. */
export const sentOf = (session: InterviewSession): Sent[] =>
  session.sends
    .map(({ values, message, marked }, send) => ({
      send,
      values: session.fields.map(({ slot }) => values[slot] ?? ''),
      message,
      marked,
    }))
    .reverse();

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

const Log = styled.ol`
  display: grid;
  gap: ${theme.space.xs};
  padding-inline-start: ${theme.space.lg};

  label {
    display: inline-flex;
    gap: ${theme.space.xs};
    align-items: center;
    min-height: 44px;
    margin-inline-start: ${theme.space.sm};
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

interface TryFormProps {
  session: InterviewSession;
  sent: readonly Sent[];
  onSent: (sent: Sent) => void;
  onMarked: (send: number, marked: boolean) => void;
}

/**
 * The form under test, its answers kept as the session's log: what the learner compares with the requirements,
 * marking each answer they take for a bug.
 */
export const TryForm = ({ session, sent, onSent, onMarked }: TryFormProps) => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  const id = useId();
  const [values, setValues] = useState(() => session.fields.map(() => ''));
  const [failure, setFailure] = useState<string>();
  const [submitValues, { isLoading }] = useSubmitValuesMutation();
  const [markSend] = useMarkSendMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const body = Object.fromEntries(session.fields.map(({ slot }, index) => [slot, values[index] ?? '']));
    try {
      const answer = await submitValues({ sessionId: session.sessionId, values: body }).unwrap();
      setFailure(undefined);
      onSent({ send: answer.send, values: [...values], message: answer.message, marked: false });
    } catch (error) {
      setFailure(serverMessage(error) ?? t('unreachable'));
    }
  };

  /** Shown at once; taken back, with the server's reason, when it is not kept. */
  const mark = async (each: Sent, marked: boolean) => {
    onMarked(each.send, marked);
    try {
      await markSend({ sessionId: session.sessionId, send: each.send, marked }).unwrap();
      setFailure(undefined);
    } catch (error) {
      onMarked(each.send, !marked);
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
      <p>{t('markHint')}</p>
      {sent.length === 0 ? (
        <p>{t('sentNone')}</p>
      ) : (
        <Log reversed>
          {sent.map((each) => (
            <li key={each.send}>
              {t('sentLine', { values: shown(each.values), message: each.message })}
              <label>
                <input
                  type="checkbox"
                  checked={each.marked}
                  aria-label={t('markLabel', { number: each.send + 1 })}
                  onChange={(event) => void mark(each, event.target.checked)}
                />
                {t('mark')}
              </label>
            </li>
          ))}
        </Log>
      )}
    </section>
  );
};
