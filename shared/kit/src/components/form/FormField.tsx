import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled, { css } from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { lazyPart } from '../../page/lazyPart';
// Type only: a value import would put the dialog on every challenge page's first load.
import type { BlockedFieldDialogProps } from '../feedback/BlockedFieldDialog';
import { secondaryButtonStyle } from '../buttons/buttonStyles';
import type { ChallengeField } from './challengeField';
import { tokens } from '../../theme/tokens';

// Loaded when a learner first focuses a field that waits for another; only request forms have one.
const BlockedFieldDialog = lazyPart<BlockedFieldDialogProps>(() =>
  import('../feedback/BlockedFieldDialog').then((chunk) => chunk.BlockedFieldDialog),
);

export interface FormFieldProps {
  id: string;
  field: ChallengeField;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  /** A callback ref: the form keeps the first field to give focus back to it. */
  controlRef?: (element: HTMLElement | null) => void;
  /** The id of the dropdown to choose before this field can be typed in (ChallengeField.requires). */
  blockedBy?: string;
  /** What the field's error says, when not that it does not follow the instruction. */
  errorText?: string;
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

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 7rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  resize: vertical;

  &[readonly] {
    background: ${tokens.colors.disabled};
  }
`;

const InputRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};

  input {
    flex: 1 1 12rem;
  }
`;

const TemplateButton = styled.button`
  ${secondaryButtonStyle}
  justify-self: start;
  padding-inline: ${tokens.space.md};
`;

const ErrorText = styled.span`
  color: ${tokens.colors.error};
  font-size: 0.875rem;
`;

/**
 * One labelled textfield, textarea or dropdown; a field the server flagged is invalid with a text saying so. A
 * field with a template gets a button that puts the template in and returns focus to the field. A field blocked
 * until a dropdown is chosen is read-only and explains itself in a dialog when focused.
 */
export const FormField = ({
  id,
  field,
  value,
  invalid,
  disabled,
  onChange,
  controlRef,
  blockedBy,
  errorText,
}: FormFieldProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const [explaining, setExplaining] = useState(false);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const keepInput = useCallback(
    (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      input.current = element;
      controlRef?.(element);
    },
    [controlRef],
  );
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    disabled,
    $invalid: invalid,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
  };
  const { template } = field;
  const blocked = blockedBy !== undefined && !disabled;
  const explain = () => setExplaining(true);
  const fillTemplate = (text: string) => {
    onChange(text);
    input.current?.focus();
  };
  const templateButton = template !== undefined && (
    <TemplateButton
      type="button"
      disabled={disabled}
      // The visible text starts the name (WCAG 2.5.3); the label tells the buttons of several fields apart.
      aria-label={`${t('fillWithTemplate')}: ${field.label}`}
      onClick={() => (blocked ? explain() : fillTemplate(template))}
    >
      {t('fillWithTemplate')}
    </TemplateButton>
  );
  return (
    <Wrapper>
      <Label htmlFor={id}>{field.label}</Label>
      {field.type === 'dropdown' ? (
        <Select {...common} ref={controlRef} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder ?? t('choose')}</option>
          {field.options?.map((option, position) => (
            <option key={option} value={option}>
              {field.optionTexts?.[position] ?? option}
            </option>
          ))}
        </Select>
      ) : field.type === 'textarea' ? (
        <>
          <TextArea
            {...common}
            ref={keepInput}
            spellCheck={false}
            placeholder={field.placeholder}
            readOnly={blocked}
            onFocus={blocked ? explain : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {templateButton}
          {blockedBy !== undefined && explaining && (
            <Suspense fallback={null}>
              <BlockedFieldDialog open onClose={() => setExplaining(false)} requiredId={blockedBy} />
            </Suspense>
          )}
        </>
      ) : (
        <InputRow>
          <Input
            {...common}
            ref={keepInput}
            type="text"
            autoComplete="off"
            placeholder={field.placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
          {templateButton}
        </InputRow>
      )}
      {invalid && <ErrorText id={errorId}>{errorText ?? t('invalidField')}</ErrorText>}
    </Wrapper>
  );
};
