import type { LearnDefinition } from '../../engine/definition';
import {
  breaksOnly,
  isValidPassword,
  passwordForm,
  passwordLength,
  PASSWORD_FINDINGS,
} from '../../support/password';

/** A password of exactly `length` characters (spaces around it are not part of it) that passes `test`. */
const ofLength =
  (length: number, test: (password: string) => boolean) =>
  (password: string): boolean =>
    passwordLength(password) === length && test(password);

const onlyTooShortOrLong = breaksOnly('length');

/** A small letter of another alphabet (Cyrillic а looks like Latin a) and no Latin one. */
const nonLatinSmallLetter = (password: string): boolean =>
  breaksOnly('smallLetter')(password) && /\p{Ll}/u.test(password);

/**
 * Password Restore, the learn version of Password Validation: twelve steps through the valid partition, both
 * length boundaries from each side, one invalid partition per character rule, and error guessing (the previous
 * password Qwerty1!, Cyrillic letters that look Latin, the empty field). The empty field came last so that
 * stored progress keeps its step numbers.
 */
export const rules: LearnDefinition = {
  evaluator: 'learn',
  fields: ['first'],
  result: passwordForm('changed'),
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a valid password',
        ua: 'коректний пароль',
        ru: 'корректный пароль',
        pl: 'poprawne hasło',
      },
      instruction: {
        en: 'Enter a valid new password: 5 to 15 characters with a small Latin letter, a capital Latin letter, a number and a special character, different from your previous password Qwerty1!. For example Tester#2024.',
        ua: 'Введіть коректний новий пароль: від 5 до 15 символів, з малою латинською літерою, великою латинською літерою, цифрою та спецсимволом, відмінний від попереднього пароля Qwerty1!. Наприклад, Tester#2024.',
        ru: 'Введите корректный новый пароль: от 5 до 15 символов, со строчной латинской буквой, заглавной латинской буквой, цифрой и спецсимволом, отличный от предыдущего пароля Qwerty1!. Например, Tester#2024.',
        pl: 'Wpisz poprawne nowe hasło: od 5 do 15 znaków, z małą literą łacińską, wielką literą łacińską, cyfrą i znakiem specjalnym, inne niż poprzednie hasło Qwerty1!. Na przykład Tester#2024.',
      },
      accepts: { first: isValidPassword },
      examples: [{ first: 'Tester#2024' }, { first: 'Summer#26' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the shortest valid password (5 characters)',
        ua: 'найкоротший коректний пароль (5 символів)',
        ru: 'самый короткий корректный пароль (5 символов)',
        pl: 'najkrótsze poprawne hasło (5 znaków)',
      },
      instruction: {
        en: 'Enter a valid password of exactly 5 characters, for example Ab1#c.',
        ua: 'Введіть коректний пароль рівно з 5 символів, наприклад Ab1#c.',
        ru: 'Введите корректный пароль ровно из 5 символов, например Ab1#c.',
        pl: 'Wpisz poprawne hasło z dokładnie 5 znaków, na przykład Ab1#c.',
      },
      accepts: { first: ofLength(5, isValidPassword) },
      examples: [{ first: 'Ab1#c' }, { first: 'Zz9!x' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the longest valid password (15 characters)',
        ua: 'найдовший коректний пароль (15 символів)',
        ru: 'самый длинный корректный пароль (15 символов)',
        pl: 'najdłuższe poprawne hasło (15 znaków)',
      },
      instruction: {
        en: 'Enter a valid password of exactly 15 characters, for example Abcdefgh1234#$x.',
        ua: 'Введіть коректний пароль рівно з 15 символів, наприклад Abcdefgh1234#$x.',
        ru: 'Введите корректный пароль ровно из 15 символов, например Abcdefgh1234#$x.',
        pl: 'Wpisz poprawne hasło z dokładnie 15 znaków, na przykład Abcdefgh1234#$x.',
      },
      accepts: { first: ofLength(15, isValidPassword) },
      examples: [{ first: 'Abcdefgh1234#$x' }, { first: 'Summer2026!Qa_x' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a password one character under the minimum (4 characters)',
        ua: 'пароль, на один символ коротший за мінімум (4 символи)',
        ru: 'пароль на один символ короче минимума (4 символа)',
        pl: 'hasło o jeden znak krótsze niż minimum (4 znaki)',
      },
      instruction: {
        en: 'Enter a password of 4 characters that meets every other rule, for example Ab1#.',
        ua: 'Введіть пароль із 4 символів, який відповідає всім іншим правилам, наприклад Ab1#.',
        ru: 'Введите пароль из 4 символов, который соответствует всем остальным правилам, например Ab1#.',
        pl: 'Wpisz hasło z 4 znaków, które spełnia wszystkie pozostałe zasady, na przykład Ab1#.',
      },
      accepts: { first: ofLength(4, onlyTooShortOrLong) },
      examples: [{ first: 'Ab1#' }, { first: 'Zz9!' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a password one character over the maximum (16 characters)',
        ua: 'пароль, на один символ довший за максимум (16 символів)',
        ru: 'пароль на один символ длиннее максимума (16 символов)',
        pl: 'hasło o jeden znak dłuższe niż maksimum (16 znaków)',
      },
      instruction: {
        en: 'Enter a password of 16 characters that meets every other rule, for example Abcdefgh1234#$xy.',
        ua: 'Введіть пароль із 16 символів, який відповідає всім іншим правилам, наприклад Abcdefgh1234#$xy.',
        ru: 'Введите пароль из 16 символов, который соответствует всем остальным правилам, например Abcdefgh1234#$xy.',
        pl: 'Wpisz hasło z 16 znaków, które spełnia wszystkie pozostałe zasady, na przykład Abcdefgh1234#$xy.',
      },
      accepts: { first: ofLength(16, onlyTooShortOrLong) },
      examples: [{ first: 'Abcdefgh1234#$xy' }, { first: 'Summer2026!Qa_xy' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.smallLetter,
      instruction: {
        en: 'Enter a password without a small Latin letter that meets every other rule, for example ABCD1#.',
        ua: 'Введіть пароль без малої латинської літери, який відповідає всім іншим правилам, наприклад ABCD1#.',
        ru: 'Введите пароль без строчной латинской буквы, который соответствует всем остальным правилам, например ABCD1#.',
        pl: 'Wpisz hasło bez małej litery łacińskiej, które spełnia wszystkie pozostałe zasady, na przykład ABCD1#.',
      },
      accepts: { first: breaksOnly('smallLetter') },
      examples: [{ first: 'ABCD1#' }, { first: 'PASSWORD1!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.capitalLetter,
      instruction: {
        en: 'Enter a password without a capital Latin letter that meets every other rule, for example abcd1#.',
        ua: 'Введіть пароль без великої латинської літери, який відповідає всім іншим правилам, наприклад abcd1#.',
        ru: 'Введите пароль без заглавной латинской буквы, который соответствует всем остальным правилам, например abcd1#.',
        pl: 'Wpisz hasło bez wielkiej litery łacińskiej, które spełnia wszystkie pozostałe zasady, na przykład abcd1#.',
      },
      accepts: { first: breaksOnly('capitalLetter') },
      examples: [{ first: 'abcd1#' }, { first: 'password1!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.number,
      instruction: {
        en: 'Enter a password without a number that meets every other rule, for example Abcd#e.',
        ua: 'Введіть пароль без цифри, який відповідає всім іншим правилам, наприклад Abcd#e.',
        ru: 'Введите пароль без цифры, который соответствует всем остальным правилам, например Abcd#e.',
        pl: 'Wpisz hasło bez cyfry, które spełnia wszystkie pozostałe zasady, na przykład Abcd#e.',
      },
      accepts: { first: breaksOnly('number') },
      examples: [{ first: 'Abcd#e' }, { first: 'Password!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.symbol,
      instruction: {
        en: 'Enter a password without a special character that meets every other rule, for example Abcd1e.',
        ua: 'Введіть пароль без спецсимволу, який відповідає всім іншим правилам, наприклад Abcd1e.',
        ru: 'Введите пароль без спецсимвола, который соответствует всем остальным правилам, например Abcd1e.',
        pl: 'Wpisz hasło bez znaku specjalnego, które spełnia wszystkie pozostałe zasady, na przykład Abcd1e.',
      },
      accepts: { first: breaksOnly('symbol') },
      examples: [{ first: 'Abcd1e' }, { first: 'Password1' }],
    },
    {
      technique: 'errorGuessing',
      text: PASSWORD_FINDINGS.previous,
      instruction: {
        en: 'Enter your previous password, Qwerty1!.',
        ua: 'Введіть свій попередній пароль, Qwerty1!.',
        ru: 'Введите свой предыдущий пароль, Qwerty1!.',
        pl: 'Wpisz swoje poprzednie hasło, Qwerty1!.',
      },
      accepts: { first: breaksOnly('previous') },
      examples: [{ first: 'Qwerty1!' }, { first: 'Qwerty1! ' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'Cyrillic small letters instead of Latin ones',
        ua: 'малі кириличні літери замість латинських',
        ru: 'строчные кириллические буквы вместо латинских',
        pl: 'małe litery cyrylicy zamiast łacińskich',
      },
      instruction: {
        en: 'Enter a password whose small letters are Cyrillic and that meets every other rule, for example ABCабв1#.',
        ua: 'Введіть пароль, у якому малі літери кириличні, а всі інші правила виконано, наприклад ABCабв1#.',
        ru: 'Введите пароль, в котором строчные буквы кириллические, а все остальные правила соблюдены, например ABCабв1#.',
        pl: 'Wpisz hasło, w którym małe litery są z cyrylicy, a wszystkie pozostałe zasady są spełnione, na przykład ABCабв1#.',
      },
      accepts: { first: nonLatinSmallLetter },
      examples: [{ first: 'ABCабв1#' }, { first: 'QWERTYйцук1!' }],
    },
    {
      technique: 'errorGuessing',
      text: PASSWORD_FINDINGS.empty,
      instruction: {
        en: 'Leave the New Password field empty and press Submit.',
        ua: 'Залиште поле «Новий пароль» порожнім і натисніть «Надіслати».',
        ru: 'Оставьте поле «Новый пароль» пустым и нажмите «Отправить».',
        pl: 'Zostaw pole „Nowe hasło” puste i kliknij „Wyślij”.',
      },
      accepts: { first: (password) => password.trim() === '' },
      examples: [{ first: '' }, { first: '   ' }],
    },
  ],
};
