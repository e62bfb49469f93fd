import type { ChallengeEntry, ChallengeType, RemoteName } from './types';

const entry = (
  type: ChallengeType,
  key: string,
  path: string,
  fieldCount: ChallengeEntry['fieldCount'],
): ChallengeEntry => ({ key, type, path, fieldCount, learnMode: path.startsWith('api/learn/') });

/** Every challenge of SPEC §2 with its API path of SPEC §7, in list order per group. */
export const CHALLENGES: readonly ChallengeEntry[] = [
  entry('learn', 'adder', 'api/learn/v1/adder', 2),
  entry('learn', 'divider', 'api/learn/v1/divider', 2),
  entry('learn', 'passwordRestore', 'api/learn/v1/password-restore', 1),
  entry('learn', 'updateNickname', 'api/learn/v1/update-nickname', 3),
  entry('scripted', 'multiplier', 'api/scripted/v1/multiplier', 2),
  entry('scripted', 'divide', 'api/scripted/v1/divide', 2),
  entry('scripted', 'passwordValidation', 'api/scripted/v1/password-validation', 1),
  entry('scripted', 'createProfile', 'api/scripted/v1/create-profile', 3),
  entry('scripted', 'currencyConverter', 'api/scripted/v1/currency-converter', 3),
  entry('generator', 'multiplexer', 'api/learn/v1/multiplexer', 2),
  entry('generator', 'attractor', 'api/generator/v1/attractor', 2),
  entry('gherkin', 'subtraction', 'api/learn/v1/subtraction', 2),
  entry('gherkin', 'summation', 'api/gherkin/v1/summation', 2),
  entry('functional', 'bookHotel', 'api/functional/v1/book-hotel', 2),
  entry('functional', 'todoList', 'api/functional/v1/todo-list', 3),
  entry('apiTesting', 'plusser', 'api/learn/v1/plusser', 2),
  entry('apiTesting', 'userCrud', 'api/api-testing/v1/userCrud', 3),
  entry('exploratory', 'calculator', 'api/exploratory/v1/calculator', 2),
  entry('exploratory', 'restorePassword', 'api/exploratory/v1/restore-password', 1),
  entry('exploratory', 'bookDesk', 'api/exploratory/v1/book-desk', 2),
  entry('exploratory', 'division', 'api/exploratory/v1/division', 2),
  entry('exploratory', 'newsletter', 'api/exploratory/v1/newsletter', 1),
  entry('exploratory', 'triangle', 'api/exploratory/v1/triangle', 3),
];

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
