import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, isLanguage, useTranslation, type ChallengePayload } from '@qa/shared';
import { describeValues } from '../../format/describeValues';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import type { ChallengeField } from '../form/challengeField';
import type { DescribeAnswer } from '../layout/challengeKitProps';
import { tokens } from '../../theme/tokens';

export interface AnswerValuesProps {
  fields: readonly ChallengeField[];
  answer: ChallengePayload | undefined;
}

/** The page's own description of a payload (ChallengeKitProps.describeAnswer), for every list that shows finds. */
export const AnswerDescription = createContext<DescribeAnswer | undefined>(undefined);

const Values = styled.span`
  display: block;
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/**
 * The inputs that found a case: the page's description of them where it has one (an app's action), else per
 * field label, as SPEC §5 "Display" shows values.
 */
export const AnswerValues = ({ fields, answer }: AnswerValuesProps) => {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const describe = useContext(AnswerDescription);
  if (!answer) return null;
  const shown = describe?.(answer, language) ?? describeValues(fields, answer, t('emptyValue')).join(' · ');
  return shown !== '' ? <Values>{shown}</Values> : null;
};
