import { useMemo } from 'react';
import { storeName, type ChallengeEntry } from '@qa/shared';
import { keepBestRun, readChallengeStats } from '../progress/challengeStats';
import { challengeHistory } from '../testerTools/challengeHistory';
import type { TestTableSource } from '../testerTools/toolSources';
import { fetchTestDesign, runTestTable } from './testDesignCalls';
import { TestDesignPanel, type TestDesignPanelProps } from './TestDesignPanel';

/**
 * A challenge's test table: its test-design calls, the best build-1 run kept with the learner's progress, and the
 * tab's submissions of it.
 */
export const challengeTableSource = (challenge: ChallengeEntry<string>): TestTableSource => {
  const name = storeName(challenge);
  return {
    name,
    load: () => fetchTestDesign(challenge),
    run: (body) => runTestTable(challenge, body),
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
