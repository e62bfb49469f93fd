import { freshSandbox } from '../sandbox/sandbox';
import { describeExchange } from '../tester-apis/exchange';
import { exchangeOf, findingsOf } from '../challenges/engine/api';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import { evaluate } from '../challenges/engine/evaluate';
import type { Replay } from './bug-report';

/**
 * A challenge's build replaying a report's steps: a form judges each submission alone; the User API runs them in
 * order in a sandbox of the report's own, from users 1 to 10 as every tester starts, never a tester's sandbox.
 */
export const replayOf =
  (definition: ChallengeDefinition): Replay =>
  (steps, language) => {
    if (definition.evaluator === 'api') {
      const sandbox = freshSandbox();
      return steps.map((values) => {
        const exchange = exchangeOf(definition, sandbox, values, language);
        const { bugIndex, bugText } = findingsOf(definition, exchange, language);
        return {
          ...(bugIndex !== undefined && { bug: bugIndex, text: bugText }),
          answer: describeExchange(exchange),
        };
      });
    }
    return steps.map((values) => {
      const { bugIndex, bugText, message } = evaluate(definition, values, language);
      return { ...(bugIndex !== undefined && { bug: bugIndex, text: bugText }), answer: message };
    });
  };
