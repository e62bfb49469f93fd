import { useId } from 'react';
import styled from 'styled-components';
import type { CorrectAnswers, FoundKind } from '../../progress/progressState';
import { answerKey, countFound } from '../../progress/progressState';
import { AnswerValues } from './AnswerValues';
import { CaseCounter } from './CaseCounter';
import type { ChallengeField } from '../form/challengeField';
import { Panel, PanelHeader, PanelHeading, PanelNote } from '../layout/Panel';
import { tokens } from '../../theme/tokens';

export interface CaseListProps {
  kind: FoundKind;
  heading: string;
  counterLabel: string;
  emptyText: string;
  /** One slot per case or bug: its text once found, '' before. */
  slots: readonly string[];
  total: number;
  answers: CorrectAnswers;
  fields: readonly ChallengeField[];
}

const List = styled.ol`
  margin: 0;
  padding-left: ${tokens.space.lg};
  display: grid;
  gap: ${tokens.space.sm};
`;

/** The found cases (or bugs) with their counter; items keep their number, so ids are case_{n} / bug_{n}. */
export const CaseList = ({
  kind,
  heading,
  counterLabel,
  emptyText,
  slots,
  total,
  answers,
  fields,
}: CaseListProps) => {
  const headingId = useId();
  const found = countFound(slots);
  return (
    <Panel aria-labelledby={headingId} data-tour={kind === 'case' ? 'test-cases' : 'bugs'}>
      <PanelHeader>
        <PanelHeading id={headingId}>{heading}</PanelHeading>
        <CaseCounter found={found} total={total} label={counterLabel} testId={`${kind}s-counter`} />
      </PanelHeader>
      {found === 0 ? (
        <PanelNote>{emptyText}</PanelNote>
      ) : (
        <List>
          {slots.map((text, index) => {
            const key = answerKey(kind, index + 1);
            return (
              text !== '' && (
                <li key={key} id={key} value={index + 1}>
                  {text}
                  <AnswerValues fields={fields} answer={answers[key]} />
                </li>
              )
            );
          })}
        </List>
      )}
    </Panel>
  );
};
