/**
 * Shapes of the challenge calls of SPEC §7, shared by the server and the browser so they cannot drift.
 * Indexes are 1-based: case_{n} and bug_{n} on the page use the same numbers.
 */
import type { InputClass } from '../progress/inputClasses';
import type { Technique } from '../progress/techniques';

export type Slot = 'first' | 'second' | 'third';
export const SLOTS: readonly Slot[] = ['first', 'second', 'third'];

/**
 * Generator and gherkin inputs send the chosen option's index; each input offers five values and, as its sixth
 * option, the empty field (SPEC §5: an input value of 5 shows as empty).
 */
export const EMPTY_OPTION_INDEX = 5;

/** GET {challenge url}. */
export interface ChallengeInfo {
  /** Public case texts: learn instructions in order, scripted case list; empty where cases are hidden. */
  cases: string[];
  casesTotal: number;
  bugsTotal: number;
  /** Generator and gherkin: the first input's options, comma-separated. */
  caseText?: string;
  /** Comma-separated dropdown options: the second input's on generator and gherkin forms, else every dropdown's. */
  caseOptions?: string;
  /** Generator and gherkin: the result dropdown's options in the request language, comma-separated. */
  caseResults?: string;
  /** What the app shows before any submission: the hotel list as a JSON string (SPEC §7 GET book-hotel). */
  message?: string;
}

/**
 * POST {challenge url}: one value per field, plus the learn step and, on generator and gherkin forms, the
 * chosen expected result as a 0-based index into caseResults.
 */
/** One request of an API-testing form: method, endpoint, body. */
export type RequestValues = Partial<Record<Slot, string>>;

/** The most requests that set up one stored answer's state: enough for any state a sandbox of ten users has. */
export const MAX_BEFORE_REQUESTS = 12;

export type ChallengePayload = Partial<Record<Slot, string>> & {
  expectedResult?: number;
  caseNumber?: number;
  /**
   * The fields the learner left empty (they carry the 'empty' word, SPEC §5), so that a typed word "empty" is read
   * as text: see isEmptyField.
   */
  emptyFields?: Slot[];
  /**
   * API testing, a stored answer only: the requests that set up the state its case rests on (ChallengeResult
   * .before), replayed first in the fresh sandbox a restore judges it in.
   */
  before?: RequestValues[];
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
  /** The technique of the case found (for the debrief): a key of TECHNIQUES. */
  caseTechnique?: Technique;
  bugTechnique?: Technique;
  /** The classes of input this submission tried, named from its values alone. */
  inputClasses?: InputClass[];
  /**
   * API testing: a state transition's case (a user deleted, created or changed in this sandbox) rests on earlier
   * requests; these recreate that state, and the page keeps them with the answer (ChallengePayload.before).
   */
  before?: RequestValues[];
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
