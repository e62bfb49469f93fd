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
          characterCount(value) > PASSWORD_LENGTH.min &&
          characterCount(value) < PASSWORD_LENGTH.max,
      ),
      examples: [{ first: 'Tester#2024' }],
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
      examples: [{ first: 'Ab1#c' }],
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
      examples: [{ first: 'Abcdefgh1234#$x' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: '4 characters, every other rule met',
        ua: '4 символи, усі інші правила виконано',
        ru: '4 символа, все остальные правила соблюдены',
        pl: '4 znaki, wszystkie pozostałe zasady spełnione',
      },
      matches: lengthIs(PASSWORD_LENGTH.min - 1, breaksOnly('length')),
      examples: [{ first: 'Ab1#' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: '16 characters, every other rule met',
        ua: '16 символів, усі інші правила виконано',
        ru: '16 символов, все остальные правила соблюдены',
        pl: '16 znaków, wszystkie pozostałe zasady spełnione',
      },
      matches: lengthIs(PASSWORD_LENGTH.max + 1, breaksOnly('length')),
      examples: [{ first: 'Abcdefgh1234#$xy' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no small Latin letter, every other rule met',
        ua: 'немає малої латинської літери, усі інші правила виконано',
        ru: 'нет строчной латинской буквы, все остальные правила соблюдены',
        pl: 'brak małej litery łacińskiej, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('smallLetter')),
      examples: [{ first: 'ABCD1#' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no capital letter, every other rule met',
        ua: 'немає великої літери, усі інші правила виконано',
        ru: 'нет заглавной буквы, все остальные правила соблюдены',
        pl: 'brak wielkiej litery, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('capitalLetter')),
      examples: [{ first: 'abcd1#' }],
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
      examples: [{ first: 'Abcd#e' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no symbol, every other rule met',
        ua: 'немає спецсимволу, усі інші правила виконано',
        ru: 'нет спецсимвола, все остальные правила соблюдены',
        pl: 'brak symbolu, wszystkie pozostałe zasady spełnione',
      },
      matches: password(breaksOnly('symbol')),
      examples: [{ first: 'Abcd1e' }],
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
      examples: [{ first: 'Qwerty1!' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'an empty password',
        ua: 'порожній пароль',
        ru: 'пустой пароль',
        pl: 'puste hasło',
      },
      matches: password((value) => value === ''),
      examples: [{ first: '' }],
    },
  ],
};
