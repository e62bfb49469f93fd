/**
 * Shapes of the challenge calls of SPEC §7, shared by the server and the browser so they cannot drift.
 * Indexes are 1-based: case_{n} and bug_{n} on the page use the same numbers.
 */
export type Slot = 'first' | 'second' | 'third';
export const SLOTS: readonly Slot[] = ['first', 'second', 'third'];

/** GET {challenge url}. */
export interface ChallengeInfo {
  /** Public case texts: learn instructions in order, scripted case list; empty where cases are hidden. */
  cases: string[];
  casesTotal: number;
  bugsTotal: number;
  caseText?: string;
  /** Comma-separated dropdown options (generator, gherkin). */
  caseOptions?: string;
  caseResults?: string;
}

/** POST {challenge url}: one value per field, plus the learn step or the chosen expected result. */
export type ChallengePayload = Partial<Record<Slot, string>> & {
  expectedResult?: string;
  caseNumber?: number;
};

/** Answer of POST {challenge url}. */
export interface ChallengeResult {
  message: string;
  caseIndex?: number;
  caseText?: string;
  bugIndex?: number;
  bugText?: string;
  firstCorrect?: boolean;
  secondCorrect?: boolean;
  thirdCorrect?: boolean;
}

/** One item of the answer of POST {challenge url}/batch. */
export interface BatchResultItem {
  message: string;
  caseIndex?: number;
  caseText?: string;
  bugIndex?: number;
  bugText?: string;
}

/** The one error body every API error uses. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
