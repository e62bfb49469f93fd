import type { FieldValues, HiddenDefinition, Predicate } from '../../engine/definition';
import {
  passwordPolicy,
  PREVIOUS_PASSWORD,
  type PasswordRule,
  PASSWORD_FINDINGS,
} from '../../support/password';
import { characterCount } from '../../support/text';

/** SPEC §5 "Restore Password (exploratory)": 4 to 12 characters, the same classes, not the previous password. */
const policy = passwordPolicy({ min: 4, max: 12 });

const password =
  (test: (value: string) => boolean): Predicate =>
  ({ first }: FieldValues) =>
    test(first);

const validOfLength = (test: (length: number) => boolean) =>
  password((value) => policy.isValidPassword(value) && test(characterCount(value)));

const breaks = (rule: PasswordRule) => password(policy.breaksOnly(rule));

/**
 * Restore Password, to discover (SPEC §5: eleven hidden cases): valid passwords at both length boundaries and
 * between them, each rule broken on its own (too short, too long, each missing class, the previous password)
 * and the empty field. A password that breaks two rules tests nothing in particular and finds no case.
 */
export const restorePassword: HiddenDefinition = {
  mode: 'exploratory',
  fields: ['first'],
  result: policy.passwordForm('changed'),
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a valid password of 5 to 11 characters',
        ua: 'коректний пароль від 5 до 11 символів',
        ru: 'корректный пароль от 5 до 11 символов',
        pl: 'poprawne hasło od 5 do 11 znaków',
      },
      matches: validOfLength((length) => length > policy.length.min && length < policy.length.max),
      examples: [{ first: 'Tester#24' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the shortest valid password (4 characters)',
        ua: 'найкоротший коректний пароль (4 символи)',
        ru: 'самый короткий корректный пароль (4 символа)',
        pl: 'najkrótsze poprawne hasło (4 znaki)',
      },
      matches: validOfLength((length) => length === policy.length.min),
      examples: [{ first: 'Ab1#' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the longest valid password (12 characters)',
        ua: 'найдовший коректний пароль (12 символів)',
        ru: 'самый длинный корректный пароль (12 символов)',
        pl: 'najdłuższe poprawne hasło (12 znaków)',
      },
      matches: validOfLength((length) => length === policy.length.max),
      examples: [{ first: 'Abcdefgh12#$' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a password shorter than 4 characters',
        ua: 'пароль, коротший за 4 символи',
        ru: 'пароль короче 4 символов',
        pl: 'hasło krótsze niż 4 znaki',
      },
      // Three characters cannot hold the four classes, so the length is the rule this case tests whatever else.
      matches: password((value) => value !== '' && characterCount(value) < policy.length.min),
      examples: [{ first: 'Ab1' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a password longer than 12 characters',
        ua: 'пароль, довший за 12 символів',
        ru: 'пароль длиннее 12 символов',
        pl: 'hasło dłuższe niż 12 znaków',
      },
      matches: password(
        (value) => policy.breaksOnly('length')(value) && characterCount(value) > policy.length.max,
      ),
      examples: [{ first: 'Abcdefgh123#$' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.smallLetter,
      matches: breaks('smallLetter'),
      examples: [{ first: 'ABC123#' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'no capital Latin letter',
        ua: 'немає великої латинської літери',
        ru: 'нет заглавной латинской буквы',
        pl: 'brak wielkiej litery łacińskiej',
      },
      matches: breaks('capitalLetter'),
      examples: [{ first: 'abc123#' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.number,
      matches: breaks('number'),
      examples: [{ first: 'Abcdef#' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.symbol,
      matches: breaks('symbol'),
      examples: [{ first: 'Abcdef12' }],
    },
    {
      technique: 'errorGuessing',
      text: PASSWORD_FINDINGS.previous,
      matches: password((value) => value === PREVIOUS_PASSWORD),
      examples: [{ first: PREVIOUS_PASSWORD }],
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
