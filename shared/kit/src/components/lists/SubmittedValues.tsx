import { Fragment } from 'react';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { isEmptyField, SLOTS, useTranslation, type Slot } from '@qa/shared';
import { MAX_SHOWN_LENGTH } from '../../format/formatValue';
import type { ChallengeField } from '../form/challengeField';
import { tokens } from '../../theme/tokens';

export interface SubmittedValuesProps {
  fields: readonly ChallengeField[];
  /** The values of the last submission as sent (progress.values); '' where nothing was sent. */
  values: readonly string[];
  /** The fields the submission named empty (progress.emptyFields); without them the 'empty' word is read as empty. */
  emptyFields?: readonly Slot[];
}

const Line = styled.p`
  margin: 0;
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** Spaces are part of what was sent: kept as typed, not collapsed. */
const Value = styled.q`
  white-space: pre-wrap;
  color: ${tokens.colors.text};
`;

/**
 * What the last answered submission sent, beside its result, exactly: each value in quotes with its spaces, as
 * typed (no number rewritten), a long one cut at 32 characters with its length, an empty field named.
 */
export const SubmittedValues = ({ fields, values, emptyFields }: SubmittedValuesProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const sent = fields.flatMap((field, index) => {
    const value = values[index];
    const slot = SLOTS[index];
    if (!value || !slot) return [];
    return [
      {
        label: field.label,
        value,
        empty: isEmptyField({ [slot]: value, emptyFields: emptyFields && [...emptyFields] }, slot),
      },
    ];
  });
  if (sent.length === 0) return null;
  return (
    <Line>
      {t('sentValues')}:{' '}
      {sent.map(({ label, value, empty }, index) => {
        // By code point, so an emoji is never cut in half.
        const characters = [...value];
        const long = characters.length > MAX_SHOWN_LENGTH;
        return (
          <Fragment key={label}>
            {index > 0 && ' · '}
            {label}:{' '}
            {empty ? (
              t('emptyValue')
            ) : (
              <>
                <Value>{long ? `${characters.slice(0, MAX_SHOWN_LENGTH).join('')}…` : value}</Value>
                {long && ` (${t('sentLength', { length: characters.length })})`}
              </>
            )}
          </Fragment>
        );
      })}
    </Line>
  );
};
