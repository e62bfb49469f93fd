import type { FieldValues, ScriptedDefinition } from '../../engine/definition';
import { breaksOnly, isValidPassword, passwordForm, PASSWORD_LENGTH } from '../../support/password';
import { characterCount } from '../../support/text';

/** A case on the one field, Password. */
const password =
  (test: (value: string) => boolean) =>
  ({ first }: FieldValues): boolean =>
    test(first);

const lengthIs = (length: number, test: (value: string) => boolean) =>
  password((value) => characterCount(value) === length && test(value));

/**
 * Password Validation: eleven cases (SPEC §5). Each invalid case breaks one rule and keeps the others, so the
 * app's message names what was tested; valid passwords split into the two boundaries and the lengths between.
 * The public list states the previous password, Qwerty1!.
 */
export const passwordValidation: ScriptedDefinition = {
  mode: 'scripted',
  fields: ['first'],
  result: passwordForm('valid'),
  bugs: [],
  cases: [
    {
      text: {
        en: 'Equivalence partitioning: a valid password of 6 to 14 characters',
        ua: 'Розбиття на класи еквівалентності: коректний пароль від 6 до 14 символів',
        ru: 'Разбиение на классы эквивалентности: корректный пароль от 6 до 14 символов',
        pl: 'Podział na klasy równoważności: poprawne hasło od 6 do 14 znaków',
      },
      matches: password(
        (value) =>
          isValidPassword(value) &&
          characterCount(value) > PASSWORD_LENGTH.min &&
          characterCount(value) < PASSWORD_LENGTH.max,
      ),
      example: { first: 'Tester#2024' },
    },
    {
      text: {
        en: 'Boundary value analysis: the shortest valid password (5 characters)',
        ua: 'Аналіз граничних значень: найкоротший коректний пароль (5 символів)',
        ru: 'Анализ граничных значений: самый короткий корректный пароль (5 символов)',
        pl: 'Analiza wartości brzegowych: najkrótsze poprawne hasło (5 znaków)',
      },
      matches: lengthIs(PASSWORD_LENGTH.min, isValidPassword),
      example: { first: 'Ab1#c' },
    },
    {
      text: {
        en: 'Boundary value analysis: the longest valid password (15 characters)',
        ua: 'Аналіз граничних значень: найдовший коректний пароль (15 символів)',
        ru: 'Анализ граничных значений: самый длинный корректный пароль (15 символов)',
        pl: 'Analiza wartości brzegowych: najdłuższe poprawne hasło (15 znaków)',
      },
      matches: lengthIs(PASSWORD_LENGTH.max, isValidPassword),
      example: { first: 'Abcdefgh1234#$x' },
    },
    {
      text: {
        en: 'Boundary value analysis: 4 characters, every other rule met',
        ua: 'Аналіз граничних значень: 4 символи, усі інші правила виконано',
        ru: 'Анализ граничных значений: 4 символа, все остальные правила соблюдены',
        pl: 'Analiza wartości brzegowych: 4 znaki, wszystkie pozostałe zasady spełnione',
      },
      matches: lengthIs(PASSWORD_LENGTH.min - 1, breaksOnly('length')),
      example: { first: 'Ab1#' },
    },
    {
      text: {
        en: 'Boundary value analysis: 16 characters, every other rule met',
        ua: 'Аналіз граничних значень: 16 символів, усі інші правила виконано',
        ru: 'Анализ граничных значений: 16 символов, все остальные правила соблюдены',
        pl: 'Analiza wartości brzegowych: 16 znaków, wszystkie pozostałe zasady spełnione',
      },
      matches: lengthIs(PASSWORD_LENGTH.max + 1, breaksOnly('length')),
      example: { first: 'Abcdefgh1234#$xy' },
    },
    {
      text: {
        en: 'Equivalence partitioning: no small Latin letter, every other rule met',
        ua: 'Розбиття на класи еквівалентності: немає малої латинської літери, усі інші правила виконано',
        ru: 'Разбиение на классы эквивалентности: нет строчной латинской буквы, все остальные правила соблюдены',
        pl: 'Podział na klasy równoważności: brak małej litery łacińskiej, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('smallLetter')),
      example: { first: 'ABCD1#' },
    },
    {
      text: {
        en: 'Equivalence partitioning: no capital letter, every other rule met',
        ua: 'Розбиття на класи еквівалентності: немає великої літери, усі інші правила виконано',
        ru: 'Разбиение на классы эквивалентности: нет заглавной буквы, все остальные правила соблюдены',
        pl: 'Podział na klasy równoważności: brak wielkiej litery, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('capitalLetter')),
      example: { first: 'abcd1#' },
    },
    {
      text: {
        en: 'Equivalence partitioning: no number, every other rule met',
        ua: 'Розбиття на класи еквівалентності: немає цифри, усі інші правила виконано',
        ru: 'Разбиение на классы эквивалентности: нет цифры, все остальные правила соблюдены',
        pl: 'Podział na klasy równoważności: brak cyfry, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('number')),
      example: { first: 'Abcd#e' },
    },
    {
      text: {
        en: 'Equivalence partitioning: no symbol, every other rule met',
        ua: 'Розбиття на класи еквівалентності: немає спецсимволу, усі інші правила виконано',
        ru: 'Разбиение на классы эквивалентности: нет спецсимвола, все остальные правила соблюдены',
        pl: 'Podział na klasy równoważności: brak symbolu, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('symbol')),
      example: { first: 'Abcd1e' },
    },
    {
      text: {
        en: 'Error guessing: the previous password, Qwerty1!',
        ua: 'Вгадування помилок: попередній пароль, Qwerty1!',
        ru: 'Предугадывание ошибок: предыдущий пароль, Qwerty1!',
        pl: 'Zgadywanie błędów: poprzednie hasło, Qwerty1!',
      },
      matches: password(breaksOnly('previous')),
      example: { first: 'Qwerty1!' },
    },
    {
      text: {
        en: 'Error guessing: an empty password',
        ua: 'Вгадування помилок: порожній пароль',
        ru: 'Предугадывание ошибок: пустой пароль',
        pl: 'Zgadywanie błędów: puste hasło',
      },
      matches: password((value) => value === ''),
      example: { first: '' },
    },
  ],
};
