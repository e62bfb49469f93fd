import { useMemo } from 'react';
import { storeName, type ChallengeEntry } from '@qa/shared';
import { keepBestRun, keepFirstRuns, readChallengeStats } from '../progress/challengeStats';
import { challengeHistory } from '../testerTools/challengeHistory';
import type { TestTableSource } from '../testerTools/toolSources';
import { fetchTestDesign, runTestTable } from './testDesignCalls';
import { TestDesignPanel, type TestDesignPanelProps } from './TestDesignPanel';

/**
 * A challenge's test table: its test-design calls, the best build-1 run and the first runs kept with the learner's
 * progress (each build-1 run sends the first runs and keeps what the API answers), and the tab's submissions.
 */
export const challengeTableSource = (challenge: ChallengeEntry<string>): TestTableSource => {
  const name = storeName(challenge);
  return {
    name,
    keepsTable: true,
    load: () => fetchTestDesign(challenge),
    run: async (body) => {
      if (body.build !== 1) return runTestTable(challenge, body);
      const { firstRuns } = readChallengeStats(name);
      const outcome = await runTestTable(challenge, { ...body, ...(firstRuns && { firstRuns }) });
      if (outcome.kind === 'ok' && outcome.value.build === 1 && outcome.value.firstRuns)
        keepFirstRuns(name, outcome.value.firstRuns);
      return outcome;
    },
    readBest: () => readChallengeStats(name).testDesign,
    keepBest: (run) => keepBestRun(name, run),
    ...challengeHistory(name),
  };
};

export interface ChallengeTestDesignProps extends Omit<TestDesignPanelProps, 'source'> {
  challenge: ChallengeEntry<string>;
}

/** The test table of a challenge page: the view on the challenge's source, one source per challenge. */
export const ChallengeTestDesign = ({ challenge, ...props }: ChallengeTestDesignProps) => {
  const source = useMemo(() => challengeTableSource(challenge), [challenge]);
  return <TestDesignPanel source={source} {...props} />;
};
