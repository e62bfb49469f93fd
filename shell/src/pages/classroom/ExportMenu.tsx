import { primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import { useTranslation } from '@qa/shared';
import type { ClassGrid } from '@qa/shared/classroom';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import type { GradebookFormat, GradebookScore } from './gradebookCsv';
import type { GridChallenge } from './gridFigures';
import { useChallengeNameByStoreName } from '../common/useChallengeName';
import { OutcomeLine, useFailure, type Outcome } from './OutcomeLine';
import { useExports } from './useExports';

const Menu = styled.div`
  margin-top: ${theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};

  button {
    ${secondaryButtonStyle}
  }

  button[type='submit'] {
    ${primaryButtonStyle}
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  max-width: 48rem;
  margin-top: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend,
  label[for] {
    font-weight: 600;
  }

  /* The whole line is the target of a choice, 44px high. */
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
    cursor: pointer;
  }

  input[type='radio'] {
    width: 1.25rem;
    height: 1.25rem;
  }

  select {
    min-height: 44px;
    max-width: 100%;
    padding: ${theme.space.xs} ${theme.space.sm};
    font: inherit;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }

  small,
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

/** Product names: the same in every language. */
const FORMATS: readonly { format: GradebookFormat; name: string }[] = [
  { format: 'moodle', name: 'Moodle' },
  { format: 'canvas', name: 'Canvas' },
];

interface ScoreOption {
  value: string;
  score: GradebookScore;
  label: string;
}

export interface ExportMenuProps {
  grid: ClassGrid;
  /** The challenges the grid shows: its chosen set in the group it shows. */
  shown: readonly GridChallenge[];
  /** The files' name before the date: `class-ABCD`, or `class-ABCD-term-2` for an archived term. */
  fileBase: string;
  /** An interview family's name in the page's language; its key until the names have come. */
  familyName?: (family: string) => string;
}

const asKey = (family: string) => family;

/**
 * A grid's exports, current term or archived: the grid as the trainer sees it (CSV), and a file a gradebook
 * imports with one score per learner, the format and the score chosen in a small form that opens in place (Escape
 * or Cancel closes it and gives focus back to its button). The scores offered: each interview assignment's best
 * total, the share of cases and bugs found in the challenges shown, and the best test-design run of each challenge
 * shown that someone ran.
 */
export const ExportMenu = ({ grid, shown, fileBase, familyName = asKey }: ExportMenuProps) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const id = useId();
  const failure = useFailure();
  const challengeName = useChallengeNameByStoreName();
  const { exportGrid, exportGradebook } = useExports({ grid, shown, fileBase, familyName });
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<GradebookFormat>('moodle');
  const [chosen, setChosen] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const opener = useRef<HTMLButtonElement>(null);
  const checkedChoice = useRef<HTMLInputElement>(null);
  const closing = useRef(false);

  const options: ScoreOption[] = [
    ...(grid.assignments ?? []).map((assignment) => ({
      value: `interview:${assignment.id}`,
      score: { kind: 'interview', assignmentId: assignment.id } as const,
      label: t('exports.interview', { number: assignment.number, name: familyName(assignment.family) }),
    })),
    ...(shown.some((challenge) => challenge.total > 0)
      ? [{ value: 'finds', score: { kind: 'finds' } as const, label: t('exports.finds') }]
      : []),
    ...shown
      .filter((challenge) => grid.learners.some((learner) => learner.designs?.[challenge.storeName]))
      .map(({ storeName }) => ({
        value: `design:${storeName}`,
        score: { kind: 'design', storeName } as const,
        label: t('exports.design', { challenge: challengeName(storeName) }),
      })),
  ];
  // A choice the grid no longer offers (another group shown) falls back to the first.
  const option = options.find(({ value }) => value === chosen) ?? options[0];

  // The form takes the keyboard when it opens; its button has it back when it closes.
  useEffect(() => {
    if (open) checkedChoice.current?.focus();
    else if (closing.current) {
      closing.current = false;
      opener.current?.focus();
    }
  }, [open]);

  const close = () => {
    closing.current = true;
    setOpen(false);
  };

  const save = async (make: () => Promise<string>) => {
    setOutcome(undefined);
    try {
      setOutcome({ ok: true, text: t('exports.saved', { file: await make() }) });
      return true;
    } catch (error) {
      setOutcome(failure('exports.failed', error));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!option) return;
    const heading = t('exports.column', { score: option.label });
    if (await save(() => exportGradebook({ format, score: option.score, heading }))) close();
  };

  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <Menu>
      <Buttons>
        <button type="button" onClick={() => void save(exportGrid)}>
          {t('exports.grid')}
        </button>
        <button
          ref={opener}
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-form` : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {t('exports.gradebook')}
        </button>
      </Buttons>
      {open && (
        <Form
          id={`${id}-form`}
          aria-labelledby={`${id}-format`}
          noValidate
          onSubmit={(event) => void submit(event)}
          onKeyDown={escape}
        >
          <fieldset aria-describedby={`${id}-hint`}>
            <legend id={`${id}-format`}>{t('exports.format')}</legend>
            {FORMATS.map(({ format: each, name }) => (
              <label key={each}>
                <input
                  ref={format === each ? checkedChoice : undefined}
                  type="radio"
                  name={`${id}-format`}
                  value={each}
                  checked={format === each}
                  onChange={() => setFormat(each)}
                />
                {name}
              </label>
            ))}
          </fieldset>
          <p id={`${id}-hint`}>{t(format === 'moodle' ? 'exports.moodleHint' : 'exports.canvasHint')}</p>
          {option ? (
            <>
              <label htmlFor={`${id}-score`}>{t('exports.score')}</label>
              <select
                id={`${id}-score`}
                value={option.value}
                aria-describedby={`${id}-score-help`}
                onChange={(event) => setChosen(event.target.value)}
              >
                {options.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
              <small id={`${id}-score-help`}>{t('exports.scoreHelp')}</small>
            </>
          ) : (
            <p>{t('exports.noScores')}</p>
          )}
          <Buttons>
            <button type="submit" disabled={!option}>
              {t('exports.download')}
            </button>
            <button type="button" onClick={close}>
              {t('exports.cancel')}
            </button>
          </Buttons>
        </Form>
      )}
      <OutcomeLine outcome={outcome} />
    </Menu>
  );
};
