import type { Language } from '@qa/shared/catalogue';
import type { Localized } from '../../i18n/localized';
import type { FieldValues } from '../engine/definition';
import { characterCount } from './text';

/** How long a password may be: the one rule that differs between the password challenges. */
export interface PasswordLength {
  min: number;
  max: number;
}

/**
 * The password rules of SPEC §5 (Password Validation and the learn Password Restore): 5 to 15 characters,
 * a small Latin letter, a capital Latin letter, a number, a symbol, and not the previous password.
 */
export const PASSWORD_LENGTH: PasswordLength = { min: 5, max: 15 };

/** A password's length as every rule reads it: the spaces before or after it are not part of it. */
export const passwordLength = (password: string): number => characterCount(password.trim());

/** The tester's old password; the instructions and case texts state it so the last rule can be tested. */
export const PREVIOUS_PASSWORD = 'Qwerty1!';

/**
 * Each character class the password needs. A symbol (a special character) is anything that is not a letter, a
 * digit or a space.
 */
const CLASSES = {
  smallLetter: /[a-z]/,
  capitalLetter: /[A-Z]/,
  number: /[0-9]/,
  symbol: /[^\p{L}\p{N}\s]/u,
} as const;

export type PasswordRule = 'length' | keyof typeof CLASSES | 'previous';

/** A letter of another alphabet: Cyrillic а looks like Latin a but does not count as one. */
const NON_LATIN_LETTER = /(?![A-Za-z])\p{L}/u;
export const hasNonLatinLetter = (password: string): boolean => NON_LATIN_LETTER.test(password);

/** Findings that several password challenges share, worded once. */
export const PASSWORD_FINDINGS = {
  smallLetter: {
    en: 'no small Latin letter',
    ua: 'немає малої латинської літери',
    ru: 'нет строчной латинской буквы',
    pl: 'brak małej litery łacińskiej',
  },
  capitalLetter: {
    en: 'no capital Latin letter',
    ua: 'немає великої латинської літери',
    ru: 'нет заглавной латинской буквы',
    pl: 'brak wielkiej litery łacińskiej',
  },
  number: {
    en: 'no number',
    ua: 'немає цифри',
    ru: 'нет цифры',
    pl: 'brak cyfry',
  },
  symbol: {
    en: 'no special character',
    ua: 'немає спецсимволу',
    ru: 'нет спецсимвола',
    pl: 'brak znaku specjalnego',
  },
  nonLatinLetters: {
    en: 'letters of another alphabet instead of Latin ones',
    ua: 'літери іншого алфавіту замість латинських',
    ru: 'буквы другого алфавита вместо латинских',
    pl: 'litery innego alfabetu zamiast łacińskich',
  },
  empty: {
    en: 'an empty password or only spaces',
    ua: 'порожній пароль або лише пробіли',
    ru: 'пустой пароль или только пробелы',
    pl: 'puste hasło lub same spacje',
  },
  previous: {
    en: 'the previous password again',
    ua: 'знову попередній пароль',
    ru: 'снова предыдущий пароль',
    pl: 'ponownie poprzednie hasło',
  },
} as const satisfies Record<string, Localized>;

/** The password forms' messages: one per rule, the empty field, and each form's success line. */
export const PASSWORD_MESSAGES = {
  empty: {
    en: 'Please enter a password.',
    ua: 'Будь ласка, введіть пароль.',
    ru: 'Пожалуйста, введите пароль.',
    pl: 'Wpisz hasło.',
  },
  length: {
    en: 'Password must be {{min}} to {{max}} characters long.',
    ua: 'Пароль має містити від {{min}} до {{max}} символів.',
    ru: 'Пароль должен содержать от {{min}} до {{max}} символов.',
    pl: 'Hasło musi mieć od {{min}} do {{max}} znaków.',
  },
  smallLetter: {
    en: 'Password must contain at least one small Latin letter.',
    ua: 'Пароль має містити щонайменше одну малу латинську літеру.',
    ru: 'Пароль должен содержать хотя бы одну строчную латинскую букву.',
    pl: 'Hasło musi zawierać co najmniej jedną małą literę łacińską.',
  },
  capitalLetter: {
    en: 'Password must contain at least one capital Latin letter.',
    ua: 'Пароль має містити щонайменше одну велику латинську літеру.',
    ru: 'Пароль должен содержать хотя бы одну заглавную латинскую букву.',
    pl: 'Hasło musi zawierać co najmniej jedną wielką literę łacińską.',
  },
  number: {
    en: 'Password must contain at least one number.',
    ua: 'Пароль має містити щонайменше одну цифру.',
    ru: 'Пароль должен содержать хотя бы одну цифру.',
    pl: 'Hasło musi zawierać co najmniej jedną cyfrę.',
  },
  symbol: {
    en: 'Password must contain at least one special character, such as ! or #.',
    ua: 'Пароль має містити щонайменше один спецсимвол, наприклад ! або #.',
    ru: 'Пароль должен содержать хотя бы один спецсимвол, например ! или #.',
    pl: 'Hasło musi zawierać co najmniej jeden znak specjalny, na przykład ! lub #.',
  },
  previous: {
    en: 'New password must be different from the previous one.',
    ua: 'Новий пароль має відрізнятися від попереднього.',
    ru: 'Новый пароль должен отличаться от предыдущего.',
    pl: 'Nowe hasło musi różnić się od poprzedniego.',
  },
  changed: {
    en: 'Password changed.',
    ua: 'Пароль змінено.',
    ru: 'Пароль изменён.',
    pl: 'Hasło zostało zmienione.',
  },
  valid: {
    en: 'Password is valid.',
    ua: 'Пароль коректний.',
    ru: 'Пароль корректный.',
    pl: 'Hasło jest poprawne.',
  },
} as const satisfies Record<PasswordRule | 'empty' | 'changed' | 'valid', Localized>;

/** The rules of one password form, for its length. */
export const passwordPolicy = (length: PasswordLength) => {
  /**
   * The rules `password` breaks, in the order the app checks them. Spaces before or after it are not part of it
   * (the descriptions say they do not make a different password), for every rule alike: the length too.
   */
  const brokenRules = (typed: string): PasswordRule[] => {
    const password = typed.trim();
    const count = passwordLength(password);
    const broken: PasswordRule[] = [];
    if (count < length.min || count > length.max) broken.push('length');
    for (const [rule, pattern] of Object.entries(CLASSES) as Array<[keyof typeof CLASSES, RegExp]>) {
      if (!pattern.test(password)) broken.push(rule);
    }
    if (password === PREVIOUS_PASSWORD) broken.push('previous');
    return broken;
  };

  const message = (rule: PasswordRule | 'changed' | 'valid', language: Language): string =>
    PASSWORD_MESSAGES[rule][language]
      .replace('{{min}}', String(length.min))
      .replace('{{max}}', String(length.max));

  return {
    length,
    brokenRules,
    isValidPassword: (password: string): boolean => brokenRules(password).length === 0,
    /** Breaks `rule` and nothing else: a case that isolates one rule (a too short password with every class, ...). */
    breaksOnly:
      (rule: PasswordRule) =>
      (password: string): boolean => {
        const broken = brokenRules(password);
        return broken.length === 1 && broken[0] === rule;
      },
    /**
     * Letters of another alphabet stand in for the Latin ones (ABCабв1#, Пароль1!): only the letter rules are
     * broken, so the length, the number and the symbol still hold.
     */
    nonLatinInsteadOfLatin: (password: string): boolean => {
      const broken = brokenRules(password);
      return (
        hasNonLatinLetter(password) &&
        broken.length > 0 &&
        broken.every((rule) => rule === 'smallLetter' || rule === 'capitalLetter')
      );
    },
    /** A password form (field "New Password" or "Password"): the first broken rule, or its success line. */
    passwordForm:
      (success: 'changed' | 'valid') =>
      ({ first }: FieldValues, language: Language): string => {
        // The engine reads a blank field as '' already; trimming here keeps the app's answer right on its own.
        if (first.trim() === '') return PASSWORD_MESSAGES.empty[language];
        const [broken] = brokenRules(first);
        return message(broken ?? success, language);
      },
  };
};

/** The 5-to-15 rules of Password Validation and the learn Password Restore. */
export const { brokenRules, isValidPassword, breaksOnly, nonLatinInsteadOfLatin, passwordForm } =
  passwordPolicy(PASSWORD_LENGTH);
