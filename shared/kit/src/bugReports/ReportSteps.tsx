import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { ChallengeField } from '../components/form/challengeField';
import { FieldCell } from '../testerTools/FieldCell';
import { Muted, RowButton } from '../testerTools/toolStyles';
import { tokens } from '../theme/tokens';
import { BUG_REPORT_NAMESPACE } from './bugReportTexts';

/** A step as the form keeps it: with a key of its own, so focus stays with a step when one before it goes. */
export interface KeyedStep {
  key: number;
  values: string[];
}

interface ReportStepsProps {
  steps: readonly KeyedStep[];
  fields: readonly ChallengeField[];
  /** The field labels, one a value. */
  labels: readonly string[];
  onChange: (index: number, values: string[]) => void;
  onRemove: (index: number) => void;
}

const List = styled.ol`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A step's fields side by side where there is room, its Delete at the end. */
const Step = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  align-items: end;

  & > span {
    min-height: 44px;
    line-height: 44px;
  }

  label {
    flex: 1 1 10rem;
    display: grid;
    gap: ${tokens.space.xs};
  }
`;

/** The report's steps, each the values of one submission in the form's field order. */
export const ReportSteps = ({ steps, fields, labels, onChange, onRemove }: ReportStepsProps) => {
  const { t } = useTranslation(BUG_REPORT_NAMESPACE);
  if (steps.length === 0) return <Muted>{t('noSteps')}</Muted>;
  return (
    <List>
      {steps.map((step, index) => {
        const number = index + 1;
        return (
          <Step key={step.key} aria-label={t('stepHeading', { number })}>
            <span aria-hidden="true">{number}.</span>
            {labels.map((label, column) => (
              // The visible label names the field; the input's own name adds the step, for a screen reader.
              <label key={label}>
                <span aria-hidden="true">{label}</span>
                <FieldCell
                  namespace={BUG_REPORT_NAMESPACE}
                  field={fields[column]}
                  label={t('stepField', { field: label, number })}
                  value={step.values[column] ?? ''}
                  onChange={(text) =>
                    onChange(
                      index,
                      step.values.map((old, at) => (at === column ? text : old)),
                    )
                  }
                />
              </label>
            ))}
            <RowButton type="button" aria-label={t('removeStep', { number })} onClick={() => onRemove(index)}>
              ×
            </RowButton>
          </Step>
        );
      })}
    </List>
  );
};
