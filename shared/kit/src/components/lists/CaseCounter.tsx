import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { tokens } from '../../theme/tokens';

export interface CaseCounterProps {
  found: number;
  total: number;
  /** What is counted, e.g. "Test cases found"; it names the counter for assistive technology. */
  label: string;
  testId: string;
}

const Counter = styled.output`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const CheckMark = styled.span`
  color: ${tokens.colors.success};
  font-size: 1.25em;
  line-height: 1;
`;

/** "n out of total", with a check mark once everything is found (SPEC §2). */
export const CaseCounter = ({ found, total, label, testId }: CaseCounterProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  // No challenge has no cases: a total of 0 is one not loaded yet, and is not shown as a number.
  const count = t('outOf', { found, total: total || '?' });
  return (
    <Counter data-testid={testId} aria-label={`${label}: ${count}`}>
      {count}
      {total > 0 && found >= total && (
        <CheckMark role="img" aria-label={t('allFound')}>
          ✓
        </CheckMark>
      )}
    </Counter>
  );
};
