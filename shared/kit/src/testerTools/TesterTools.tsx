import { Suspense, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { ChallengeEntry } from '@qa/shared';
import { isReportedChallenge } from '@qa/shared/bug-reports';
// Types only: a value import would put a tool, its texts and its calls on every challenge page's first load.
import type { ChallengeBugReportProps } from '../bugReports/challengeReportSource';
import type { ChallengeTestDesignProps } from '../testDesign/challengeTableSource';
import { SecondaryButton } from '../components/buttons/buttonStyles';
import type { ChallengeField } from '../components/form/challengeField';
import { lazyPart } from '../page/lazyPart';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { tokens } from '../theme/tokens';

export interface TesterToolsProps {
  challenge: ChallengeEntry<string>;
  /** The form's fields, labelled as the form labels them. */
  fields: readonly ChallengeField[];
  /** What the form holds now, for "add the values from the form". */
  values: readonly string[];
  /** The challenge has a test design (DESIGNED_CHALLENGES) and is not drawn as its own app. */
  withTestDesign: boolean;
}

const ChallengeTestDesign = lazyPart<ChallengeTestDesignProps>(() =>
  import('../testDesign/challengeTableSource').then((chunk) => chunk.ChallengeTestDesign),
);

const ChallengeBugReport = lazyPart<ChallengeBugReportProps>(() =>
  import('../bugReports/challengeReportSource').then((chunk) => chunk.ChallengeBugReport),
);

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/** Never opened (undefined), open, closed, or (a test design only) none for this challenge. */
type Shown = 'open' | 'closed' | 'none' | undefined;

const flip = (shown: Shown): Shown => (shown === 'open' ? 'closed' : 'open');

/**
 * What a tester produces besides findings, under the form, each tool closed until the learner opens it: the test
 * table and the bug report. Only the buttons are on the page's first load; a tool's view, texts and calls come in
 * a chunk of their own when it is first opened. Once opened a tool stays mounted, hidden while closed, so its
 * last verdicts are still there when it opens again.
 */
export const TesterTools = ({ challenge, withTestDesign, ...form }: TesterToolsProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const [design, setDesign] = useState<Shown>();
  const [report, setReport] = useState<Shown>();
  const withDesign = withTestDesign && design !== 'none';
  const withReport = isReportedChallenge(challenge.key);
  if (!withDesign && !withReport) return null;
  return (
    <>
      <Toggles data-tour="tester-tools">
        {withDesign && (
          <SecondaryButton
            type="button"
            aria-expanded={design === 'open'}
            onClick={() => setDesign(flip)}
            data-tour="test-design"
          >
            {t('testDesign')}
          </SecondaryButton>
        )}
        {withReport && (
          <SecondaryButton
            type="button"
            aria-expanded={report === 'open'}
            onClick={() => setReport(flip)}
            data-tour="bug-report"
          >
            {t('reportBug')}
          </SecondaryButton>
        )}
      </Toggles>
      {withDesign && design && (
        <Suspense fallback={null}>
          <ChallengeTestDesign
            challenge={challenge}
            {...form}
            hidden={design !== 'open'}
            onNone={() => setDesign('none')}
          />
        </Suspense>
      )}
      {withReport && report && (
        <Suspense fallback={null}>
          <ChallengeBugReport challenge={challenge} {...form} hidden={report !== 'open'} />
        </Suspense>
      )}
    </>
  );
};
