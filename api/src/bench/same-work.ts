/**
 * The work two routes do once the framework has handed them a parsed body, for the bench's baseline server
 * (bench/src/same-work-server.mjs): the same functions on the same bodies, so the bench's ratio measures what
 * Fastify and the API's plugins cost, not the judging. Built to dist/same-work.js beside the server.
 */
import type { ChallengePayload, Language } from '@qa/shared/catalogue';
import { recordDirectFinding } from '../challenges/direct-findings';
import { evaluate } from '../challenges/engine/evaluate';
import { DEFINITIONS } from '../challenges/registry';
import { annotateResult } from '../progress/annotate-result';
import { textOf } from '../routes/tester-apis/serve';
import { freshSandbox, type Sandbox } from '../sandbox/sandbox';
import { CALCULATOR_PATH, calculatorApi } from '../tester-apis/calculator/calculator-api';
import type { ApiResponse } from '../tester-apis/exchange';

/** What POST on a challenge's path answers (routes/challenges.ts), for a challenge judged without a sandbox. */
export const judgeChallenge = (path: string, payload: ChallengePayload, language: Language) => {
  const definition = DEFINITIONS[path];
  if (!definition || definition.evaluator === 'api') throw new Error(`no challenge judged alone at ${path}`);
  return annotateResult(definition, payload, evaluate(definition, payload, language));
};

const sandboxes = new Map<string, Sandbox>();

/** What POST /calculator answers (routes/tester-apis/serve.ts), in a sandbox kept in memory per tester key. */
export const calculate = (testerKey: string, body: unknown, language: Language): ApiResponse => {
  const sandbox = sandboxes.get(testerKey) ?? freshSandbox();
  sandboxes.set(testerKey, sandbox);
  const request = { method: 'POST', path: CALCULATOR_PATH, body };
  const response = calculatorApi(request, language);
  const bodyText = textOf(body);
  if (bodyText !== undefined) recordDirectFinding(sandbox, 'calculator', { request, response }, bodyText);
  return response;
};
