import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import type { ChallengeField } from './challengeField';
import { tokens } from '../../theme/tokens';

export interface FormFieldProps {
  id: string;
  field: ChallengeField;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  /** A callback ref: the form keeps the first field to give focus back to it. */
  controlRef?: (element: HTMLElement | null) => void;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  font: inherit;
  color: ${tokens.colors.text};
  background: ${tokens.colors.surface};
  border: 1px solid ${({ $invalid }) => ($invalid ? tokens.colors.error : tokens.colors.border)};
  box-shadow: ${({ $invalid }) => ($invalid ? `inset 0 0 0 1px ${tokens.colors.error}` : 'none')};
  border-radius: ${tokens.radius};

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    background: ${tokens.colors.disabled};
    color: ${tokens.colors.muted};
    cursor: not-allowed;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;

const ErrorText = styled.span`
  color: ${tokens.colors.error};
  font-size: 0.875rem;
`;

/** One labelled textfield or dropdown; a field the server flagged is invalid with a text saying so. */
export const FormField = ({ id, field, value, invalid, disabled, onChange, controlRef }: FormFieldProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    disabled,
    $invalid: invalid,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
    ref: controlRef,
  };
  return (
    <Wrapper>
      <Label htmlFor={id}>{field.label}</Label>
      {field.type === 'dropdown' ? (
        <Select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder ?? t('choose')}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          {...common}
          type="text"
          autoComplete="off"
          placeholder={field.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {invalid && <ErrorText id={errorId}>{t('invalidField')}</ErrorText>}
    </Wrapper>
  );
};
