import { freshSandbox } from '../sandbox/sandbox';
import { describeExchange } from '../tester-apis/exchange';
import { exchangeOf, findingsOf } from '../challenges/engine/api';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import { evaluate } from '../challenges/engine/evaluate';
import { followsStep } from '../challenges/engine/learn';
import type { Replay } from './bug-report';

/**
 * What a learner's actual result must state of an answer: an API's status code and the result it computed, if any
 * (a tester writes "200 OK, result 23", not the headers and the body as the page prints them), else the whole
 * message.
 */
const evidenceOf = (answer: string): string[] => {
  const status = /→ (\d{3})\b/.exec(answer)?.[1];
  const result = /"result": ([^\n]+)/.exec(answer)?.[1];
  return status ? [status, ...(result === undefined ? [] : [result])] : [answer];
};

/**
 * A challenge's build replaying a report's steps: a form judges each submission alone (a guided one as the step
 * its values follow); the User API runs them in order in a sandbox of the report's own, from users 1 to 10 as
 * every tester starts, never a tester's sandbox.
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
          evidence: evidenceOf(describeExchange(exchange)),
        };
      });
    }
    return steps.map((values) => {
      // A guided challenge judges a step by its number: the one whose instructions the values follow.
      const caseNumber =
        definition.evaluator === 'learn'
          ? definition.cases.findIndex((step) => followsStep(definition.fields, step, values)) + 1
          : 0;
      const { bugIndex, bugText, message } = evaluate(
        definition,
        { ...values, ...(caseNumber > 0 && { caseNumber }) },
        language,
      );
      return {
        ...(bugIndex !== undefined && { bug: bugIndex, text: bugText }),
        evidence: evidenceOf(message),
      };
    });
  };
