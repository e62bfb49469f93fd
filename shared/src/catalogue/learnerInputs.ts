import { SLOTS, type Slot } from './apiTypes';
import { storeName } from './series';
import type { ChallengeEntry } from './types';

/**
 * What the learner chose in a payload slot, the only values whose input classes count (progress page, "Input
 * classes tried"). A slot that is none of these is the app's: its own dropdown (a method, a currency, a sort
 * sent as an index) or a value it fills in (the to-do app's task count and action).
 */
export type LearnerInput =
  /** Typed into a free-text field. */
  | 'text'
  /** A test value picked among the options of a generator or gherkin input (sent as the option's index). */
  | 'testValue'
  /** An API path: the resource it starts with is given, only what the learner adds after it is theirs. */
  | 'endpoint'
  /** A JSON body: the values in it are the learner's, its brackets, quotes and colons are JSON's. */
  | 'jsonBody'
  /**
   * Text typed into an app's field that shares its slot with the app's own words: the learner's only when the
   * named slot is empty (the to-do app sends a task name with an empty action, a status or a filter otherwise).
   */
  | { textWhenEmpty: Slot };

export type LearnerInputs = Readonly<Partial<Record<Slot, LearnerInput>>>;

/** Both inputs of a generator or gherkin form offer test values; the result dropdown is not sent in a slot. */
const TEST_VALUES: LearnerInputs = { first: 'testValue', second: 'testValue' };

/**
 * The built-in challenges whose slots are not all typed, by store name. Outside the catalogue the pages load
 * first: only the server and the progress page read it.
 */
const LEARNER_INPUTS: Readonly<Record<string, LearnerInputs>> = {
  // The birth year and the currencies are dropdowns of the app.
  scripted_createProfile: { first: 'text', second: 'text' },
  scripted_currencyConverter: { first: 'text' },
  generator_multiplexer: TEST_VALUES,
  generator_attractor: TEST_VALUES,
  gherkin_subtraction: TEST_VALUES,
  gherkin_summation: TEST_VALUES,
  // Sort and filter are the app's dropdowns: nothing here is typed.
  functional_bookHotel: {},
  // The app sends its task count and action besides the task name (SPEC §7 todo-list).
  functional_todoList: { first: { textWhenEmpty: 'third' } },
  // The HTTP method is a dropdown.
  apiTesting_plusser: { second: 'jsonBody' },
  apiTesting_userCrud: { second: 'endpoint', third: 'jsonBody' },
};

/**
 * The slots that carry what the learner chose, each with how; a slot not named is the app's. A challenge not in
 * the table (one a remote brings) has text fields only.
 */
export const learnerInputsOf = (challenge: ChallengeEntry<string>): LearnerInputs =>
  LEARNER_INPUTS[storeName(challenge)] ??
  Object.fromEntries(SLOTS.slice(0, challenge.fieldCount).map((slot) => [slot, 'text' as const]));
