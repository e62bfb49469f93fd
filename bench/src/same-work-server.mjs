#!/usr/bin/env node
/**
 * The API throughput baseline: a bare node:http server that does what the measured routes do once the framework
 * has handed them a parsed body, with the API's own build (api/dist/same-work.js), and answers with the headers
 * the API sent for the same request. The bench's ratio is then what Fastify and the API's plugins cost. It grades
 * test-design tables and bug reports in its own thread, where the API grades on worker threads within budgets.
 * Usage: node same-work-server.mjs <port> <headers.json>, where headers.json holds { [path]: { [name]: value } }.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { serveJson } from './json-server.mjs';

const require = createRequire(import.meta.url);
const { judgeChallenge, calculate, runTestDesign, reportBug } = require('../../api/dist/same-work.js');

const [portArgument, headersFile] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || !headersFile) {
  console.error('usage: same-work-server.mjs <port> <headers.json>');
  process.exit(2);
}
/** @type {Record<string, Record<string, string>>} */
const headersByPath = JSON.parse(readFileSync(headersFile, 'utf8'));
const CALCULATOR = '/api/sandbox/v1/calculator';
const TEST_DESIGN = '/api/test-design/v1/';
const BUG_REPORTS = '/api/bug-reports/v1/';

/** @param {string} path @param {import('node:http').IncomingMessage} req @param {unknown} body */
const answer = (path, req, body) => {
  const testerKey = String(req.headers['x-tester-key']);
  if (path === CALCULATOR) return calculate(testerKey, body, 'en');
  if (path.startsWith(TEST_DESIGN)) return { status: 200, body: runTestDesign(path.slice(1), body, 'en') };
  if (path.startsWith(BUG_REPORTS))
    return { status: 200, body: reportBug(path.slice(1), testerKey, body, 'en') };
  return { status: 200, body: judgeChallenge(path.slice(1), body, 'en') };
};

serveJson(
  'same-work server',
  port,
  (req) => Object.hasOwn(headersByPath, req.url ?? ''),
  (req, body) => {
    const path = req.url ?? '';
    return { ...answer(path, req, body), headers: headersByPath[path] ?? {} };
  },
);
