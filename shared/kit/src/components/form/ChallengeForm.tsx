import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { HELPER_DISPLAY_MS } from '../../kitConstants';
import type { FieldFlag } from '../../progress/progressState';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import type { ChallengeField } from './challengeField';
import { FormField } from './FormField';
import { FormStack, SubmitButton } from './formLayout';
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
  /** The challenge's own helper text for a blocked submit; the kit's 'choose a value' text otherwise. */
  helper?: string;
}

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};

  ${onDesktop} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    align-items: start;
  }
`;

const Helper = styled.p`
  margin: 0;
  min-height: 1.6em;
  color: ${tokens.colors.error};
  font-size: 0.875rem;
`;

const isJsonOrEmpty = (text: string): boolean => {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Wider than the mobile layout. A media query rather than innerWidth, which makes the browser lay out the page there
 * and then, as the result is about to paint; without matchMedia (jsdom), wide.
 */
const isWide = () => window.matchMedia?.(`(min-width: ${tokens.desktopMinWidth + 1}px)`).matches ?? true;

/**
 * The challenge form: labelled fields, server-flagged fields marked invalid, one submit button. While a
 * dropdown has no choice, Submit sends nothing and shows the helper text for 5 s instead (SPEC §4, §5); a JSON
 * body that does not parse is marked and not sent.
 */
export const ChallengeForm = ({
  fields,
  values,
  flags,
  disabled,
  onChange,
  onSubmit,
  label,
  helper,
}: ChallengeFormProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const baseId = useId();
  const helperId = `${baseId}-helper`;
  const firstField = useRef<HTMLElement | null>(null);
  const keepFirstField = useCallback((element: HTMLElement | null) => {
    firstField.current = element;
  }, []);
  const [busy, setBusy] = useState(false);
  const [helperShown, setHelperShown] = useState(false);
  const helperTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(helperTimer.current), []);
  /** The JSON field that failed the check before sending, until it changes. */
  const [badJson, setBadJson] = useState<number | null>(null);
  const blocked = fields.some((field, index) => field.type === 'dropdown' && !values[index]);

  const showHelper = () => {
    clearTimeout(helperTimer.current);
    setHelperShown(true);
    helperTimer.current = setTimeout(() => setHelperShown(false), HELPER_DISPLAY_MS);
  };

  /** The first JSON field whose value does not parse: such a body is not worth a request. */
  const unparsedJson = (): number | null => {
    const index = fields.findIndex((field, position) => field.json && !isJsonOrEmpty(values[position] ?? ''));
    return index === -1 ? null : index;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || busy) return;
    if (blocked) {
      showHelper();
      return;
    }
    const unparsed = unparsedJson();
    setBadJson(unparsed);
    if (unparsed !== null) {
      document.getElementById(`${baseId}-${unparsed}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
    // SPEC §4: only wider than 768 px; on a phone the keyboard would pop up over the result.
    if (isWide()) firstField.current?.focus();
  };

  return (
    // Pending from the press on: the next paint dims Submit (the press's interaction ends there), and aria-busy tells
    // assistive technology the result is on its way.
    <FormStack
      aria-label={label}
      aria-busy={busy}
      data-tour="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Fields>
        {fields.map((field, index) => (
          <FormField
            // Fields are fixed per challenge: the slot position is their identity.
            key={index}
            id={`${baseId}-${index}`}
            field={field}
            value={values[index] ?? ''}
            invalid={flags[index] === false || badJson === index}
            errorText={badJson === index ? t('invalidJson') : undefined}
            disabled={disabled}
            onChange={(value) => {
              if (badJson === index) setBadJson(null);
              onChange(index, value);
            }}
            controlRef={index === 0 ? keepFirstField : undefined}
            blockedBy={
              field.requires !== undefined && !values[field.requires]
                ? `${baseId}-${field.requires}`
                : undefined
            }
          />
        ))}
      </Fields>
      <SubmitButton
        type="submit"
        disabled={disabled || busy}
        aria-describedby={helperShown ? helperId : undefined}
      >
        {t('submit')}
      </SubmitButton>
      {/* A live region that is always there, so the helper is announced when it appears. */}
      <Helper id={helperId} aria-live="polite">
        {helperShown ? (helper ?? t('selectOptions')) : ''}
      </Helper>
    </FormStack>
  );
};
