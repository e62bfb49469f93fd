import type { Language, RequestValues, Slot } from '@qa/shared/catalogue';
import type { Localized } from '../../i18n/localized';
import type { Exchange, TesterApi } from '../../tester-apis/exchange';
import type { Technique } from './techniques';

/** One value per slot as the app sees it: '' where the field was left empty. */
export type FieldValues = Readonly<Record<Slot, string>>;

/**
 * What a submission carries besides the values: in generator and gherkin the result the tester chose, as a
 * 0-based index into the definition's `results`; undefined in the evaluators without a result dropdown.
 */
export type ExpectedResult = number | undefined;

/** Finds a case or a bug: any submission of its class, never one magic value. */
export type Predicate = (values: FieldValues, expectedResult?: ExpectedResult) => boolean;

/**
 * An input that reaches a case or a bug: the answer shown to signed-in users, and a test fixture.
 * A learn case's step number is its position, so it is not repeated here.
 */
export type ExampleInput = Readonly<
  Partial<Record<Slot, string>> & {
    expectedResult?: number;
    /**
     * API testing: the requests sent first, in the same sandbox, for a state transition ("DELETE /users/5, then
     * GET /users/5"), as a stored answer keeps them (ChallengePayload.before); answers and hints name them.
     */
    before?: RequestValues[];
  }
>;

/**
 * Two or more values of one input class that a careful tester would try, each of which finds its case or bug:
 * the challenge's expert design, proved by the reachability test. The first is the one answers and hints show.
 */
export type Examples = readonly [ExampleInput, ExampleInput, ...ExampleInput[]];

/** What every case and bug has: the technique it teaches, the input class it stands for, and values of it. */
interface Finding {
  /** The testing technique; the full text is "technique: text" (findingText). */
  technique: Technique;
  /** The class, without the technique: "zero in both fields". */
  text: Localized;
  examples: Examples;
}

/** A case found by any submission its predicate accepts, whatever the order (SPEC §4 "Scripted"). */
export interface OpenCase extends Finding {
  matches: Predicate;
}

/** A planted bug: what the tester reports, and the submissions that show it. */
export interface BugDefinition extends Finding {
  matches: Predicate;
}

/** A learn step: the instruction the tester follows and, field by field, which values follow it. */
export interface LearnCase extends Finding {
  instruction: Localized;
  /** A field without a rule accepts any value; the page marks each field that does not follow. */
  accepts: Readonly<Partial<Record<Slot, (value: string) => boolean>>>;
  /**
   * A rule on the fields together ("a larger number minus a smaller one"), checked once every field follows its
   * own; when it fails, the page marks `marks`.
   */
  together?: { test: (values: FieldValues) => boolean; marks: Slot };
}

/** The challenge's own app: the result line the tester reads for these values. */
export type AppResult = (values: FieldValues, language: Language) => string;

/**
 * Generator and gherkin forms (SPEC §4): besides the two inputs the tester chooses the result they expect.
 * A combination is a test case (or scenario) only when that result is what the app really does.
 */
export interface ResultDropdown {
  /** Generator forms build test-case rows and answer invalidCase; gherkin forms scenarios, invalidScenario. */
  style: 'generator' | 'gherkin';
  /** The result dropdown's options (GET caseResults); expectedResult is an index into them. */
  results: readonly Localized[];
  /** The index of the result the app gives for these values. */
  actualResult: (values: FieldValues) => number;
}

interface DefinitionBase<Case> {
  /** The form's slots in order; their number matches the catalogue's fieldCount. */
  fields: readonly Slot[];
  /**
   * The options of each dropdown slot (GET caseOptions, comma-separated, slot after slot). A dropdown slot
   * accepts only its own options, so the app never sees a value the page cannot send.
   */
  dropdowns?: Readonly<Partial<Record<Slot, readonly string[]>>>;
  cases: readonly Case[];
  bugs: readonly BugDefinition[];
  result: AppResult;
  /** Present where the tester also chooses the expected result (generator, gherkin and their learn intros). */
  resultDropdown?: ResultDropdown;
  /** What the app shows before any submission, sent with GET (the hotel list, SPEC §7). */
  initialResult?: (language: Language) => string;
  /**
   * An app's action in the tester's words, for the answers and hints: its slots are not what the tester typed
   * (a dropdown's index, the number of tasks in the list). Undefined for values the app never sends.
   */
  describe?: (values: ExampleInput, language: Language) => string | undefined;
}

/** Guided: case n is found by following instruction n (SPEC §4 "Learn"); the steps are the public list. */
export interface LearnDefinition extends DefinitionBase<LearnCase> {
  evaluator: 'learn';
}

/**
 * A fixed public list of cases, found in any order (SPEC §4 "Scripted"). A submission finds the first case that
 * matches it, so the list's order settles overlaps; the definitions keep their cases apart where they can.
 */
export interface ScriptedDefinition extends DefinitionBase<OpenCase> {
  evaluator: 'scripted';
}

/** Cases the tester discovers without a list (exploratory, apiTesting): only the totals are public. */
export interface HiddenDefinition extends DefinitionBase<OpenCase> {
  evaluator: 'exploratory';
}

/**
 * Generator and gherkin (SPEC §4): hidden cases that the tester builds from two dropdown inputs and the
 * expected result; any combination of a case's class with the right result finds it.
 */
export interface BuilderDefinition extends DefinitionBase<OpenCase> {
  evaluator: 'builder';
  dropdowns: Readonly<
    Partial<Record<Slot, readonly string[]>> & Record<'first' | 'second', readonly string[]>
  >;
  resultDropdown: ResultDropdown;
}

/** A case or bug of an API-testing challenge: a class of request together with the answer it got. */
export interface ExchangeFinding extends Finding {
  matches: (exchange: Exchange) => boolean;
  /**
   * A state transition: the requests that recreate, in a fresh sandbox, the state this exchange rests on (the user
   * it read was created or changed, the id it asked for was deleted), so a restored answer finds it again.
   */
  setup?: (exchange: Exchange) => RequestValues[] | undefined;
}

/**
 * API testing (SPEC §4): the form's values are a request to one of the APIs exposed to testers, sent in the
 * tester's sandbox. Cases and bugs are hidden and judged on the request and its answer, so a request from the
 * tester's own tools finds them as well as the form does.
 */
export interface ApiDefinition {
  evaluator: 'api';
  fields: readonly Slot[];
  dropdowns: Readonly<Partial<Record<Slot, readonly string[]>>>;
  cases: readonly ExchangeFinding[];
  bugs: readonly ExchangeFinding[];
  /** The request the form's values stand for (the body still as text). */
  request: (values: FieldValues) => { method: string; path: string; bodyText: string };
  /** The API behind the form; it may change the sandbox. */
  api: TesterApi;
  resultDropdown?: never;
}

/** Every kind of challenge the engine evaluates. */
export type ChallengeDefinition =
  LearnDefinition | ScriptedDefinition | HiddenDefinition | BuilderDefinition | ApiDefinition;
export type ChallengeEvaluator = ChallengeDefinition['evaluator'];
