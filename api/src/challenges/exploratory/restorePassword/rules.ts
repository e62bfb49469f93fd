import type { FieldValues, HiddenDefinition, Predicate } from '../../engine/definition';
import {
  hasNonLatinLetter,
  passwordLength,
  passwordPolicy,
  PREVIOUS_PASSWORD,
  type PasswordRule,
  PASSWORD_FINDINGS,
} from '../../support/password';

/** SPEC §5 "Restore Password (exploratory)": 4 to 12 characters, the same classes, not the previous password. */
const policy = passwordPolicy({ min: 4, max: 12 });

const password =
  (test: (value: string) => boolean): Predicate =>
  ({ first }: FieldValues) =>
    test(first);

const validOfLength = (test: (length: number) => boolean) =>
  password((value) => policy.isValidPassword(value) && test(passwordLength(value)));

const breaks = (rule: PasswordRule) => password(policy.breaksOnly(rule));

/** A letter rule broken by a missing letter, not by letters of another alphabet (their own case, 14). */
const breaksLatin = (rule: 'smallLetter' | 'capitalLetter') =>
  password((value) => policy.breaksOnly(rule)(value) && !hasNonLatinLetter(value));

/** Not blank: the engine reads a field of only spaces as empty, and so does the empty-password case. */
const filled = (value: string): boolean => value.trim() !== '';
const lengthOf = (test: (length: number) => boolean) =>
  password((value) => filled(value) && test(passwordLength(value)));

/**
 * Restore Password, to discover (SPEC §5: fourteen hidden cases): valid passwords at both length boundaries and
 * between them, each rule broken on its own (each missing class, the previous password), the empty field and
 * letters of another alphabet. Length has the value just beyond each limit (3 characters; 13 with every other
 * rule met) and, as classes of their own, the passwords far beyond (1 or 2 characters; 14 or more): the app
 * checks length first, and 3 characters cannot hold the four kinds anyway, so those count whatever else they
 * break. A password that breaks two other rules tests nothing in particular and finds no case. Cases 12 to 14
 * came after the first eleven, so stored progress keeps its numbers.
 */
export const rules: HiddenDefinition = {
  evaluator: 'exploratory',
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
      examples: [{ first: 'Tester#24' }, { first: 'Qa1!x' }, { first: 'Summer#2026' }],
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
      examples: [{ first: 'Ab1#' }, { first: 'Aa1!' }],
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
      examples: [{ first: 'Abcdefgh12#$' }, { first: 'Zz9@Zz9@Zz9@' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a password of 3 characters, one under the minimum',
        ua: 'пароль із 3 символів, на один менше за мінімум',
        ru: 'пароль из 3 символов, на один меньше минимума',
        pl: 'hasło z 3 znaków, o jeden mniej niż minimum',
      },
      // Three characters cannot hold the four kinds, so the length is the rule this case tests whatever else.
      matches: lengthOf((length) => length === policy.length.min - 1),
      examples: [{ first: 'Ab1' }, { first: 'aB3' }, { first: 'x#Y' }, { first: '  A1#  ' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a password of 13 characters, one over the maximum, every other rule met',
        ua: 'пароль із 13 символів, на один більше за максимум, усі інші правила виконано',
        ru: 'пароль из 13 символов, на один больше максимума, все остальные правила соблюдены',
        pl: 'hasło z 13 znaków, o jeden więcej niż maksimum, wszystkie pozostałe zasady spełnione',
      },
      matches: password(
        (value) => policy.breaksOnly('length')(value) && passwordLength(value) === policy.length.max + 1,
      ),
      examples: [{ first: 'Abcdefgh123#$' }, { first: 'Zz9@Zz9@Zz9@Z' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.smallLetter,
      matches: breaksLatin('smallLetter'),
      examples: [{ first: 'ABC123#' }, { first: 'PASSWORD1!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.capitalLetter,
      matches: breaksLatin('capitalLetter'),
      examples: [{ first: 'abc123#' }, { first: 'password1!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.number,
      matches: breaks('number'),
      examples: [{ first: 'Abcdef#' }, { first: 'Password!' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: PASSWORD_FINDINGS.symbol,
      matches: breaks('symbol'),
      examples: [{ first: 'Abcdef12' }, { first: 'Password1' }],
    },
    {
      technique: 'errorGuessing',
      text: PASSWORD_FINDINGS.previous,
      matches: breaks('previous'),
      examples: [{ first: PREVIOUS_PASSWORD }, { first: ` ${PREVIOUS_PASSWORD} ` }],
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
        en: 'a password far shorter than the minimum (1 or 2 characters)',
        ua: 'пароль, набагато коротший за мінімум (1 або 2 символи)',
        ru: 'пароль намного короче минимума (1 или 2 символа)',
        pl: 'hasło znacznie krótsze niż minimum (1 lub 2 znaki)',
      },
      matches: lengthOf((length) => length < policy.length.min - 1),
      examples: [{ first: 'a' }, { first: 'A1' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a password far longer than the maximum (14 characters or more)',
        ua: 'пароль, набагато довший за максимум (14 символів і більше)',
        ru: 'пароль намного длиннее максимума (14 символов и больше)',
        pl: 'hasło znacznie dłuższe niż maksimum (14 znaków lub więcej)',
      },
      matches: lengthOf((length) => length > policy.length.max + 1),
      examples: [{ first: 'VeryLongPass#2026' }, { first: 'a'.repeat(40) }, { first: 'Qa1!'.repeat(64) }],
    },
    {
      technique: 'errorGuessing',
      text: PASSWORD_FINDINGS.nonLatinLetters,
      matches: password(policy.nonLatinInsteadOfLatin),
      examples: [{ first: 'ABCабв1#' }, { first: 'Пароль1!' }],
    },
  ],
};
