import { primaryButtonStyle } from '@qa/kit';
import type { ClassSummary } from '@qa/shared/classroom';
import { CLASS_NAME_LENGTH } from '@qa/shared/classroom';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardTitle } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { serverMessage } from '../serverMessage';
import { createClass } from './classroomCalls';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};

  input {
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }

  small {
    color: ${theme.colors.muted};
  }

  button {
    ${primaryButtonStyle}
    justify-self: start;
    margin-top: ${theme.space.sm};
  }
`;

const Problem = styled.p`
  color: ${theme.colors.error};
`;

const fits = (name: string) => {
  const length = [...name.trim()].length;
  return length >= CLASS_NAME_LENGTH.min && length <= CLASS_NAME_LENGTH.max;
};

/** A new class: its name, checked here for length and by the server for what it can show. */
export const CreateClassForm = ({ onCreated }: { onCreated: (created: ClassSummary) => void }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [created, setCreated] = useState<ClassSummary>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    if (!fits(name)) return setProblem(t('create.invalid'));
    setProblem(undefined);
    setBusy(true);
    try {
      const summary = await createClass(name.trim());
      setCreated(summary);
      setName('');
      onCreated(summary);
    } catch (error) {
      setProblem(t('create.failed', { reason: serverMessage(error) ?? t('unreachable') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('create.title')}</CardTitle>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-name`}>{t('create.label')}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={CLASS_NAME_LENGTH.max * 2}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
          onChange={(event) => setName(event.target.value)}
        />
        <small id={`${id}-help`}>{t('create.help')}</small>
        <button type="submit" disabled={busy}>
          {t('create.submit')}
        </button>
      </Form>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <p role="status">{created && t('create.created', { name: created.name, code: created.code })}</p>
    </Card>
  );
};
