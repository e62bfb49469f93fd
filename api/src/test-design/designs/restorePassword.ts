import type { FieldValues } from '../../challenges/engine/definition';
import { restorePassword } from '../../challenges/definitions/exploratory/restorePassword';
import { PASSWORD_MESSAGES, PREVIOUS_PASSWORD } from '../../challenges/support/password';
import { characterCount } from '../../challenges/support/text';
import type { Localized } from '../../i18n/localized';
import { faultVariant, formBuild, formClasses, type TestDesign } from '../test-design';

export type RestorePasswordOutcome =
  'changed' | 'empty' | 'length' | 'smallLetter' | 'capitalLetter' | 'number' | 'symbol' | 'previous';

/** The lengths the description states. */
const MIN = 4;
const MAX = 12;

/** The faults a restore-password build may have; each variant switches one on, the reference none. */
interface Faults {
  min?: number;
  max?: number;
  /** A rule the build never checks. */
  unchecked?: 'smallLetter' | 'capitalLetter' | 'number' | 'symbol' | 'previous';
  /** Any small or capital letter counts, Cyrillic ones included. */
  anyAlphabet?: boolean;
  /** The previous password is compared as typed, spaces around it included. */
  previousUntrimmed?: boolean;
  /** A field of only spaces is not seen as empty and goes on to the length rule. */
  blankNotEmpty?: boolean;
}

/** A special character is anything but a letter, a digit or a space (as the form reads it). */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

/** In the order the form checks them: the first that fails is the answer. */
const checks = (faults: Faults): [RestorePasswordOutcome, (password: string) => boolean][] => [
  [
    'length',
    (password) => {
      const count = characterCount(password);
      return count >= (faults.min ?? MIN) && count <= (faults.max ?? MAX);
    },
  ],
  ['smallLetter', (password) => (faults.anyAlphabet ? /\p{Ll}/u : /[a-z]/).test(password)],
  ['capitalLetter', (password) => (faults.anyAlphabet ? /\p{Lu}/u : /[A-Z]/).test(password)],
  ['number', (password) => /[0-9]/.test(password)],
  ['symbol', (password) => SYMBOL.test(password)],
  ['previous', (password) => (faults.previousUntrimmed ? password : password.trim()) !== PREVIOUS_PASSWORD],
];

const answer = ({ first }: FieldValues, faults: Faults = {}): RestorePasswordOutcome => {
  if (faults.blankNotEmpty ? first === '' : first.trim() === '') return 'empty';
  const failed = checks(faults).find(([rule, passes]) => rule !== faults.unchecked && !passes(first));
  return failed ? failed[0] : 'changed';
};

const variant = faultVariant<Faults, RestorePasswordOutcome>((faults) =>
  formBuild((values) => answer(values, faults)),
);

const lengthMessage = Object.fromEntries(
  Object.entries(PASSWORD_MESSAGES.length).map(([language, text]) => [
    language,
    text.replace('{{min}}', String(MIN)).replace('{{max}}', String(MAX)),
  ]),
) as Localized;

/** Restore Password: the first rule a new password breaks, as the description lists them, and twelve builds that each get one rule wrong. */
export const restorePasswordDesign: TestDesign<RestorePasswordOutcome> = {
  fields: restorePassword.fields,
  outcomes: {
    changed: PASSWORD_MESSAGES.changed,
    empty: PASSWORD_MESSAGES.empty,
    length: lengthMessage,
    smallLetter: PASSWORD_MESSAGES.smallLetter,
    capitalLetter: PASSWORD_MESSAGES.capitalLetter,
    number: PASSWORD_MESSAGES.number,
    symbol: PASSWORD_MESSAGES.symbol,
    previous: PASSWORD_MESSAGES.previous,
  },
  reference: formBuild((values) => answer(values)),
  variants: [
    variant('boundaryValues', 'first', { min: MIN + 1 }),
    variant('boundaryValues', 'first', { min: MIN - 1 }),
    variant('boundaryValues', 'first', { max: MAX - 1 }),
    variant('boundaryValues', 'first', { max: MAX + 1 }),
    variant('equivalencePartitioning', 'first', { unchecked: 'smallLetter' }),
    variant('equivalencePartitioning', 'first', { unchecked: 'capitalLetter' }),
    variant('equivalencePartitioning', 'first', { unchecked: 'number' }),
    variant('equivalencePartitioning', 'first', { unchecked: 'symbol' }),
    variant('errorGuessing', 'first', { anyAlphabet: true }),
    variant('errorGuessing', 'first', { previousUntrimmed: true }),
    variant('equivalencePartitioning', 'first', { unchecked: 'previous' }),
    variant('errorGuessing', 'first', { blankNotEmpty: true }),
  ],
  ...formClasses(restorePassword),
};
