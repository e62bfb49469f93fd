import { useTranslation } from '@qa/shared';
import type { Slot } from '@qa/shared';
import { MAX_FIRST_RUNS } from '@qa/shared/test-design';
import type { TestRunResult } from '@qa/shared/test-design/schema';
import { useTechniqueName } from './RowCells';
import { Mark, Muted } from '../testerTools/toolStyles';
import { TEST_DESIGN_NAMESPACE } from './testDesignTexts';

type MissedGroup = TestRunResult['missed'][number] & { count: number };

/** The missed variants, or the uncovered classes, by technique and field, each with how many there are. */
const missedGroups = (missed: TestRunResult['missed']): MissedGroup[] => {
  const groups = new Map<string, MissedGroup>();
  for (const { technique, field } of missed) {
    const key = `${technique} ${field ?? ''}`;
    const group = groups.get(key) ?? { technique, field, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
};

interface RunResultsProps {
  result: TestRunResult;
  /** The form's label of a field. */
  fieldLabel: (slot: Slot) => string;
}

/**
 * What a run caught and missed: variants caught, the score and what it is made of, the classes covered and the
 * techniques of those left, how many rows a variant took and how many add nothing, the missed techniques by field.
 */
export const RunResults = ({ result, fieldLabel }: RunResultsProps) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  const techniqueName = useTechniqueName();
  const uncovered = missedGroups(result.uncovered ?? []);
  const uncoveredCount = result.uncoveredClasses.cases.length + result.uncoveredClasses.bugs.length;
  const inField = ({ technique, field }: MissedGroup) =>
    field
      ? t('missedInField', { technique: techniqueName(technique), field: fieldLabel(field) })
      : techniqueName(technique);
  return (
    <>
      <h3>{t('resultsHeading')}</h3>
      <p>{t('variantsCaught', { caught: result.variantsCaught, total: result.variantsTotal })}</p>
      <p>{t('score', { score: result.score })}</p>
      <Muted>{t('scoreRule')}</Muted>
      {result.variantsCaught > 0 && (
        // Rounded before it is said, so the plural form agrees with the figure shown (1.04 reads "1 test case").
        <p>
          {t('efficiency', { count: Math.round((10 * result.rows.length) / result.variantsCaught) / 10 })}
        </p>
      )}
      {result.redundant.length > 0 && <p>{t('redundantCount', { count: result.redundant.length })}</p>}
      <p>
        {result.classesTotal === undefined
          ? t('uncovered', { count: uncoveredCount })
          : t('covered', { covered: result.classesTotal - uncoveredCount, total: result.classesTotal })}
      </p>
      {uncovered.length > 0 && (
        <ul aria-label={t('uncoveredTechniques')}>
          {uncovered.map((group) => (
            <li key={`${group.technique} ${group.field ?? ''}`}>
              {inField(group)}
              {group.count > 1 && ` (${group.count})`}
            </li>
          ))}
        </ul>
      )}
      {result.missed.length > 0 && (
        <>
          <h3>{t('missedHeading')}</h3>
          <ul>
            {missedGroups(result.missed).map((group) => (
              <li key={`${group.technique} ${group.field ?? ''}`}>
                {group.field
                  ? inField(group)
                  : t('missedAcrossFields', { technique: techniqueName(group.technique) })}
                {group.count > 1 && ` (${group.count})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
};

interface RowVerdictProps {
  result: TestRunResult;
  index: number;
  /** An outcome id's text, as the GET gave it. */
  outcomeText: (outcome: string) => string;
}

const CATCHES_TEXT = { alone: 'catchesAlone', shared: 'catchesShared', nothing: 'catchesNothing' } as const;

/**
 * One row's verdict: it passes on the correct build, or its expectation is wrong (with what the build said); what
 * a passing row catches of the bug variants, or why it earns nothing; and, where it is redundant, the rows that
 * already do its work.
 */
export const RowVerdict = ({ result, index, outcomeText }: RowVerdictProps) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  const row = result.rows[index];
  if (!row) return null;
  const coveredBy = row.coveredBy?.map((other) => other + 1).join(', ');
  return (
    <>
      <Mark $ok={row.validOnReference}>
        <span aria-hidden="true">{row.validOnReference ? '✓ ' : '✗ '}</span>
        {row.validOnReference
          ? t('passes')
          : t('wrongExpectation', { outcome: outcomeText(row.referenceOutcome) })}
      </Mark>
      {!row.validOnReference && row.rule && <Muted>{t('wrongRule', { rule: row.rule })}</Muted>}
      {row.validOnReference && row.uncounted && <Muted>{t(row.uncounted, { count: MAX_FIRST_RUNS })}</Muted>}
      {row.validOnReference && !row.uncounted && row.catches && <Muted>{t(CATCHES_TEXT[row.catches])}</Muted>}
      {result.redundant.includes(index) && (
        <Muted>{coveredBy ? t('redundantSee', { rows: coveredBy }) : t('redundantNothing')}</Muted>
      )}
    </>
  );
};
