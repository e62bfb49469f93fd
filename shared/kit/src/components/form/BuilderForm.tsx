import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EMPTY_OPTION_INDEX, useTranslation } from '@qa/shared';
import { Modal } from '../../dialog/Modal';
import type { BuilderChoices } from '../../modes/builderOptions';
import type { FieldFlag } from '../../progress/progressState';
import { PARTS_NAMESPACE } from '../../parts/partTexts';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { tokens } from '../../theme/tokens';
import { primaryButtonStyle } from '../buttons/buttonStyles';
import type { ChallengeField } from './challengeField';
import { FormField } from './FormField';
import { FormStack, SubmitButton } from './formLayout';

export interface BuilderFormProps {
  /** The labels of the two inputs and of the expected result, in that order. */
  fields: readonly ChallengeField[];
  choices: BuilderChoices;
  /** The chosen indexes: first input, second input, expected result; '' while not chosen. */
  values: readonly string[];
  flags: readonly FieldFlag[];
  completed: boolean;
  onChange: (index: number, value: string) => void;
  onSubmit: () => Promise<unknown>;
  label: string;
}

const Wrapper = styled.div`
  position: relative;
`;

/** One dropdown a row: the result texts are sentences, too long to share a row with the inputs. */
const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;

/** Covers the finished form: a click on it tells the learner why nothing can be chosen any more. */
const DoneCover = styled.button`
  position: absolute;
  inset: 0;
  border: 0;
  background: transparent;
  cursor: not-allowed;

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

const DoneText = styled.p`
  margin: 0 0 ${tokens.space.md};
`;

const Ok = styled.button`
  ${primaryButtonStyle}
`;

/** The options of each dropdown: the two inputs end with the empty field, whose index is 5 (SPEC §5). */
const optionsOf = (choices: BuilderChoices, emptyOption: string): string[][] => [
  [...choices.first.slice(0, EMPTY_OPTION_INDEX), emptyOption],
  [...choices.second.slice(0, EMPTY_OPTION_INDEX), emptyOption],
  [...choices.results],
];

/**
 * The generator and gherkin form (SPEC §4): two inputs and the expected result, each a dropdown whose value is
 * the chosen option's index. Validate is enabled only when all three are chosen. Once the challenge is completed
 * the dropdowns are disabled and a click on the form says that it is already done.
 */
export const BuilderForm = ({
  fields,
  choices,
  values,
  flags,
  completed,
  onChange,
  onSubmit,
  label,
}: BuilderFormProps) => {
  const { t } = useTranslation([PARTS_NAMESPACE, KIT_NAMESPACE]);
  const baseId = useId();
  const [busy, setBusy] = useState(false);
  const [doneOpen, setDoneOpen] = useState(false);
  const options = optionsOf(choices, t('emptyOption'));
  const allChosen = [0, 1, 2].every((index) => (values[index] ?? '') !== '');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (completed || busy || !allChosen) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
    // Validating clears the choices and so disables Validate, which had the focus: the next combination
    // starts at the first dropdown (the result line announces the outcome).
    document.getElementById(`${baseId}-0`)?.focus();
  };

  return (
    <Wrapper data-tour="generator-form">
      <FormStack aria-label={label} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Fields>
          {[0, 1, 2].map((index) => {
            const field = fields[index];
            const texts = options[index] ?? [];
            return (
              field && (
                <FormField
                  key={index}
                  id={`${baseId}-${index}`}
                  // A dropdown's value is the option's index; the option shows its text.
                  field={{
                    ...field,
                    type: 'dropdown',
                    options: texts.map((_, position) => String(position)),
                    optionTexts: texts,
                  }}
                  value={values[index] ?? ''}
                  invalid={flags[index] === false}
                  disabled={completed}
                  onChange={(value) => onChange(index, value)}
                />
              )
            );
          })}
        </Fields>
        <SubmitButton type="submit" disabled={completed || busy || !allChosen}>
          {t('validate')}
        </SubmitButton>
      </FormStack>
      {completed && (
        <DoneCover type="button" aria-label={t('completedForm')} onClick={() => setDoneOpen(true)} />
      )}
      <Modal open={doneOpen} onClose={() => setDoneOpen(false)} labelledBy={`${baseId}-done`}>
        <DoneText id={`${baseId}-done`}>{t('resetOverlayText')}</DoneText>
        <Ok type="button" onClick={() => setDoneOpen(false)}>
          {t('ok')}
        </Ok>
      </Modal>
    </Wrapper>
  );
};
