import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, ScriptedDefinition } from '../../engine/definition';
import {
  hasNicknameCharacters,
  isValidName,
  isValidNickname,
  NAME_LENGTH,
  NICKNAME_LENGTH,
  nameLength,
  PROFILE_MESSAGES,
} from '../../support/profile';
import { characterCount } from '../../support/text';

/** Birth Year is a dropdown of 2000 to 2005 (SPEC §5): the schema lets only these through. */
const BIRTH_YEARS = ['2000', '2001', '2002', '2003', '2004', '2005'] as const;
/** The first and the last option: the boundaries a dropdown still has. */
const EDGE_YEARS: readonly string[] = BIRTH_YEARS.filter(
  (_, index) => index === 0 || index === BIRTH_YEARS.length - 1,
);

/** Last Name of Create Profile: 2 to 32 "non-empty symbols" (SPEC §5), read as any characters but spaces. */
const hasInnerSpace = (value: string): boolean => /\s/.test(value.trim());
const isValidLastName = (value: string): boolean => isValidName(value) && !hasInnerSpace(value);

/** The Create Profile app: the first field that breaks its rule is reported, as a form shows one error at a time. */
function createProfileApp({ first, second }: FieldValues, language: Language): string {
  if (!isValidNickname(first)) return PROFILE_MESSAGES.invalidNickname[language];
  if (!isValidLastName(second)) return PROFILE_MESSAGES.invalidLastNameWithoutSpaces[language];
  return PROFILE_MESSAGES.created[language];
}

const nicknameLengthIn = (value: string, min: number, max: number): boolean =>
  characterCount(value) >= min && characterCount(value) <= max;
/** Away from both length boundaries: 6 or 7 characters. */
const middleLengthNickname = (value: string): boolean =>
  nicknameLengthIn(value, NICKNAME_LENGTH.min + 1, NICKNAME_LENGTH.max - 1);

/** Every field valid, with the nickname and the year where `nickname` and `year` say. */
const valid =
  (nickname: (value: string) => boolean, year: (value: string) => boolean) =>
  ({ first, second, third }: FieldValues): boolean =>
    isValidNickname(first) && nickname(first) && isValidLastName(second) && year(third);

/** An invalid nickname of the kind `nickname` describes, with a valid last name. */
const invalidNickname =
  (nickname: (value: string) => boolean) =>
  ({ first, second }: FieldValues): boolean =>
    nickname(first) && isValidLastName(second);

/** A valid nickname with a last name that breaks its rule the way `lastName` describes. */
const invalidLastName =
  (lastName: (value: string) => boolean) =>
  ({ first, second }: FieldValues): boolean =>
    isValidNickname(first) && lastName(second);

const anyYear = (): boolean => true;
const lastNameOfLength = (length: number) => (value: string) =>
  nameLength(value) === length && !hasInnerSpace(value);

/**
 * Create Profile: ten cases. Nickname gets both sides of both length boundaries and an invalid character
 * partition; Last Name both invalid boundaries and the space that "non-empty symbols" rules out; Birth Year
 * the first and last options of its dropdown. A valid profile is case 1 unless it sits on a boundary.
 */
export const createProfile: ScriptedDefinition = {
  mode: 'scripted',
  fields: ['first', 'second', 'third'],
  dropdowns: { third: BIRTH_YEARS },
  result: createProfileApp,
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'valid values away from every boundary',
        ua: 'коректні значення далеко від усіх меж',
        ru: 'корректные значения вдали от всех границ',
        pl: 'poprawne wartości z dala od wszystkich granic',
      },
      matches: valid(middleLengthNickname, (value) => !EDGE_YEARS.includes(value)),
      examples: [{ first: 'qa_anna', second: 'Smith', third: '2002' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the shortest valid Nickname (5 characters)',
        ua: 'найкоротший коректний нікнейм (5 символів)',
        ru: 'самый короткий корректный никнейм (5 символов)',
        pl: 'najkrótszy poprawny pseudonim (5 znaków)',
      },
      matches: valid((value) => characterCount(value) === NICKNAME_LENGTH.min, anyYear),
      examples: [{ first: 'qa_01', second: 'Smith', third: '2002' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the longest valid Nickname (8 characters)',
        ua: 'найдовший коректний нікнейм (8 символів)',
        ru: 'самый длинный корректный никнейм (8 символов)',
        pl: 'najdłuższy poprawny pseudonim (8 znaków)',
      },
      matches: valid((value) => characterCount(value) === NICKNAME_LENGTH.max, anyYear),
      examples: [{ first: 'qa_anna1', second: 'Smith', third: '2002' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Nickname of 4 allowed characters, other fields valid',
        ua: 'нікнейм із 4 дозволених символів, інші поля коректні',
        ru: 'никнейм из 4 допустимых символов, остальные поля корректны',
        pl: 'pseudonim z 4 dozwolonych znaków, pozostałe pola poprawne',
      },
      matches: invalidNickname(
        (value) => hasNicknameCharacters(value) && characterCount(value) === NICKNAME_LENGTH.min - 1,
      ),
      examples: [{ first: 'qa_1', second: 'Smith', third: '2002' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Nickname of 9 allowed characters, other fields valid',
        ua: 'нікнейм із 9 дозволених символів, інші поля коректні',
        ru: 'никнейм из 9 допустимых символов, остальные поля корректны',
        pl: 'pseudonim z 9 dozwolonych znaków, pozostałe pola poprawne',
      },
      matches: invalidNickname(
        (value) => hasNicknameCharacters(value) && characterCount(value) === NICKNAME_LENGTH.max + 1,
      ),
      examples: [{ first: 'qa_tester', second: 'Smith', third: '2002' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a Nickname of 5 to 8 characters with a capital letter, space or symbol',
        ua: 'нікнейм від 5 до 8 символів з великою літерою, пробілом або спецсимволом',
        ru: 'никнейм от 5 до 8 символов с заглавной буквой, пробелом или спецсимволом',
        pl: 'pseudonim od 5 do 8 znaków z wielką literą, spacją lub symbolem',
      },
      matches: invalidNickname(
        (value) =>
          !hasNicknameCharacters(value) && nicknameLengthIn(value, NICKNAME_LENGTH.min, NICKNAME_LENGTH.max),
      ),
      examples: [{ first: 'QaTest!', second: 'Smith', third: '2002' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Last Name of 1 character, other fields valid',
        ua: 'прізвище з 1 символу, інші поля коректні',
        ru: 'фамилия из 1 символа, остальные поля корректны',
        pl: 'nazwisko z 1 znaku, pozostałe pola poprawne',
      },
      matches: invalidLastName(lastNameOfLength(NAME_LENGTH.min - 1)),
      examples: [{ first: 'qa_anna', second: 'S', third: '2002' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Last Name of 33 characters, other fields valid',
        ua: 'прізвище з 33 символів, інші поля коректні',
        ru: 'фамилия из 33 символов, остальные поля корректны',
        pl: 'nazwisko z 33 znaków, pozostałe pola poprawne',
      },
      matches: invalidLastName(lastNameOfLength(NAME_LENGTH.max + 1)),
      examples: [{ first: 'qa_anna', second: 'Abcdefghijklmnopqrstuvwxyzabcdefg', third: '2002' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a Last Name with a space inside, other fields valid',
        ua: 'прізвище з пробілом усередині, інші поля коректні',
        ru: 'фамилия с пробелом внутри, остальные поля корректны',
        pl: 'nazwisko ze spacją w środku, pozostałe pola poprawne',
      },
      matches: invalidLastName((value) => isValidName(value) && hasInnerSpace(value)),
      examples: [{ first: 'qa_anna', second: 'de la Cruz', third: '2002' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the first or the last Birth Year in the list',
        ua: 'перший або останній рік народження у списку',
        ru: 'первый или последний год рождения в списке',
        pl: 'pierwszy lub ostatni rok urodzenia na liście',
      },
      matches: valid(middleLengthNickname, (value) => EDGE_YEARS.includes(value)),
      examples: [{ first: 'qa_anna', second: 'Smith', third: '2005' }],
    },
  ],
};
