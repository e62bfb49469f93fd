import type { ChallengePayload } from './apiTypes';

/**
 * The APIs exposed to testers (SPEC §7 "Exposed to testers"), shared by the server that serves them and the pages
 * that point to them. Paths are relative to the API server's base URL.
 */
export const TESTER_API_PATH = 'api/sandbox/v1';
/** The OpenAPI document is at `${API_DOCS_PATH}/json`, the interactive page at API_DOCS_PATH. */
export const API_DOCS_PATH = 'api/docs';

/** Names a tester's sandbox; a request without it is answered with a fresh one in the same header. */
export const TESTER_KEY_HEADER = 'X-Tester-Key';
/** Letters, digits, '-' and '_': fresh keys are UUIDs, and a tester may name their own sandbox. */
export const TESTER_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const isTesterKey = (value: unknown): value is string =>
  typeof value === 'string' && TESTER_KEY_PATTERN.test(value);

/** A case or bug the tester's own requests found, with the request as the form would have sent it. */
export interface SandboxFinding {
  payload: ChallengePayload;
  caseIndex?: number;
  caseText?: string;
  bugIndex?: number;
  bugText?: string;
}

/** GET {challenge url}/sandbox: the tester's key and what their requests through the real API found. */
export interface SandboxFindings {
  testerKey: string;
  found: SandboxFinding[];
}
