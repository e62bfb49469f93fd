import { useMemo } from 'react';
import { storeName, type ChallengeEntry } from '@qa/shared';
import { keepBestReport } from '../progress/challengeStats';
import { challengeHistory } from '../testerTools/challengeHistory';
import type { ReportSource } from '../testerTools/toolSources';
import { sendBugReport } from './bugReportCalls';
import { BugReportPanel, type BugReportPanelProps } from './BugReportPanel';

/**
 * A challenge's bug report: sent to its bug-reports call, the best report of each planted bug kept with the
 * learner's progress, steps added from the tab's submissions of it.
 */
export const challengeReportSource = (challenge: ChallengeEntry<string>): ReportSource => {
  const name = storeName(challenge);
  return {
    name,
    fieldCount: challenge.fieldCount,
    send: (body) => sendBugReport(challenge, body),
    // Only a report of a planted bug is kept: steps reproducing nothing have no bug to keep it under.
    keep: (body, { reproduces: { bug }, score }, language) => {
      if (bug !== null) keepBestReport(name, { ...body, bug, score, language });
    },
    ...challengeHistory(name),
  };
};

export interface ChallengeBugReportProps extends Omit<BugReportPanelProps, 'source'> {
  challenge: ChallengeEntry<string>;
}

/** The bug report of a challenge page: the view on the challenge's source, one source per challenge. */
export const ChallengeBugReport = ({ challenge, ...props }: ChallengeBugReportProps) => {
  const source = useMemo(() => challengeReportSource(challenge), [challenge]);
  return <BugReportPanel source={source} {...props} />;
};
