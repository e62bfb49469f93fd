import type { ExampleInput } from '../engine/definition';

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
