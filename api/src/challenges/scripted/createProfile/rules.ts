// Over 300 lines because it is one challenge's hidden rules whole: the profile form's checks, the answers in four
// languages and every case and bug with its values, read together when a rule changes.
import { BIRTH_YEARS, type Language } from '@qa/shared/catalogue';
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

/** Birth Year is the catalogue's dropdown of 2000 to 2005 (SPEC §5): the schema lets only these through. */
const FIRST_YEAR = BIRTH_YEARS[0];
const LAST_YEAR = BIRTH_YEARS[BIRTH_YEARS.length - 1];
const middleYear = (value: string): boolean => value !== FIRST_YEAR && value !== LAST_YEAR;

/**
 * Last Name of Create Profile: 2 to 32 characters, not only spaces (SPEC §5 "non-empty symbols"). A name of
 * several words (de la Cruz) is a name; spaces before and after it are not counted, as the description says.
 * A field of only spaces reaches the app as empty, so "not only spaces" is the empty field's rule.
 */
const isValidLastName = isValidName;
const severalWords = (value: string): boolean => /\s/.test(value.trim());
const spacesAround = (value: string): boolean => value !== value.trim();
const lastNameOfLength = (test: (length: number) => boolean) => (value: string) =>
  value.trim() !== '' && test(nameLength(value));
/** Away from both length boundaries: 3 to 31 characters. */
const middleLastName = lastNameOfLength((length) => length > NAME_LENGTH.min && length < NAME_LENGTH.max);

/** The Create Profile app: the first field that breaks its rule is reported, as a form shows one error at a time. */
function createProfileApp({ first, second }: FieldValues, language: Language): string {
  if (!isValidNickname(first)) return PROFILE_MESSAGES.invalidNickname[language];
  if (!isValidLastName(second)) return PROFILE_MESSAGES.invalidLastName[language];
  return PROFILE_MESSAGES.created[language];
}

const nicknameLengthIn = (value: string, min: number, max: number): boolean =>
  characterCount(value) >= min && characterCount(value) <= max;
/** Away from both length boundaries: 6 or 7 characters. */
const middleLengthNickname = (value: string): boolean =>
  isValidNickname(value) && nicknameLengthIn(value, NICKNAME_LENGTH.min + 1, NICKNAME_LENGTH.max - 1);
/** Allowed characters only, `test` on their number: an invalid length and nothing else. */
const allowedNicknameOfLength = (test: (length: number) => boolean) => (value: string) =>
  value !== '' && hasNicknameCharacters(value) && test(characterCount(value));

/** A profile the app creates, each field as `nickname`, `lastName` and `year` say. */
const valid =
  (
    nickname: (value: string) => boolean,
    lastName: (value: string) => boolean,
    year: (value: string) => boolean,
  ) =>
  ({ first, second, third }: FieldValues): boolean =>
    isValidNickname(first) && nickname(first) && isValidLastName(second) && lastName(second) && year(third);

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

const anything = (): boolean => true;
/** A valid last name of one word, without spaces around it: the shape every other valid case compares to. */
const plainLastName = (value: string): boolean =>
  middleLastName(value) && !severalWords(value) && !spacesAround(value);

/**
 * Create Profile: twenty cases. Nickname gets both sides of both length boundaries, the lengths far beyond them
 * and an invalid character partition; Last Name both sides of both boundaries, a length far beyond, a name of
 * several words and spaces around a name (accepted, not counted); Birth Year the first and last options of its
 * dropdown; and each text field empty, alone and together, whatever the other field holds. A valid profile is
 * case 1 only away from every boundary: a nickname of 5 or 8 finds its boundary first, then a last name of 2 or
 * 32, then the year. Cases 11 to 20 came after the first ten (case 9 was a refused space inside a last name, now
 * the accepted one; case 10 was either edge year, now the first), so stored progress keeps its numbers.
 */
export const rules: ScriptedDefinition = {
  evaluator: 'scripted',
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
      matches: valid(middleLengthNickname, plainLastName, middleYear),
      examples: [
        { first: 'qa_anna', second: 'Smith', third: '2002' },
        { first: 'tester', second: 'O’Brien', third: '2004' },
        { first: 'qa_1234', second: 'Шевченко', third: '2001' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the shortest valid Nickname (5 characters)',
        ua: 'найкоротший коректний нікнейм (5 символів)',
        ru: 'самый короткий корректный никнейм (5 символов)',
        pl: 'najkrótszy poprawny pseudonim (5 znaków)',
      },
      matches: valid((value) => characterCount(value) === NICKNAME_LENGTH.min, anything, anything),
      examples: [
        { first: 'qa_01', second: 'Smith', third: '2002' },
        { first: 'anna5', second: 'Kowalska', third: '2000' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the longest valid Nickname (8 characters)',
        ua: 'найдовший коректний нікнейм (8 символів)',
        ru: 'самый длинный корректный никнейм (8 символов)',
        pl: 'najdłuższy poprawny pseudonim (8 znaków)',
      },
      matches: valid((value) => characterCount(value) === NICKNAME_LENGTH.max, anything, anything),
      examples: [
        { first: 'qa_anna1', second: 'Smith', third: '2002' },
        { first: 'tester_8', second: 'Kowalska', third: '2005' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Nickname of 4 allowed characters, one under the minimum, other fields valid',
        ua: 'нікнейм із 4 дозволених символів, на один менше за мінімум, інші поля коректні',
        ru: 'никнейм из 4 допустимых символов, на один меньше минимума, остальные поля корректны',
        pl: 'pseudonim z 4 dozwolonych znaków, o jeden mniej niż minimum, pozostałe pola poprawne',
      },
      matches: invalidNickname(allowedNicknameOfLength((length) => length === NICKNAME_LENGTH.min - 1)),
      examples: [
        { first: 'qa_1', second: 'Smith', third: '2002' },
        { first: 'anna', second: 'Kowalska', third: '2003' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Nickname of 9 allowed characters, one over the maximum, other fields valid',
        ua: 'нікнейм із 9 дозволених символів, на один більше за максимум, інші поля коректні',
        ru: 'никнейм из 9 допустимых символов, на один больше максимума, остальные поля корректны',
        pl: 'pseudonim z 9 dozwolonych znaków, o jeden więcej niż maksimum, pozostałe pola poprawne',
      },
      matches: invalidNickname(allowedNicknameOfLength((length) => length === NICKNAME_LENGTH.max + 1)),
      examples: [
        { first: 'qa_tester', second: 'Smith', third: '2002' },
        { first: '123456789', second: 'Kowalska', third: '2000' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a Nickname of 5 to 8 characters with a capital letter, space, special character or non-Latin letter',
        ua: 'нікнейм від 5 до 8 символів з великою літерою, пробілом, спецсимволом або нелатинською літерою',
        ru: 'никнейм от 5 до 8 символов с заглавной буквой, пробелом, спецсимволом или нелатинской буквой',
        pl: 'pseudonim od 5 do 8 znaków z wielką literą, spacją, znakiem specjalnym lub literą spoza alfabetu łacińskiego',
      },
      matches: invalidNickname(
        (value) =>
          !hasNicknameCharacters(value) && nicknameLengthIn(value, NICKNAME_LENGTH.min, NICKNAME_LENGTH.max),
      ),
      examples: [
        { first: 'QaTest!', second: 'Smith', third: '2002' },
        { first: 'qa anna', second: 'Smith', third: '2002' },
        { first: 'тестер', second: 'Smith', third: '2002' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Last Name of 1 character, one under the minimum, other fields valid',
        ua: 'прізвище з 1 символу, на один менше за мінімум, інші поля коректні',
        ru: 'фамилия из 1 символа, на один меньше минимума, остальные поля корректны',
        pl: 'nazwisko z 1 znaku, o jeden mniej niż minimum, pozostałe pola poprawne',
      },
      matches: invalidLastName(lastNameOfLength((length) => length === NAME_LENGTH.min - 1)),
      examples: [
        { first: 'qa_anna', second: 'S', third: '2002' },
        { first: 'qa_anna', second: ' S ', third: '2003' },
        { first: 'tester', second: 'Я', third: '2004' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Last Name of 33 characters, one over the maximum, other fields valid',
        ua: 'прізвище з 33 символів, на один більше за максимум, інші поля коректні',
        ru: 'фамилия из 33 символов, на один больше максимума, остальные поля корректны',
        pl: 'nazwisko z 33 znaków, o jeden więcej niż maksimum, pozostałe pola poprawne',
      },
      matches: invalidLastName(lastNameOfLength((length) => length === NAME_LENGTH.max + 1)),
      examples: [
        { first: 'qa_anna', second: 'Abcdefghijklmnopqrstuvwxyzabcdefg', third: '2002' },
        { first: 'qa_anna', second: 'de la Cruz de la Cruz de la Cruz!', third: '2003' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a Last Name of several words, such as de la Cruz, other fields valid',
        ua: 'прізвище з кількох слів, як-от de la Cruz, інші поля коректні',
        ru: 'фамилия из нескольких слов, например de la Cruz, остальные поля корректны',
        pl: 'nazwisko z kilku słów, na przykład de la Cruz, pozostałe pola poprawne',
      },
      matches: valid(
        middleLengthNickname,
        (value) => middleLastName(value) && severalWords(value) && !spacesAround(value),
        middleYear,
      ),
      examples: [
        { first: 'qa_anna', second: 'de la Cruz', third: '2002' },
        { first: 'qa_anna', second: 'van der Berg', third: '2003' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the first Birth Year in the list (2000)',
        ua: 'перший рік народження у списку (2000)',
        ru: 'первый год рождения в списке (2000)',
        pl: 'pierwszy rok urodzenia na liście (2000)',
      },
      matches: valid(middleLengthNickname, middleLastName, (value) => value === FIRST_YEAR),
      examples: [
        { first: 'qa_anna', second: 'Smith', third: '2000' },
        { first: 'tester', second: 'Kowalska', third: '2000' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'an empty Nickname',
        ua: 'порожній нікнейм',
        ru: 'пустой никнейм',
        pl: 'pusty pseudonim',
      },
      // Whatever the last name holds: an empty field is the first thing the app checks and the tester sees.
      matches: ({ first, second }) => first === '' && second.trim() !== '',
      examples: [
        { first: '', second: 'Smith', third: '2002' },
        { first: '   ', second: 'Kowalska', third: '2005' },
        { first: '', second: 'S', third: '2003' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'an empty Last Name or only spaces',
        ua: 'порожнє прізвище або лише пробіли',
        ru: 'пустая фамилия или только пробелы',
        pl: 'puste nazwisko lub same spacje',
      },
      matches: ({ first, second }) => first !== '' && second.trim() === '',
      examples: [
        { first: 'qa_anna', second: '', third: '2002' },
        { first: 'qa_anna', second: '   ', third: '2003' },
        { first: 'QA', second: '', third: '2004' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'both Nickname and Last Name empty',
        ua: 'порожні нікнейм і прізвище',
        ru: 'пустые никнейм и фамилия',
        pl: 'pusty pseudonim i puste nazwisko',
      },
      matches: ({ first, second }) => first === '' && second.trim() === '',
      examples: [
        { first: '', second: '', third: '2002' },
        { first: '  ', second: ' ', third: '2000' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the shortest valid Last Name (2 characters)',
        ua: 'найкоротше коректне прізвище (2 символи)',
        ru: 'самая короткая корректная фамилия (2 символа)',
        pl: 'najkrótsze poprawne nazwisko (2 znaki)',
      },
      matches: valid(
        middleLengthNickname,
        lastNameOfLength((length) => length === NAME_LENGTH.min),
        anything,
      ),
      examples: [
        { first: 'qa_anna', second: 'Li', third: '2002' },
        { first: 'tester', second: 'Ng', third: '2004' },
        { first: 'qa_anna', second: ' Wu ', third: '2001' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the longest valid Last Name (32 characters)',
        ua: 'найдовше коректне прізвище (32 символи)',
        ru: 'самая длинная корректная фамилия (32 символа)',
        pl: 'najdłuższe poprawne nazwisko (32 znaki)',
      },
      matches: valid(
        middleLengthNickname,
        lastNameOfLength((length) => length === NAME_LENGTH.max),
        anything,
      ),
      examples: [
        { first: 'qa_anna', second: 'Abcdefghijklmnopqrstuvwxyzabcdef', third: '2002' },
        { first: 'tester', second: 'de la Cruz de la Cruz de la Cruz', third: '2003' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a Nickname far shorter than the minimum (1 to 3 allowed characters), other fields valid',
        ua: 'нікнейм, набагато коротший за мінімум (від 1 до 3 дозволених символів), інші поля коректні',
        ru: 'никнейм намного короче минимума (от 1 до 3 допустимых символов), остальные поля корректны',
        pl: 'pseudonim znacznie krótszy niż minimum (od 1 do 3 dozwolonych znaków), pozostałe pola poprawne',
      },
      matches: invalidNickname(allowedNicknameOfLength((length) => length < NICKNAME_LENGTH.min - 1)),
      examples: [
        { first: 'qa', second: 'Smith', third: '2002' },
        { first: 'a', second: 'Kowalska', third: '2003' },
        { first: 'q_1', second: 'Smith', third: '2004' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a Nickname far longer than the maximum (10 or more allowed characters), other fields valid',
        ua: 'нікнейм, набагато довший за максимум (10 і більше дозволених символів), інші поля коректні',
        ru: 'никнейм намного длиннее максимума (10 и больше допустимых символов), остальные поля корректны',
        pl: 'pseudonim znacznie dłuższy niż maksimum (10 lub więcej dozwolonych znaków), pozostałe pola poprawne',
      },
      matches: invalidNickname(allowedNicknameOfLength((length) => length > NICKNAME_LENGTH.max + 1)),
      examples: [
        { first: 'qa_tester_01', second: 'Smith', third: '2002' },
        { first: 'a'.repeat(40), second: 'Kowalska', third: '2003' },
        { first: 'a'.repeat(256), second: 'Smith', third: '2004' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a Last Name far longer than the maximum (34 characters or more), other fields valid',
        ua: 'прізвище, набагато довше за максимум (34 символи і більше), інші поля коректні',
        ru: 'фамилия намного длиннее максимума (34 символа и больше), остальные поля корректны',
        pl: 'nazwisko znacznie dłuższe niż maksimum (34 znaki lub więcej), pozostałe pola poprawne',
      },
      matches: invalidLastName(lastNameOfLength((length) => length > NAME_LENGTH.max + 1)),
      examples: [
        { first: 'qa_anna', second: 'A'.repeat(40), third: '2002' },
        { first: 'qa_anna', second: 'Smith'.repeat(51), third: '2003' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'a valid Last Name with spaces before or after it, which are not counted',
        ua: 'коректне прізвище з пробілами на початку або в кінці, які не враховуються',
        ru: 'корректная фамилия с пробелами в начале или в конце, которые не учитываются',
        pl: 'poprawne nazwisko ze spacjami na początku lub na końcu, które nie są liczone',
      },
      matches: valid(
        middleLengthNickname,
        (value) => middleLastName(value) && spacesAround(value),
        middleYear,
      ),
      examples: [
        { first: 'qa_anna', second: ' Smith', third: '2002' },
        { first: 'qa_anna', second: 'Smith ', third: '2003' },
        { first: 'tester', second: '  de la Cruz  ', third: '2004' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the last Birth Year in the list (2005)',
        ua: 'останній рік народження у списку (2005)',
        ru: 'последний год рождения в списке (2005)',
        pl: 'ostatni rok urodzenia na liście (2005)',
      },
      matches: valid(middleLengthNickname, middleLastName, (value) => value === LAST_YEAR),
      examples: [
        { first: 'qa_anna', second: 'Smith', third: '2005' },
        { first: 'tester', second: 'de la Cruz', third: '2005' },
      ],
    },
  ],
};
