import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { TESTER_KEY_HEADER } from '@qa/shared/catalogue';
import type { AppConfig } from '../../config';

/** Chromium caches a preflight for at most two hours; asking for longer gains nothing. */
const PREFLIGHT_CACHE_SECONDS = 7200;

export const autoConfig = (config: AppConfig): FastifyCorsOptions => ({
  origin: config.allowedOrigins,
  // PUT chooses a Game display name and the account's language; DELETE removes the progress kept with an account
  // (the dashboard).
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  // Every product call sends these (SPEC §7), which is why each one is preflighted.
  allowedHeaders: ['Content-Type', 'Accept-Language', 'Authorization', TESTER_KEY_HEADER],
  // API-testing pages read the tester key a fresh sandbox was given, and every page the wait a 429 or 503 names.
  // One string: the plugin joins a list on every request.
  exposedHeaders: `${TESTER_KEY_HEADER}, Retry-After`,
  maxAge: PREFLIGHT_CACHE_SECONDS,
  // A bare OPTIONS (no Origin) is answered like any preflight instead of with a plain-text 400.
  strictPreflight: false,
});

/** Lets the shell's origins call the API from the browser. @see https://github.com/fastify/fastify-cors */
export default cors;
