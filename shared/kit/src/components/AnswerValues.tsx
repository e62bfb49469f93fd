import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengePayload } from '@qa/shared';
import { describeValues } from '../format/describeValues';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import type { ChallengeField } from './challengeField';
import { tokens } from '../theme/tokens';

export interface AnswerValuesProps {
  fields: readonly ChallengeField[];
  answer: ChallengePayload | undefined;
}

const Values = styled.span`
  display: block;
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** The inputs that found a case, per field label, as SPEC §5 "Display" shows values. */
export const AnswerValues = ({ fields, answer }: AnswerValuesProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  if (!answer) return null;
  const shown = describeValues(fields, answer, t('emptyValue'));
  return shown.length > 0 ? <Values>{shown.join(' · ')}</Values> : null;
};
