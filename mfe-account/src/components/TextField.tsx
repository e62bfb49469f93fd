import { tokens } from '@qa/kit';
import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface TextFieldProps {
  /** The form's field name: submitting focuses the first invalid field by it. */
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: 'email' | 'current-password' | 'new-password' | 'nickname' | 'off';
  /** E.g. a join code, which is in capitals: mobile keyboards start in capitals. */
  autoCapitalize?: 'characters';
  spellCheck?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** What to enter, shown under the field and read with it. */
  hint?: string;
  /** The validation text, shown under the field and read with it. */
  error?: string;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input<{ $invalid: boolean }>`
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
`;

const Hint = styled.span`
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.span`
  color: ${tokens.colors.error};
  font-size: 0.875rem;
`;

/** A labelled input, described by its hint; an invalid one is marked and described by its error text first. */
export const TextField = ({ name, label, hint, error, onChange, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error !== undefined;
  const describedBy = [invalid && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  const attributes: InputHTMLAttributes<HTMLInputElement> = {
    ...input,
    id,
    name,
    'aria-invalid': invalid,
    'aria-describedby': describedBy || undefined,
    onChange: (event) => onChange(event.target.value),
  };
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Input {...attributes} $invalid={invalid} />
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
};
