import { primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import type { ClassSummary } from '@qa/shared/classroom';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { useRenameClassMutation } from './classroomApi';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { ClassNameField, ClassNameForm, fitsClassName } from './ClassNameField';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};

  button[type='submit'] {
    ${primaryButtonStyle}
  }

  button[type='button'] {
    ${secondaryButtonStyle}
  }
`;

export interface RenameClassFormProps {
  summary: ClassSummary;
  onRenamed: (renamed: ClassSummary) => void;
  /** Cancel or Escape: the name stays as it was. */
  onCancel: () => void;
}

/**
 * The class's name, in place under the heading: the field takes focus on opening and again when the name is
 * refused, here for its length or by the server with its reason.
 */
export const RenameClassForm = ({ summary, onRenamed, onCancel }: RenameClassFormProps) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(summary.name);
  const [problem, setProblem] = useState<string>();
  const [renameClass, { isLoading: busy }] = useRenameClassMutation();

  useEffect(() => input.current?.focus(), []);

  const refuse = (text: string) => {
    setProblem(text);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!fitsClassName(name)) return refuse(t('name.invalid'));
    setProblem(undefined);
    try {
      onRenamed(await renameClass({ classId: summary.id, name: name.trim() }).unwrap());
    } catch (error) {
      refuse(t('rename.failed', { reason: serverMessage(error) ?? t('unreachable') }));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <ClassNameForm
      noValidate
      aria-label={t('rename.title', { name: summary.name })}
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
    >
      <ClassNameField id={id} inputRef={input} value={name} onChange={setName} problem={problem} />
      <Buttons>
        <button type="submit" aria-disabled={busy}>
          {t('rename.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('class.cancel')}
        </button>
      </Buttons>
    </ClassNameForm>
  );
};
