import { useId } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { Panel, PanelHeading } from './Panel';
import { tokens } from '../../theme/tokens';

export interface LearnPanelProps {
  instructions: readonly string[];
  /** 0-based step the learner is on. */
  step: number;
  completed: boolean;
}

const Step = styled.p`
  margin: 0 0 ${tokens.space.xs};
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Instruction = styled.p`
  margin: 0;
  font-size: 1.125rem;
`;

/** Room for the step line and an instruction of a few lines, kept while they load (no layout shift). */
const Body = styled.div`
  min-height: 5.5rem;
`;

const Done = styled.p`
  margin: 0;
  color: ${tokens.colors.success};
  font-weight: 600;
`;

/** The instruction of the current learn step (SPEC §4 "Learn"), or the done line once all are found. */
export const LearnPanel = ({ instructions, step, completed }: LearnPanelProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const headingId = useId();
  const instruction = instructions[step];
  return (
    // Polite live region: the next instruction is read out once a step is correct.
    <Panel aria-labelledby={headingId} aria-live="polite">
      <PanelHeading id={headingId}>{t('instructionHeading')}</PanelHeading>
      <Body>
        {completed ? (
          <Done>{t('foundAllCases')}</Done>
        ) : (
          instruction !== undefined && (
            <>
              <Step>{t('step', { step: step + 1, total: instructions.length })}</Step>
              <Instruction>{instruction}</Instruction>
            </>
          )
        )}
      </Body>
    </Panel>
  );
};
