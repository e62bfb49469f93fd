import { emptyChallengeRecord, type ChallengeRecord, type ProgressRecord } from '@qa/shared/progress';
import { answerOf } from '../../src/progress/example-answer';

export { answerOf };

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
