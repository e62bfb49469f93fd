import { dropdown, textfield, type FormFields } from './formFields';
import type { ChallengeEntry, ChallengeGroup, RemoteName } from './types';

const entry = (
  group: ChallengeGroup,
  key: string,
  path: string,
  fieldCount: ChallengeEntry['fieldCount'],
): ChallengeEntry => ({ key, group, path, fieldCount, learnMode: path.startsWith('api/learn/') });

/** A challenge whose page is its form: one payload slot per field, in order. */
const form = (group: ChallengeGroup, key: string, path: string, ...fields: FormFields): ChallengeEntry => ({
  ...entry(group, key, path, fields.length),
  form: fields,
});

/** The currencies whose rates Currency Converter's description states (SPEC §5). */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/** Create Profile's Birth Year dropdown (SPEC §5: 2000 to 2005). */
export const BIRTH_YEARS = ['2000', '2001', '2002', '2003', '2004', '2005'] as const;

/** Every challenge of SPEC §2 with its API path of SPEC §7, in list order per group. */
export const CHALLENGES: readonly ChallengeEntry[] = [
  form('learn', 'adder', 'api/learn/v1/adder', textfield('first'), textfield('second')),
  form('learn', 'divider', 'api/learn/v1/divider', textfield('first'), textfield('second')),
  form('learn', 'passwordRestore', 'api/learn/v1/password-restore', textfield('newPassword')),
  form(
    'learn',
    'updateNickname',
    'api/learn/v1/update-nickname',
    textfield('nickname'),
    textfield('firstName'),
    textfield('lastName'),
  ),
  form('scripted', 'multiplier', 'api/scripted/v1/multiplier', textfield('first'), textfield('second')),
  form('scripted', 'divide', 'api/scripted/v1/divide', textfield('first'), textfield('second')),
  form('scripted', 'passwordValidation', 'api/scripted/v1/password-validation', textfield('password')),
  form(
    'scripted',
    'createProfile',
    'api/scripted/v1/create-profile',
    textfield('nickname'),
    textfield('lastName'),
    dropdown('birthYear', BIRTH_YEARS),
  ),
  form(
    'scripted',
    'currencyConverter',
    'api/scripted/v1/currency-converter',
    textfield('amount'),
    dropdown('from', CURRENCIES),
    dropdown('to', CURRENCIES),
  ),
  entry('generator', 'multiplexer', 'api/learn/v1/multiplexer', 2),
  entry('generator', 'attractor', 'api/generator/v1/attractor', 2),
  entry('gherkin', 'subtraction', 'api/learn/v1/subtraction', 2),
  entry('gherkin', 'summation', 'api/gherkin/v1/summation', 2),
  entry('functional', 'bookHotel', 'api/functional/v1/book-hotel', 2),
  entry('functional', 'todoList', 'api/functional/v1/todo-list', 3),
  entry('apiTesting', 'plusser', 'api/learn/v1/plusser', 2),
  entry('apiTesting', 'userCrud', 'api/api-testing/v1/userCrud', 3),
  form('exploratory', 'calculator', 'api/exploratory/v1/calculator', textfield('first'), textfield('second')),
  form('exploratory', 'restorePassword', 'api/exploratory/v1/restore-password', textfield('newPassword')),
  form('exploratory', 'bookDesk', 'api/exploratory/v1/book-desk', textfield('from'), textfield('to')),
  form('exploratory', 'division', 'api/exploratory/v1/division', textfield('first'), textfield('second')),
  form('exploratory', 'newsletter', 'api/exploratory/v1/newsletter', textfield('email')),
  form(
    'exploratory',
    'triangle',
    'api/exploratory/v1/triangle',
    textfield('a'),
    textfield('b'),
    textfield('c'),
  ),
];

/** Which remote renders which challenge type (DESIGN.md topology). */
export const REMOTE_BY_GROUP: Readonly<Record<ChallengeGroup, RemoteName>> = {
  learn: 'mfe_learn',
  scripted: 'mfe_scripted',
  generator: 'mfe_generator_gherkin',
  gherkin: 'mfe_generator_gherkin',
  functional: 'mfe_functional',
  apiTesting: 'mfe_exploratory_api',
  exploratory: 'mfe_exploratory_api',
};
