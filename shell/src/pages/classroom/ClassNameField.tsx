import { CLASS_NAME_LENGTH } from '@qa/shared/classroom';
import type { Ref } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';

/** A form around a class's name (a new class, a class renamed): the field, its rule and its problem stacked. */
export const ClassNameForm = styled.form`
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
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.colors.error};
`;

/** Checked here for length only; the server also refuses what it cannot show, with its own message. */
export const fitsClassName = (name: string): boolean => {
  const length = [...name.trim()].length;
  return length >= CLASS_NAME_LENGTH.min && length <= CLASS_NAME_LENGTH.max;
};

export interface ClassNameFieldProps {
  /** A useId() of the form: the field's ids derive from it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the name was refused, shown and announced at the field. */
  problem?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A class's name: its label, its length rule under it, and what was wrong with it. */
export const ClassNameField = ({ id, value, onChange, problem, inputRef }: ClassNameFieldProps) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  return (
    <>
      <label htmlFor={`${id}-name`}>{t('name.label')}</label>
      <input
        ref={inputRef}
        id={`${id}-name`}
        value={value}
        // Twice the bound: a pasted name a little too long is shown and refused, not silently cut.
        maxLength={CLASS_NAME_LENGTH.max * 2}
        aria-invalid={problem !== undefined}
        aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-help`}>{t('name.help')}</small>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
    </>
  );
};
