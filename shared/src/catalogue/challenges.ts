import { SLOTS, type LearnerInputs } from './contract';
import type { ChallengeEntry, ChallengeType, RemoteName } from './types';

const entry = (
  type: ChallengeType,
  key: string,
  path: string,
  fieldCount: ChallengeEntry['fieldCount'],
  learnerInputs?: LearnerInputs,
): ChallengeEntry => ({
  key,
  type,
  path,
  fieldCount,
  learnMode: path.startsWith('api/learn/'),
  ...(learnerInputs && { learnerInputs }),
});

/** Both inputs of a generator or gherkin form offer test values; the result dropdown is not sent in a slot. */
const TEST_VALUES: LearnerInputs = { first: 'testValue', second: 'testValue' };

/** Every challenge of SPEC §2 with its API path of SPEC §7, in list order per group. */
export const CHALLENGES: readonly ChallengeEntry[] = [
  entry('learn', 'adder', 'api/learn/v1/adder', 2),
  entry('learn', 'divider', 'api/learn/v1/divider', 2),
  entry('learn', 'passwordRestore', 'api/learn/v1/password-restore', 1),
  entry('learn', 'updateNickname', 'api/learn/v1/update-nickname', 3),
  entry('scripted', 'multiplier', 'api/scripted/v1/multiplier', 2),
  entry('scripted', 'divide', 'api/scripted/v1/divide', 2),
  entry('scripted', 'passwordValidation', 'api/scripted/v1/password-validation', 1),
  // The birth year and the currencies are dropdowns of the app.
  entry('scripted', 'createProfile', 'api/scripted/v1/create-profile', 3, { first: 'text', second: 'text' }),
  entry('scripted', 'currencyConverter', 'api/scripted/v1/currency-converter', 3, { first: 'text' }),
  entry('generator', 'multiplexer', 'api/learn/v1/multiplexer', 2, TEST_VALUES),
  entry('generator', 'attractor', 'api/generator/v1/attractor', 2, TEST_VALUES),
  entry('gherkin', 'subtraction', 'api/learn/v1/subtraction', 2, TEST_VALUES),
  entry('gherkin', 'summation', 'api/gherkin/v1/summation', 2, TEST_VALUES),
  // Sort and filter are the app's dropdowns: nothing here is typed.
  entry('functional', 'bookHotel', 'api/functional/v1/book-hotel', 2, {}),
  // The app sends its task count and action besides the task name (SPEC §7 todo-list).
  entry('functional', 'todoList', 'api/functional/v1/todo-list', 3, { first: { textWhenEmpty: 'third' } }),
  // The HTTP method is a dropdown.
  entry('apiTesting', 'plusser', 'api/learn/v1/plusser', 2, { second: 'jsonBody' }),
  entry('apiTesting', 'userCrud', 'api/api-testing/v1/userCrud', 3, {
    second: 'endpoint',
    third: 'jsonBody',
  }),
  entry('exploratory', 'calculator', 'api/exploratory/v1/calculator', 2),
  entry('exploratory', 'restorePassword', 'api/exploratory/v1/restore-password', 1),
  entry('exploratory', 'bookDesk', 'api/exploratory/v1/book-desk', 2),
  entry('exploratory', 'division', 'api/exploratory/v1/division', 2),
  entry('exploratory', 'newsletter', 'api/exploratory/v1/newsletter', 1),
  entry('exploratory', 'triangle', 'api/exploratory/v1/triangle', 3),
];

/** The slots that carry what the learner chose, each with how; a slot not named is the app's. */
export const learnerInputsOf = (challenge: ChallengeEntry<string>): LearnerInputs =>
  challenge.learnerInputs ??
  Object.fromEntries(SLOTS.slice(0, challenge.fieldCount).map((slot) => [slot, 'text' as const]));

/** Which remote renders which challenge type (DESIGN.md topology). */
export const REMOTE_BY_TYPE: Readonly<Record<ChallengeType, RemoteName>> = {
  learn: 'mfe_learn',
  scripted: 'mfe_scripted',
  generator: 'mfe_generator_gherkin',
  gherkin: 'mfe_generator_gherkin',
  functional: 'mfe_functional',
  apiTesting: 'mfe_exploratory_api',
  exploratory: 'mfe_exploratory_api',
};
