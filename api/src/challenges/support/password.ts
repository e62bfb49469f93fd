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

/** The tester's old password; the instructions and case texts state it so the last rule can be tested. */
export const PREVIOUS_PASSWORD = 'Qwerty1!';

/** Each character class the password needs. A symbol is anything that is not a letter, a digit or a space. */
const CLASSES = {
  smallLetter: /[a-z]/,
  capitalLetter: /[A-Z]/,
  number: /[0-9]/,
  symbol: /[^\p{L}\p{N}\s]/u,
} as const;

export type PasswordRule = 'length' | keyof typeof CLASSES | 'previous';

/** Findings that several password challenges share, worded once. */
export const PASSWORD_FINDINGS = {
  smallLetter: {
    en: 'no small Latin letter',
    ua: 'немає малої латинської літери',
    ru: 'нет строчной латинской буквы',
    pl: 'brak małej litery łacińskiej',
  },
  number: {
    en: 'no number',
    ua: 'немає цифри',
    ru: 'нет цифры',
    pl: 'brak cyfry',
  },
  symbol: {
    en: 'no symbol',
    ua: 'немає спецсимволу',
    ru: 'нет спецсимвола',
    pl: 'brak symbolu',
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
    en: 'Password must contain at least one symbol, such as ! or #.',
    ua: 'Пароль має містити щонайменше один спецсимвол, наприклад ! або #.',
    ru: 'Пароль должен содержать хотя бы один спецсимвол, например ! или #.',
    pl: 'Hasło musi zawierać co najmniej jeden symbol, na przykład ! lub #.',
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
  /** The rules `password` breaks, in the order the app checks them. */
  const brokenRules = (password: string): PasswordRule[] => {
    const count = characterCount(password);
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
    /** A password form (field "New Password" or "Password"): the first broken rule, or its success line. */
    passwordForm:
      (success: 'changed' | 'valid') =>
      ({ first }: FieldValues, language: Language): string => {
        if (first === '') return PASSWORD_MESSAGES.empty[language];
        const [broken] = brokenRules(first);
        return message(broken ?? success, language);
      },
  };
};

/** The 5-to-15 rules of Password Validation and the learn Password Restore. */
export const { brokenRules, isValidPassword, breaksOnly, passwordForm } = passwordPolicy(PASSWORD_LENGTH);
