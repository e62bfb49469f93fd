import type { ClipboardEvent } from 'react';
import { useTranslation } from '@qa/shared';
import type { Technique } from '@qa/shared/progress';
import type { ChallengeField } from '../components/form/challengeField';
import type { BuildNumber } from './BuildChoice';
import { FieldCell } from '../testerTools/FieldCell';
import { RegressionRowVerdict } from './RegressionResults';
import { ExpectedCell, MarkCell, RowActions, TechniqueCell } from './RowCells';
import { RowVerdict } from './RunResults';
import type { TableRunAnswer } from './testDesignCalls';
import { VerdictCell } from '../testerTools/toolStyles';
import { TEST_DESIGN_NAMESPACE } from './testDesignTexts';
import { expectedOn, type Outcome, type RowMark, type TestRow } from './testTable';

export interface TestCaseRowProps {
  row: TestRow;
  index: number;
  /** The form's field of each column, where the form has one. */
  columns: readonly (ChallengeField | undefined)[];
  labels: readonly string[];
  outcomes: readonly Outcome[];
  build: BuildNumber;
  result: TableRunAnswer | null;
  outcomeText: (outcome: string) => string;
  /** A change of what the row tests: the last run's verdicts no longer apply. */
  onChange: (row: TestRow) => void;
  /** A change of the learner's own labels (technique): what a run answered still holds. */
  onLabel: (row: TestRow) => void;
  onMark: (mark: RowMark | undefined) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onPaste: (event: ClipboardEvent<HTMLElement>) => void;
}

/** One test case of the table: its values, expectation, technique, verdict on build 2, the run's verdict, actions. */
export const TestCaseRow = ({
  row,
  index,
  columns,
  labels,
  outcomes,
  build,
  result,
  ...on
}: TestCaseRowProps) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  const number = index + 1;
  const withTechnique = (technique: Technique | undefined): TestRow => {
    const { technique: _old, ...rest } = row;
    return { ...rest, ...(technique && { technique }) };
  };
  return (
    <tr>
      <th scope="row">{number}</th>
      {columns.map((field, column) => (
        <td key={labels[column]}>
          <FieldCell
            namespace={TEST_DESIGN_NAMESPACE}
            field={field}
            label={t('cellLabel', { field: labels[column], number })}
            value={row.values[column] ?? ''}
            onChange={(text) => {
              // Other values are another test: what build 2 answered the old ones no longer applies.
              const { changed: _answered, ...rest } = row;
              on.onChange({ ...rest, values: row.values.map((old, at) => (at === column ? text : old)) });
            }}
            onPaste={on.onPaste}
          />
        </td>
      ))}
      <ExpectedCell
        number={number}
        value={expectedOn(row, build)}
        outcomes={outcomes}
        onChange={(expected) =>
          on.onChange(
            build === 2 && row.mark === 'intendedChange'
              ? { ...row, changed: expected }
              : { ...row, expected },
          )
        }
      />
      <TechniqueCell
        number={number}
        value={row.technique}
        onChange={(technique) => on.onLabel(withTechnique(technique))}
      />
      {build === 2 && <MarkCell number={number} value={row.mark} onChange={on.onMark} />}
      <VerdictCell>
        {result?.build === 1 && <RowVerdict result={result} index={index} outcomeText={on.outcomeText} />}
        {result?.build === 2 && (
          <RegressionRowVerdict result={result} index={index} outcomeText={on.outcomeText} />
        )}
        {result?.build === 'underTest' && t('shownUnderTest', { shown: result.rows[index]?.shown ?? '' })}
      </VerdictCell>
      <RowActions number={number} onMove={on.onMove} onRemove={on.onRemove} />
    </tr>
  );
};

/** The table's header: the number, each field, the expected result, the technique, on build 2 the verdict, the actions. */
export const TestTableHead = ({ labels, build }: { labels: readonly string[]; build: BuildNumber }) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  return (
    <thead>
      <tr>
        <th scope="col">{t('rowHeader')}</th>
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
        <th scope="col">{t('expected')}</th>
        <th scope="col">{t('technique')}</th>
        {build === 2 && <th scope="col">{t('markHeader')}</th>}
        <th scope="col">{t('verdict')}</th>
        <th scope="col">{t('actions')}</th>
      </tr>
    </thead>
  );
};
