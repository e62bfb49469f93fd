import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { isEmptyValue, MAX_SHOWN_LENGTH } from '../format/formatValue';
import type { ChallengeField } from './challengeField';
import { tokens } from '../theme/tokens';

export interface SubmittedValuesProps {
  fields: readonly ChallengeField[];
  /** The values of the last submission as sent (progress.values); '' where nothing was sent. */
  values: readonly string[];
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
export const SubmittedValues = ({ fields, values }: SubmittedValuesProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const sent = fields.flatMap((field, index) => {
    const value = values[index];
    return value ? [{ label: field.label, value }] : [];
  });
  if (sent.length === 0) return null;
  return (
    <Line>
      {t('sentValues')}:{' '}
      {sent.map(({ label, value }, index) => {
        // By code point, so an emoji is never cut in half.
        const characters = [...value];
        const long = characters.length > MAX_SHOWN_LENGTH;
        return (
          <Fragment key={label}>
            {index > 0 && ' · '}
            {label}:{' '}
            {isEmptyValue(value) ? (
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
