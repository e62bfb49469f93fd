import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldFlag } from '../progress/progressState';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import type { ChallengeField } from './challengeField';
import { FormField } from './FormField';
import { onDesktop, tokens } from '../../theme/tokens';

export interface ChallengeFormProps {
  /** Up to three fields, in payload slot order (first, second, third). */
  fields: readonly ChallengeField[];
  values: readonly string[];
  /** false marks a field the server flagged wrong. */
  flags: readonly FieldFlag[];
  /** Once the challenge is completed nothing can be changed. */
  disabled: boolean;
  onChange: (index: number, value: string) => void;
  onSubmit: () => Promise<unknown>;
  /** Labels the form for assistive technology, e.g. the challenge title. */
  label: string;
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
`;

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};

  ${onDesktop} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    align-items: start;
  }
`;

const Submit = styled.button`
  min-height: 44px;
  padding: ${tokens.space.sm} ${tokens.space.lg};
  font: inherit;
  font-weight: 600;
  color: ${tokens.colors.onPrimary};
  background: ${tokens.colors.primary};
  border: 0;
  border-radius: ${tokens.radius};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${tokens.colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${onDesktop} {
    justify-self: start;
  }
`;

/** The challenge form: labelled fields, server-flagged fields marked invalid, one submit button. */
export const ChallengeForm = ({
  fields,
  values,
  flags,
  disabled,
  onChange,
  onSubmit,
  label,
}: ChallengeFormProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const baseId = useId();
  const firstField = useRef<HTMLElement | null>(null);
  const keepFirstField = useCallback((element: HTMLElement | null) => {
    firstField.current = element;
  }, []);
  const [busy, setBusy] = useState(false);
  // SPEC §5: no submission while a dropdown has no choice.
  const blocked = fields.some((field, index) => field.type === 'dropdown' && !values[index]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || busy || blocked) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
    // SPEC §4: only wider than 768 px; on a phone the keyboard would pop up over the result.
    if (window.innerWidth > tokens.desktopMinWidth) firstField.current?.focus();
  };

  return (
    <Form aria-label={label} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Fields>
        {fields.map((field, index) => (
          <FormField
            // Fields are fixed per challenge: the slot position is their identity.
            key={index}
            id={`${baseId}-${index}`}
            field={field}
            value={values[index] ?? ''}
            invalid={flags[index] === false}
            disabled={disabled}
            onChange={(value) => onChange(index, value)}
            controlRef={index === 0 ? keepFirstField : undefined}
          />
        ))}
      </Fields>
      <Submit type="submit" disabled={disabled || busy || blocked}>
        {t('submit')}
      </Submit>
    </Form>
  );
};
