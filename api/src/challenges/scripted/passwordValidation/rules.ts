import type { FieldValues, ScriptedDefinition } from '../../engine/definition';
import {
  breaksOnly,
  hasNonLatinLetter,
  isValidPassword,
  nonLatinInsteadOfLatin,
  PASSWORD_FINDINGS,
  passwordForm,
  PASSWORD_LENGTH,
  passwordLength,
} from '../../support/password';

/** A case on the one field, Password. */
const password =
  (test: (value: string) => boolean) =>
  ({ first }: FieldValues): boolean =>
    test(first);

const lengthIs = (length: number, test: (value: string) => boolean) =>
  password((value) => passwordLength(value) === length && test(value));

/** Not blank: the engine reads a field of only spaces as empty, and so does the empty-password case. */
const filled = (value: string): boolean => value.trim() !== '';

/** A letter rule broken by a missing letter, not by letters of another alphabet (their own case, 14). */
const breaksOnlyLatin = (rule: 'smallLetter' | 'capitalLetter') =>
  password((value) => breaksOnly(rule)(value) && !hasNonLatinLetter(value));

/**
 * Password Validation: fourteen cases (SPEC §5). Each invalid case breaks one rule and keeps the others, so the
 * app's message names what was tested; valid passwords split into the two boundaries and the lengths between.
 * Length has both sides of both boundaries (4 / 5 and 15 / 16) and, as classes of their own, the passwords far
 * shorter (1 to 3 characters, too short to hold the four kinds of character) or far longer (17 or more) than
 * allowed; the app checks length first, so those two count whatever else the password breaks. Cases 12 to 14 were
 * added after the first eleven, so stored progress keeps its numbers. The public list states Qwerty1!.
 */
export const rules: ScriptedDefinition = {
  evaluator: 'scripted',
  fields: ['first'],
  result: passwordForm('valid'),
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a valid password of 6 to 14 characters',
        ua: 'коректний пароль від 6 до 14 символів',
        ru: 'корректный пароль от 6 до 14 символов',
        pl: 'poprawne hasło od 6 do 14 znaków',
      },
      matches: password(
        (value) =>
          isValidPassword(value) &&
          passwordLength(value) > PASSWORD_LENGTH.min &&
          passwordLength(value) < PASSWORD_LENGTH.max,
      ),
      examples: [{ first: 'Tester#2024' }, { first: 'Ab1#cd' }, { first: 'Abcdefgh123#$x' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the shortest valid password (5 characters)',
        ua: 'найкоротший коректний пароль (5 символів)',
        ru: 'самый короткий корректный пароль (5 символов)',
        pl: 'najkrótsze poprawne hasło (5 znaków)',
      },
      matches: lengthIs(PASSWORD_LENGTH.min, isValidPassword),
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
      matches: lengthIs(PASSWORD_LENGTH.max, isValidPassword),
      examples: [{ first: 'Abcdefgh1234#$x' }, { first: 'Summer2026!Qa_x' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: '4 characters, one under the minimum, every other rule met',
        ua: '4 символи, на один менше за мінімум, усі інші правила виконано',
        ru: '4 символа, на один меньше минимума, все остальные правила соблюдены',
        pl: '4 znaki, o jeden mniej niż minimum, wszystkie pozostałe zasady spełnione',
      },
      matches: lengthIs(PASSWORD_LENGTH.min - 1, breaksOnly('length')),
      examples: [{ first: 'Ab1#' }, { first: 'Zz9!' }, { first: '  Ab1#  ' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: '16 characters, one over the maximum, every other rule met',
        ua: '16 символів, на один більше за максимум, усі інші правила виконано',
        ru: '16 символов, на один больше максимума, все остальные правила соблюдены',
        pl: '16 znaków, o jeden więcej niż maksimum, wszystkie pozostałe zasady spełnione',
      },
      matches: lengthIs(PASSWORD_LENGTH.max + 1, breaksOnly('length')),
      examples: [{ first: 'Abcdefgh1234#$xy' }, { first: 'Summer2026!Qa_xy' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no small Latin letter, every other rule met',
        ua: 'немає малої латинської літери, усі інші правила виконано',
        ru: 'нет строчной латинской буквы, все остальные правила соблюдены',
        pl: 'brak małej litery łacińskiej, wszystkie pozostałe zasady spełnione',
      },
      matches: breaksOnlyLatin('smallLetter'),
      examples: [{ first: 'ABCD1#' }, { first: 'PASSWORD1!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no capital Latin letter, every other rule met',
        ua: 'немає великої латинської літери, усі інші правила виконано',
        ru: 'нет заглавной латинской буквы, все остальные правила соблюдены',
        pl: 'brak wielkiej litery łacińskiej, wszystkie pozostałe zasady spełnione',
      },
      matches: breaksOnlyLatin('capitalLetter'),
      examples: [{ first: 'abcd1#' }, { first: 'password1!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no number, every other rule met',
        ua: 'немає цифри, усі інші правила виконано',
        ru: 'нет цифры, все остальные правила соблюдены',
        pl: 'brak cyfry, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('number')),
      examples: [{ first: 'Abcd#e' }, { first: 'Password!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no special character, every other rule met',
        ua: 'немає спецсимволу, усі інші правила виконано',
        ru: 'нет спецсимвола, все остальные правила соблюдены',
        pl: 'brak znaku specjalnego, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('symbol')),
      examples: [{ first: 'Abcd1e' }, { first: 'Password1' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'the previous password, Qwerty1!',
        ua: 'попередній пароль, Qwerty1!',
        ru: 'предыдущий пароль, Qwerty1!',
        pl: 'poprzednie hasło, Qwerty1!',
      },
      matches: password(breaksOnly('previous')),
      examples: [{ first: 'Qwerty1!' }, { first: ' Qwerty1!' }, { first: 'Qwerty1!  ' }],
    },
    {
      technique: 'errorGuessing',
      text: PASSWORD_FINDINGS.empty,
      matches: password((value) => !filled(value)),
      examples: [{ first: '' }, { first: '   ' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a password far shorter than the minimum (1 to 3 characters)',
        ua: 'пароль, набагато коротший за мінімум (від 1 до 3 символів)',
        ru: 'пароль намного короче минимума (от 1 до 3 символов)',
        pl: 'hasło znacznie krótsze niż minimum (od 1 do 3 znaków)',
      },
      matches: password((value) => filled(value) && passwordLength(value) < PASSWORD_LENGTH.min - 1),
      examples: [{ first: 'Ab1' }, { first: 'a' }, { first: 'x!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a password far longer than the maximum (17 characters or more)',
        ua: 'пароль, набагато довший за максимум (17 символів і більше)',
        ru: 'пароль намного длиннее максимума (17 символов и больше)',
        pl: 'hasło znacznie dłuższe niż maksimum (17 znaków lub więcej)',
      },
      matches: password((value) => filled(value) && passwordLength(value) > PASSWORD_LENGTH.max + 1),
      examples: [{ first: 'Abcdefgh1234#$xyz' }, { first: 'a'.repeat(40) }, { first: 'Qa1!'.repeat(64) }],
    },
    {
      technique: 'errorGuessing',
      text: PASSWORD_FINDINGS.nonLatinLetters,
      matches: password(nonLatinInsteadOfLatin),
      examples: [{ first: 'ABCабв1#' }, { first: 'Пароль1!' }, { first: 'abcДЕФ1#' }],
    },
  ],
};
