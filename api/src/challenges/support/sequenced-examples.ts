import { EMPTY_TEXT, type ChallengePayload } from '@qa/shared/catalogue';
import { freshSandbox } from '../../sandbox/sandbox';
import { formatExample } from '../engine/answers';
import { evaluateApi } from '../engine/api';
import type { ChallengeDefinition, ExampleInput } from '../engine/definition';
import type { ReachabilityRow } from '../engine/reachability';

/**
 * An API example that finds its case only after other requests in the same sandbox: a state check such as
 * "DELETE /users/5, then GET /users/5". The engine judges every example alone in a fresh sandbox and has no
 * place for the requests before it yet, so they ride along here and the tests send them first.
 */
export type SequencedExample = ExampleInput & { readonly before: readonly ExampleInput[] };

/** `request`, sent after `before` in one sandbox. */
export const after = (before: readonly ExampleInput[], request: ExampleInput): SequencedExample => ({
  ...request,
  before,
});

/** The requests to send before the example, in order; none for an ordinary example. */
export const precedingRequests = (example: ExampleInput): readonly ExampleInput[] =>
  (example as Partial<SequencedExample>).before ?? [];

const exampleOf = (definition: ChallengeDefinition, row: ReachabilityRow): ExampleInput | undefined => {
  const findings = row.kind === 'case' ? definition.cases : definition.bugs;
  return findings[row.number - 1]?.examples[row.exampleNumber - 1];
};

/**
 * A reachability row judged as a tester sends it: an example with earlier requests is judged after them, in one
 * fresh sandbox, and shows them. Any other row is returned as it is.
 */
export function judgedInSequence(definition: ChallengeDefinition, row: ReachabilityRow): ReachabilityRow {
  const example = exampleOf(definition, row);
  const before = example ? precedingRequests(example) : [];
  if (definition.mode !== 'api' || before.length === 0) return row;
  const sandbox = freshSandbox();
  const payload = (request: ExampleInput): ChallengePayload =>
    Object.fromEntries(definition.fields.map((slot) => [slot, request[slot] || EMPTY_TEXT.en]));
  for (const request of before) evaluateApi(definition, sandbox, payload(request), 'en');
  const result = evaluateApi(definition, sandbox, row.payload, 'en');
  const found = row.kind === 'case' ? result.caseIndex : result.bugIndex;
  const steps = before.map((request) => `[${formatExample(definition, request, 'en')}]`).join(', then ');
  return {
    ...row,
    example: `after ${steps}: ${row.example}`,
    reached: found === row.number,
    outcome: found === undefined ? 'found nothing after its earlier requests' : `found ${row.kind} ${found}`,
  };
}
