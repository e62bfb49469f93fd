import { useId } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { CorrectAnswers } from '../../progress/progressState';
import { answerKey, countFound } from '../../progress/progressState';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { AnswerValues } from './AnswerValues';
import { CaseCounter } from './CaseCounter';
import type { ChallengeField } from '../form/challengeField';
import { Panel, PanelHeader, PanelHeading } from '../layout/Panel';
import { tokens } from '../../theme/tokens';

export interface ScriptedCaseListProps {
  /** The public list of test cases to find (ChallengeInfo.cases), in order. */
  publicCases: readonly string[];
  /** One slot per case: its text once found, '' before. */
  slots: readonly string[];
  total: number;
  answers: CorrectAnswers;
  fields: readonly ChallengeField[];
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${tokens.space.sm};
`;

const Item = styled.li<{ $found: boolean }>`
  display: grid;
  grid-template-columns: 1.5em 1fr;
  gap: ${tokens.space.sm};
  color: ${({ $found }) => ($found ? tokens.colors.text : tokens.colors.muted)};
`;

const Mark = styled.span<{ $found: boolean }>`
  color: ${({ $found }) => ($found ? tokens.colors.success : tokens.colors.muted)};
  font-weight: 700;
  text-align: center;
`;

/** SPEC §4 "Scripted": every case of the public list, in order, the found ones checked with the values used. */
export const ScriptedCaseList = ({ publicCases, slots, total, answers, fields }: ScriptedCaseListProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} data-tour="test-cases">
      <PanelHeader>
        <PanelHeading id={headingId}>{t('casesHeading')}</PanelHeading>
        <CaseCounter
          found={countFound(slots)}
          total={total}
          label={t('casesCounterLabel')}
          testId="cases-counter"
        />
      </PanelHeader>
      <List>
        {publicCases.map((text, index) => {
          const key = answerKey('case', index + 1);
          const found = (slots[index] ?? '') !== '';
          return (
            <Item key={key} id={key} $found={found}>
              <Mark role="img" aria-label={found ? t('caseFound') : t('caseNotFound')} $found={found}>
                {found ? '✓' : '○'}
              </Mark>
              <span>
                {text}
                <AnswerValues fields={fields} answer={answers[key]} />
              </span>
            </Item>
          );
        })}
      </List>
    </Panel>
  );
};
