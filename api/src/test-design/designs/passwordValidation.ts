import type { FieldValues } from '../../challenges/engine/definition';
import { passwordValidation } from '../../challenges/definitions/scripted/passwordValidation';
import { PASSWORD_LENGTH, PASSWORD_MESSAGES, PREVIOUS_PASSWORD } from '../../challenges/support/password';
import { characterCount } from '../../challenges/support/text';
import type { Localized } from '../../i18n/localized';
import { faultVariant, formBuild, formClasses, type TestDesign } from '../test-design';

export type PasswordValidationOutcome =
  'valid' | 'empty' | 'length' | 'smallLetter' | 'capitalLetter' | 'number' | 'symbol' | 'previous';

type Rule = Exclude<PasswordValidationOutcome, 'valid' | 'empty'>;

/** The faults a password-validation build may have; each variant switches one on, the reference none. */
interface Faults {
  /** The length limits the build checks, where one is off by one. */
  min?: number;
  max?: number;
  /** A rule the build never checks. */
  unchecked?: Rule;
  /** Any small or capital letter counts, Cyrillic ones included. */
  anyAlphabet?: boolean;
  /** The previous password is compared as typed, so spaces around it make a "new" one. */
  previousUntrimmed?: boolean;
  /** A field of only spaces is not seen as empty and goes on to the length rule. */
  blankNotEmpty?: boolean;
}

/** A special character is anything but a letter, a digit or a space, as the description's ! and # suggest. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

/** The rules in the order the form checks them: the first one broken is the answer. */
const rules = (faults: Faults): [Rule, (password: string) => boolean][] => [
  [
    'length',
    (password) => {
      const count = characterCount(password);
      return count >= (faults.min ?? PASSWORD_LENGTH.min) && count <= (faults.max ?? PASSWORD_LENGTH.max);
    },
  ],
  ['smallLetter', (password) => (faults.anyAlphabet ? /\p{Ll}/u : /[a-z]/).test(password)],
  ['capitalLetter', (password) => (faults.anyAlphabet ? /\p{Lu}/u : /[A-Z]/).test(password)],
  ['number', (password) => /[0-9]/.test(password)],
  ['symbol', (password) => SYMBOL.test(password)],
  ['previous', (password) => (faults.previousUntrimmed ? password : password.trim()) !== PREVIOUS_PASSWORD],
];

const validate = ({ first }: FieldValues, faults: Faults = {}): PasswordValidationOutcome => {
  if (faults.blankNotEmpty ? first === '' : first.trim() === '') return 'empty';
  const broken = rules(faults).find(([rule, holds]) => rule !== faults.unchecked && !holds(first));
  return broken ? broken[0] : 'valid';
};

const variant = faultVariant<Faults, PasswordValidationOutcome>((faults) =>
  formBuild((values) => validate(values, faults)),
);

/** The length message with the limits the description states, 5 to 15. */
const lengthMessage = Object.fromEntries(
  Object.entries(PASSWORD_MESSAGES.length).map(([language, text]) => [
    language,
    text.replace('{{min}}', String(PASSWORD_LENGTH.min)).replace('{{max}}', String(PASSWORD_LENGTH.max)),
  ]),
) as Localized;

/**
 * Password Validation: the first rule a password breaks, in the order the form checks them, or "valid", and
 * eleven builds that each get one rule wrong.
 */
export const passwordValidationDesign: TestDesign<PasswordValidationOutcome> = {
  fields: passwordValidation.fields,
  outcomes: {
    valid: PASSWORD_MESSAGES.valid,
    empty: PASSWORD_MESSAGES.empty,
    length: lengthMessage,
    smallLetter: PASSWORD_MESSAGES.smallLetter,
    capitalLetter: PASSWORD_MESSAGES.capitalLetter,
    number: PASSWORD_MESSAGES.number,
    symbol: PASSWORD_MESSAGES.symbol,
    previous: PASSWORD_MESSAGES.previous,
  },
  reference: formBuild((values) => validate(values)),
  variants: [
    variant('boundaryValues', 'first', { min: PASSWORD_LENGTH.min + 1 }),
    variant('boundaryValues', 'first', { min: PASSWORD_LENGTH.min - 1 }),
    variant('boundaryValues', 'first', { max: PASSWORD_LENGTH.max - 1 }),
    variant('boundaryValues', 'first', { max: PASSWORD_LENGTH.max + 1 }),
    variant('equivalencePartitioning', 'first', { unchecked: 'smallLetter' }),
    variant('equivalencePartitioning', 'first', { unchecked: 'capitalLetter' }),
    variant('equivalencePartitioning', 'first', { unchecked: 'number' }),
    variant('equivalencePartitioning', 'first', { unchecked: 'symbol' }),
    variant('errorGuessing', 'first', { anyAlphabet: true }),
    variant('errorGuessing', 'first', { previousUntrimmed: true }),
    variant('errorGuessing', 'first', { blankNotEmpty: true }),
  ],
  ...formClasses(passwordValidation),
};
