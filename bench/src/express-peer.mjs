#!/usr/bin/env node
/**
 * A peer for the API's throughput: the same routes and the same judging (the API's build, api/dist/same-work.js)
 * in Express with helmet, cors and express-rate-limit, what most applications of its kind are built on. Set up as
 * the API sets up the same concerns, from the API's own settings: helmet's options, CORS for the allowed origins,
 * a request budget per address and one per tester key, the JSON body limits. The bench's row is the API against
 * it. Reads the API's environment (ALLOWED_ORIGINS, RATE_LIMIT_MAX, RATE_LIMIT_LEARNER_MAX).
 * Usage: node express-peer.mjs <port>
 */
import { createRequire } from 'node:module';
import cors from 'cors';
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';

const require = createRequire(import.meta.url);
const { judgeChallenge, calculate, peerSettings } = require('../../api/dist/same-work.js');

const port = Number(process.argv[2]);
if (!Number.isInteger(port)) {
  console.error('usage: express-peer.mjs <port>');
  process.exit(2);
}

const settings = peerSettings(process.env);
const TESTER_KEY = 'x-tester-key';
const TESTER_KEY_PATTERN = /^[\w-]{8,64}$/;
const MINUTE_MS = 60_000;

const app = express();
// The API sends no ETag on these answers; Express would hash every body for one.
app.set('etag', false);
app.use(helmet(settings.helmet));
app.use(cors(settings.cors));
// Like the API's budgets: the address first, then the tester key it names. The API sends no rate-limit headers
// on an answer it allows.
app.use(
  rateLimit({
    windowMs: MINUTE_MS,
    limit: settings.rateLimitMax,
    standardHeaders: false,
    legacyHeaders: false,
  }),
);
app.use(
  rateLimit({
    windowMs: MINUTE_MS,
    limit: settings.rateLimitLearnerMax,
    standardHeaders: false,
    legacyHeaders: false,
    skip: (req) => !TESTER_KEY_PATTERN.test(String(req.headers[TESTER_KEY] ?? '')),
    keyGenerator: (req) => String(req.headers[TESTER_KEY]),
  }),
);

app.post('/api/scripted/v1/currency-converter', express.json({ limit: settings.bodyLimit }), (req, res) => {
  res.json(judgeChallenge('api/scripted/v1/currency-converter', req.body, 'en'));
});

app.post('/api/sandbox/v1/calculator', express.json({ limit: settings.testerBodyLimit }), (req, res) => {
  const testerKey = String(req.headers[TESTER_KEY]);
  const { status, body } = calculate(testerKey, req.body, 'en');
  res.set('X-Tester-Key', testerKey).status(status).json(body);
});

app.get('/', (_req, res) => {
  res.json({ ok: true });
});

const server = app.listen(port, () => console.log(`Express peer on http://localhost:${port}`));
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
