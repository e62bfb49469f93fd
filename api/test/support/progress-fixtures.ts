import {
  emptyChallengeRecord,
  type ChallengeRecord,
  type ProgressRecord,
  type StoredAnswer,
} from '@qa/shared/progress';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';

/** The payload that finds case or bug `number` of a challenge: its definition's own example. */
export const answerOf = (storeName: string, kind: 'case' | 'bug', number: number): StoredAnswer => {
  const definition = REGISTERED_BY_STORE_NAME.get(storeName)!.definition;
  const finding = (kind === 'case' ? definition.cases : definition.bugs)[number - 1]!;
  return definition.evaluator === 'learn'
    ? { ...finding.examples[0], caseNumber: number }
    : { ...finding.examples[0] };
};

/** A record of one challenge per entry, each with the answers named (`case_2`, `bug_1`) found by their examples. */
export const recordOf = (
  challenges: Record<string, string[] | Partial<ChallengeRecord>>,
  toursSeen: string[] = [],
): ProgressRecord => ({
  version: 1,
  challenges: Object.fromEntries(
    Object.entries(challenges).map(([storeName, value]) => {
      if (!Array.isArray(value)) return [storeName, { ...emptyChallengeRecord(), ...value }];
      const answers = Object.fromEntries(
        value.map((key) => {
          const [kind, number] = key.split('_') as ['case' | 'bug', string];
          return [key, answerOf(storeName, kind, Number(number))];
        }),
      );
      return [storeName, { ...emptyChallengeRecord(), answers }];
    }),
  ),
  toursSeen,
});
