import { EMPTY_TEXT, LANGUAGES, type ChallengePayload, type Language } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { evaluateApi } from '../../src/challenges/engine/api';
import type { ChallengeDefinition, ExampleInput } from '../../src/challenges/engine/definition';
import { evaluate } from '../../src/challenges/engine/evaluate';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import { annotateResult } from '../../src/progress/annotate-result';
import { freshSandbox } from '../../src/sandbox/sandbox';
import { buildApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_LEARNER_MAX: '1000000' });
});
afterAll(() => app.close());

/** What the browser sends for an example input, as the form would. */
const submission = (definition: ChallengeDefinition, example: ExampleInput, caseNumber: number) =>
  ({
    ...Object.fromEntries(definition.fields.map((slot) => [slot, example[slot] || EMPTY_TEXT.en])),
    ...(definition.evaluator === 'learn' && { caseNumber }),
    ...(definition.resultDropdown && { expectedResult: example.expectedResult ?? 0 }),
  }) as ChallengePayload;

/**
 * Every example (case and bug, each as every learn step) and, where the form has no dropdown that refuses it, a
 * form left empty: every shape of answer.
 */
const payloadsOf = (definition: ChallengeDefinition): ChallengePayload[] => {
  const examples: ExampleInput[] = [...definition.cases, ...definition.bugs].flatMap(
    ({ examples }) => examples,
  );
  if (Object.keys(definition.dropdowns ?? {}).length === 0) examples.push({});
  const steps = definition.evaluator === 'learn' ? definition.cases.map((_, index) => index + 1) : [1];
  return examples.flatMap((example) => steps.map((step) => submission(definition, example, step)));
};

/** The answer the evaluator gives in this process, written as JSON.stringify writes it. */
const expectedBody = (definition: ChallengeDefinition, payload: ChallengePayload, language: Language) =>
  JSON.stringify(
    annotateResult(
      definition,
      payload,
      definition.evaluator === 'api'
        ? evaluateApi(definition, freshSandbox(), payload, language)
        : evaluate(definition, payload, language),
    ),
  );

const ROWS = REGISTERED_CHALLENGES.flatMap(({ entry, definition }) =>
  LANGUAGES.map((language) => ({ key: entry.key, url: `/${entry.path}`, definition, language })),
);

describe('the answer to a submission, byte for byte', () => {
  // The route serializes with a response schema; its body must be what JSON.stringify makes of the evaluator's
  // answer: no field left out, none added, the same order.
  it.each(ROWS)('$key in $language', async ({ url, definition, language }) => {
    for (const payload of payloadsOf(definition)) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', 'accept-language': language },
      });
      expect({ payload, status: response.statusCode, body: response.body }).toEqual({
        payload,
        status: 200,
        body: expectedBody(definition, payload, language),
      });
    }
  });
});
