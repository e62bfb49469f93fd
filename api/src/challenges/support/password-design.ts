import type { FieldValues } from '../engine/definition';
import { PASSWORD_MESSAGES, passwordLength, PREVIOUS_PASSWORD, type PasswordLength } from './password';
import { characterCount } from './text';
import type { Localized } from '../../i18n/localized';
import { faultList, interviewOnly, limitsOffByOne, switchOn, type Fault } from '../../test-design/faults';
import { formBuild, type NextBuild, type TestDesign } from '../../test-design/test-design';

/** The rules a new password meets, in the order the forms check them: the first one broken is the answer. */
export type PasswordRule = 'length' | 'smallLetter' | 'capitalLetter' | 'number' | 'symbol' | 'previous';

/**
 * The faults a password form's build may have; each variant switches one on, the reference none. Build 2 takes
 * one as its changed requirement and ships another as its regression.
 */
export interface PasswordFaults {
  /** The length limits the build checks, where one is off by one. */
  min?: number;
  max?: number;
  /** A rule the build never checks (in build 2, a rule its release note drops). */
  unchecked?: Exclude<PasswordRule, 'length'>;
  /** Any small or capital letter counts, Cyrillic ones included. */
  anyAlphabet?: boolean;
  /** The previous password is compared as typed, so spaces around it make a "new" one. */
  previousUntrimmed?: boolean;
  /** The length counts the spaces before and after the password, which the requirements say are not part of it. */
  lengthUntrimmed?: boolean;
  /** A field of only spaces is not seen as empty and goes on to the length rule. */
  blankNotEmpty?: boolean;
  /** Interview only: the length is checked after the character rules, so a short password gets one of theirs. */
  lengthLast?: boolean;
  /** Interview only: the capital-letter check, copied from the small-letter one, kept its message. */
  capitalAsSmall?: boolean;
  /** Interview only: the password is cut to the maximum length before any rule reads it (a column that width). */
  truncatedToMax?: boolean;
}

/** A special character is anything but a letter, a digit or a space, as the descriptions' ! and # suggest. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

const holds = (
  rule: PasswordRule,
  password: string,
  { min, max }: PasswordLength,
  faults: PasswordFaults,
): boolean => {
  switch (rule) {
    case 'length': {
      const count = faults.lengthUntrimmed ? characterCount(password) : passwordLength(password);
      return count >= (faults.min ?? min) && count <= (faults.max ?? max);
    }
    case 'smallLetter':
      return (faults.anyAlphabet ? /\p{Ll}/u : /[a-z]/).test(password);
    case 'capitalLetter':
      return (faults.anyAlphabet ? /\p{Lu}/u : /[A-Z]/).test(password);
    case 'number':
      return /[0-9]/.test(password);
    case 'symbol':
      return SYMBOL.test(password);
    case 'previous':
      return (faults.previousUntrimmed ? password : password.trim()) !== PREVIOUS_PASSWORD;
  }
};

const RULES: readonly PasswordRule[] = [
  'length',
  'smallLetter',
  'capitalLetter',
  'number',
  'symbol',
  'previous',
];
const LENGTH_LAST: readonly PasswordRule[] = [...RULES.slice(1), 'length'];

/** The character rules: a password shorter than this many characters breaks one of them whatever it holds. */
const CHARACTER_RULES = 4;

export type PasswordOutcome<Accepted extends 'valid' | 'changed'> = Accepted | 'empty' | PasswordRule;

/**
 * A password form's build 2 as switches on the same code path: the requirement its note names, and the fault it
 * ships besides. Neither may touch the length limits: the length message states them and is the same in both
 * builds.
 */
export interface PasswordBuild2 {
  releaseNote: Localized;
  change: Omit<PasswordFaults, 'min' | 'max'>;
  regression: Omit<PasswordFaults, 'min' | 'max'>;
}

/**
 * A password form's test design: the first rule a password breaks, or `accepted`, with the length limits its
 * description states, and a build per fault (each limit off by one either way, each character rule unchecked,
 * letters of any alphabet, the previous password compared with its spaces, the length counted with them, a blank
 * field not seen as empty;
 * the previous-password rule unchecked where the form's expert design tries it), and its build 2. An interview also
 * draws faults no practice variant shows: the length checked last, the capital-letter check answering with the
 * small-letter message, the password cut to the maximum length, and where the practice has no such variant, the
 * previous password unchecked.
 */
export const passwordDesign = <Accepted extends 'valid' | 'changed'>(
  accepted: Accepted,
  length: PasswordLength,
  { previousRuleVariant, build2 }: { previousRuleVariant: boolean; build2: PasswordBuild2 },
): Pick<TestDesign<PasswordOutcome<Accepted>>, 'outcomes' | 'reference' | 'faults'> & {
  build2: NextBuild<PasswordOutcome<Accepted>>;
} => {
  const outcomeOf = ({ first }: FieldValues, faults: PasswordFaults = {}): PasswordOutcome<Accepted> => {
    if (faults.blankNotEmpty ? first === '' : first.trim() === '') return 'empty';
    const password = faults.truncatedToMax ? [...first].slice(0, length.max).join('') : first;
    const broken = (faults.lengthLast ? LENGTH_LAST : RULES).find(
      (rule) => rule !== faults.unchecked && !holds(rule, password, length, faults),
    );
    return broken === 'capitalLetter' && faults.capitalAsSmall ? 'smallLetter' : (broken ?? accepted);
  };
  const lengthMessage = Object.fromEntries(
    Object.entries(PASSWORD_MESSAGES.length).map(([language, text]) => [
      language,
      text.replace('{{min}}', String(length.min)).replace('{{max}}', String(length.max)),
    ]),
  ) as Localized;
  const unchecked = (rule: NonNullable<PasswordFaults['unchecked']>): Fault<PasswordFaults> => ({
    id: `${rule}Unchecked`,
    technique: 'equivalencePartitioning',
    field: 'first',
    switches: { unchecked: rule },
  });
  const faults = faultList<PasswordFaults, PasswordOutcome<Accepted>>(
    (switches) => formBuild((values) => outcomeOf(values, switches)),
    [
      ...limitsOffByOne<PasswordFaults>('length', 'first', length, { min: 'min', max: 'max' }),
      unchecked('smallLetter'),
      unchecked('capitalLetter'),
      unchecked('number'),
      unchecked('symbol'),
      switchOn('anyAlphabet', 'errorGuessing', 'first'),
      switchOn('previousUntrimmed', 'errorGuessing', 'first'),
      switchOn('lengthUntrimmed', 'boundaryValues', 'first'),
      // Where the practice's expert design does not try it, only an interview has the previous password unchecked.
      previousRuleVariant ? unchecked('previous') : interviewOnly(unchecked('previous')),
      switchOn('blankNotEmpty', 'errorGuessing', 'first'),
      interviewOnly(switchOn('lengthLast', 'decisionTable', 'first')),
      interviewOnly(switchOn('capitalAsSmall', 'equivalencePartitioning', 'first')),
      interviewOnly(switchOn('truncatedToMax', 'equivalencePartitioning', 'first')),
    ],
    // Pairs that answer one model step alike, so a drawn build could not tell which of the two a report shows.
    [
      // Cyrillic small letters where Latin ones should be: with the small-letter rule off, that is accepted too.
      ['smallLetterUnchecked', 'anyAlphabet'],
      ['capitalLetterUnchecked', 'capitalAsSmall'],
      // Cut to the maximum, a password is never too long: a maximum moved by one hides the cut or is hidden by it,
      // and so are spaces counted in a password of the maximum length.
      ['lengthMaxLowered', 'lengthMaxRaised', 'truncatedToMax'],
      ['lengthUntrimmed', 'truncatedToMax'],
      ['previousUntrimmed', 'previousUnchecked'],
      // Under a minimum of four or less, a password one too short lacks a kind of character: both faults answer
      // it with that rule's message.
      ...(length.min - 1 < CHARACTER_RULES ? [['lengthMinLowered', 'lengthLast']] : []),
    ],
  );
  return {
    outcomes: {
      [accepted]: PASSWORD_MESSAGES[accepted],
      empty: PASSWORD_MESSAGES.empty,
      length: lengthMessage,
      smallLetter: PASSWORD_MESSAGES.smallLetter,
      capitalLetter: PASSWORD_MESSAGES.capitalLetter,
      number: PASSWORD_MESSAGES.number,
      symbol: PASSWORD_MESSAGES.symbol,
      previous: PASSWORD_MESSAGES.previous,
    } as Record<PasswordOutcome<Accepted>, Localized>,
    reference: formBuild((values) => outcomeOf(values)),
    faults,
    build2: {
      releaseNote: build2.releaseNote,
      reference: formBuild((values) => outcomeOf(values, build2.change)),
      shipped: formBuild((values) => outcomeOf(values, { ...build2.change, ...build2.regression })),
    },
  };
};
