import { useTranslation } from '@qa/shared';
import type { RegressionRunResult } from '@qa/shared/test-design/schema';
import { Mark, Muted } from '../testerTools/toolStyles';
import { TEST_DESIGN_NAMESPACE } from './testDesignTexts';

const MARK_TEXT = {
  right: 'markRight',
  wrong: 'markWrong',
  missing: 'markMissing',
} as const;

interface RegressionRowVerdictProps {
  result: RegressionRunResult;
  index: number;
  /** An outcome id's text, as the GET gave it. */
  outcomeText: (outcome: string) => string;
}

/** One row on build 2: whether it passed, what build 2 answered, and the learner's verdict judged. */
export const RegressionRowVerdict = ({ result, index, outcomeText }: RegressionRowVerdictProps) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  const row = result.rows[index];
  if (!row) return null;
  return (
    <>
      <Mark $ok={row.passed}>
        <span aria-hidden="true">{row.passed ? '✓ ' : '✗ '}</span>
        {row.passed ? t('passesBuild2') : t('failsBuild2', { outcome: outcomeText(row.outcome) })}
      </Mark>
      {row.mark !== 'none' && <Muted>{t(MARK_TEXT[row.mark])}</Muted>}
    </>
  );
};

/** What the re-run on build 2 came to: the change and the regression found, the table up to date, the score. */
export const RegressionResults = ({ result }: { result: RegressionRunResult }) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  return (
    <>
      <h3>{t('build2ResultsHeading')}</h3>
      <p>{t(result.changeFound ? 'changeFound' : 'changeNotFound')}</p>
      <p>{t(result.regressionFound ? 'regressionFound' : 'regressionNotFound')}</p>
      <p>{t(result.passesReference ? 'passesReference' : 'notPassesReference')}</p>
      <p>{t('score', { score: result.score })}</p>
    </>
  );
};
