/**
 * The work the measured routes do once the framework has handed them a parsed body, for the bench's baseline server
 * (bench/src/same-work-server.mjs) and its Express peer (bench/src/express-peer.mjs): the same functions on the
 * same bodies, so the bench's ratio measures what Fastify and the API's plugins cost, not the judging. Grading is
 * done here in the caller's thread; the API does it on its worker threads, within its budgets. Built to
 * dist/same-work.js beside the server, with the bodies the bench sends to the grading routes.
 */
import { BUG_REPORTS_API, type BugReportBody, type BugReportResult } from '@qa/shared/bug-reports/schema';
import { storeName, type ChallengePayload, type Language } from '@qa/shared/catalogue';
import { TEST_DESIGN_API, type TestRunBody } from '@qa/shared/test-design/schema';
import { REGISTERED_REPORTS } from '../bug-reports/registry';
import { recordDirectFinding } from '../challenges/direct-findings';
import { evaluate } from '../challenges/engine/evaluate';
import { DEFINITIONS } from '../challenges/registry';
import { loadConfig } from '../config';
import { doTask } from '../grading/tasks';
import { autoConfig as corsConfig } from '../plugins/external/cors';
import { autoConfig as helmetConfig } from '../plugins/external/helmet';
import { annotateResult } from '../progress/annotate-result';
import { duplicateIn, modelIn } from '../routes/bug-reports';
import { TESTER_API_BODY_LIMIT, textOf } from '../routes/tester-apis/serve';
import { freshSandbox, type Sandbox } from '../sandbox/sandbox';
import { REGISTERED_DESIGNS } from '../test-design/registry';
import { CALCULATOR_PATH, calculatorApi } from '../tester-apis/calculator/calculator-api';
import type { ApiResponse } from '../tester-apis/exchange';

export { bugReport, testDesignTable } from './grading-bodies';

/** What POST on a challenge's path answers (routes/challenges.ts), for a challenge judged without a sandbox. */
export const judgeChallenge = (path: string, payload: ChallengePayload, language: Language) => {
  const definition = DEFINITIONS[path];
  if (!definition || definition.evaluator === 'api') throw new Error(`no challenge judged alone at ${path}`);
  return annotateResult(definition, payload, evaluate(definition, payload, language));
};

const sandboxes = new Map<string, Sandbox>();

/** The tester's sandbox, kept in memory per tester key. */
const sandboxOf = (testerKey: string): Sandbox => {
  const sandbox = sandboxes.get(testerKey) ?? freshSandbox();
  sandboxes.set(testerKey, sandbox);
  return sandbox;
};

/** What POST /calculator answers (routes/tester-apis/serve.ts), in a sandbox kept in memory per tester key. */
export const calculate = (testerKey: string, body: unknown, language: Language): ApiResponse => {
  const sandbox = sandboxOf(testerKey);
  const request = { method: 'POST', path: CALCULATOR_PATH, body };
  const response = calculatorApi(request, language);
  const bodyText = textOf(body);
  if (bodyText !== undefined) recordDirectFinding(sandbox, 'calculator', { request, response }, bodyText);
  return response;
};

const designs = new Map(
  REGISTERED_DESIGNS.map(({ entry, design }) => [
    `${TEST_DESIGN_API}/${entry.group}/${entry.key}`,
    { challenge: storeName(entry), outcomes: new Set(Object.keys(design.outcomes)) },
  ]),
);

/** What POST on a challenge's test design answers (routes/test-design.ts) to a table it takes. */
export const runTestDesign = (path: string, body: TestRunBody, language: Language) => {
  const registered = designs.get(path);
  if (!registered) throw new Error(`no test design at ${path}`);
  if (
    (body.build !== 1 && body.build !== 2) ||
    body.tests.some(({ expected }) => !registered.outcomes.has(expected))
  )
    throw new Error('a table the route refuses');
  return doTask({ kind: 'testRun', challenge: registered.challenge, body, language });
};

const reported = new Map(
  REGISTERED_REPORTS.map(({ entry, reports }) => [
    `${BUG_REPORTS_API}/${entry.group}/${entry.key}`,
    { challenge: storeName(entry), reports },
  ]),
);

/**
 * What POST on a challenge's bug reports answers (routes/bug-reports.ts), a duplicate kept in the tester's sandbox
 * in memory.
 */
export const reportBug = (
  path: string,
  testerKey: string,
  body: BugReportBody,
  language: Language,
): BugReportResult => {
  const registered = reported.get(path);
  if (!registered) throw new Error(`no bug reports at ${path}`);
  const { challenge, reports } = registered;
  const grade = doTask({ kind: 'bugReport', challenge, report: body, language });
  const { bug } = grade.reproduces;
  const spec = bug === null ? undefined : reports.bugs[bug - 1];
  if (bug === null || !spec) return { ...grade, duplicateOf: null, model: null };
  const duplicateOf = duplicateIn(sandboxOf(testerKey), `${challenge}#${bug}`, body.title);
  return { ...grade, duplicateOf, model: modelIn(spec.model, language), testerKey };
};

/**
 * How the API sets up the libraries an Express app would use for the same: helmet's options, CORS's (the allowed
 * origins from `env`, as the API reads them) and the body limits, for the bench's Express peer.
 */
export const peerSettings = (env: NodeJS.ProcessEnv) => {
  const config = loadConfig(env);
  const { strictPreflight: _fastifyOnly, ...cors } = corsConfig(config);
  return {
    helmet: helmetConfig,
    cors,
    bodyLimit: config.bodyLimit,
    testerBodyLimit: TESTER_API_BODY_LIMIT,
    rateLimitMax: config.rateLimitMax,
    rateLimitLearnerMax: config.rateLimitLearnerMax,
  };
};
