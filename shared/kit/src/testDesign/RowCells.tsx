import { DEFAULT_LANGUAGE, isLanguage, useTranslation } from '@qa/shared';
import { TECHNIQUE_KEYS, TECHNIQUES, type Technique } from '@qa/shared/progress';
import { RowButton, RowButtons } from '../testerTools/toolStyles';
import { TEST_DESIGN_NAMESPACE } from './testDesignTexts';
import type { Outcome, RowMark } from './testTable';

// A test case's cells beyond its field values: each a labelled control, named with the row's number.

/** A technique's name in the learner's language. */
export const useTechniqueName = (): ((technique: Technique) => string) => {
  const { i18n } = useTranslation(TEST_DESIGN_NAMESPACE);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (technique) => TECHNIQUES[technique][language];
};

interface CellProps<Value> {
  number: number;
  value: Value;
  onChange: (value: Value) => void;
}

export const ExpectedCell = ({
  number,
  value,
  onChange,
  outcomes,
}: CellProps<string> & { outcomes: readonly Outcome[] }) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  return (
    <td>
      <select
        aria-label={t('expectedLabel', { number })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('choose')}</option>
        {outcomes.map((outcome) => (
          <option key={outcome.id} value={outcome.id}>
            {outcome.text}
          </option>
        ))}
      </select>
    </td>
  );
};

/** The technique the learner names for the row, if any. */
export const TechniqueCell = ({ number, value, onChange }: CellProps<Technique | undefined>) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  const techniqueName = useTechniqueName();
  return (
    <td>
      <select
        aria-label={t('techniqueLabel', { number })}
        value={value ?? ''}
        onChange={(event) => onChange(TECHNIQUE_KEYS.find((key) => key === event.target.value))}
      >
        <option value="">{t('markNone')}</option>
        {TECHNIQUE_KEYS.map((technique) => (
          <option key={technique} value={technique}>
            {techniqueName(technique)}
          </option>
        ))}
      </select>
    </td>
  );
};

const MARKS = { intendedChange: 'markIntended', regression: 'markRegression' } as const;

/** On build 2: the learner's verdict on a failing row. */
export const MarkCell = ({ number, value, onChange }: CellProps<RowMark | undefined>) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  return (
    <td>
      <select
        aria-label={t('markLabel', { number })}
        value={value ?? ''}
        onChange={(event) =>
          onChange((Object.keys(MARKS) as RowMark[]).find((mark) => mark === event.target.value))
        }
      >
        <option value="">{t('markNone')}</option>
        {Object.entries(MARKS).map(([mark, text]) => (
          <option key={mark} value={mark}>
            {t(text)}
          </option>
        ))}
      </select>
    </td>
  );
};

interface RowActionsProps {
  number: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export const RowActions = ({ number, onMove, onRemove }: RowActionsProps) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  return (
    <td>
      <RowButtons>
        <RowButton type="button" aria-label={t('moveUp', { number })} onClick={() => onMove(-1)}>
          ↑
        </RowButton>
        <RowButton type="button" aria-label={t('moveDown', { number })} onClick={() => onMove(1)}>
          ↓
        </RowButton>
        <RowButton type="button" aria-label={t('remove', { number })} onClick={onRemove}>
          ✕
        </RowButton>
      </RowButtons>
    </td>
  );
};
