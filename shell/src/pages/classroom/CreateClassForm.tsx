import { primaryButtonStyle } from '@qa/kit';
import type { ClassSummary } from '@qa/shared/classroom';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { Card, CardTitle } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { useCreateClassMutation } from './classroomApi';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { ClassNameField, ClassNameForm, fitsClassName } from './ClassNameField';

const Submit = styled.button`
  ${primaryButtonStyle}
  justify-self: start;
  margin-top: ${theme.space.sm};
`;

/**
 * A new class: its name, checked here for length and by the server for what it can show; the list shows it
 * once the server has answered.
 */
export const CreateClassForm = () => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [created, setCreated] = useState<ClassSummary>();
  const [createClass, { isLoading: busy }] = useCreateClassMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    if (!fitsClassName(name)) return setProblem(t('name.invalid'));
    setProblem(undefined);
    try {
      setCreated(await createClass(name.trim()).unwrap());
      setName('');
    } catch (error) {
      setProblem(t('create.failed', { reason: serverMessage(error) ?? t('unreachable') }));
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('create.title')}</CardTitle>
      <ClassNameForm noValidate onSubmit={(event) => void submit(event)}>
        <ClassNameField id={id} value={name} onChange={setName} problem={problem} />
        <Submit type="submit" disabled={busy}>
          {t('create.submit')}
        </Submit>
      </ClassNameForm>
      <p role="status">{created && t('create.created', { name: created.name, code: created.code })}</p>
    </Card>
  );
};
