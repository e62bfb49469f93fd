import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SLOTS, type ChallengePayload } from '@qa/shared';
import { describeValues } from '../format/describeValues';
import { KIT_NAMESPACE } from '../texts/kitTexts';
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

/** What the last submission sent, beside its result: truncated, numbers normalised, empty named (SPEC §5). */
export const SubmittedValues = ({ fields, values }: SubmittedValuesProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const payload: ChallengePayload = {};
  SLOTS.forEach((slot, index) => {
    const value = values[index];
    if (value) payload[slot] = value;
  });
  const shown = describeValues(fields, payload, t('emptyValue'));
  return shown.length > 0 ? (
    <Line>
      {t('sentValues')}: {shown.join(' · ')}
    </Line>
  ) : null;
};
