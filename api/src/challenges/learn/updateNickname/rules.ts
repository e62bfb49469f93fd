import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, LearnDefinition } from '../../engine/definition';
import {
  hasNicknameCharacters,
  isValidName,
  isValidNickname,
  NICKNAME_LENGTH,
  nameLength,
  PROFILE_MESSAGES,
} from '../../support/profile';
import { characterCount } from '../../support/text';

/** The Update Profile app: the first field that breaks its rule is reported, as a form shows one error at a time. */
function updateProfile({ first, second, third }: FieldValues, language: Language): string {
  if (!isValidNickname(first)) return PROFILE_MESSAGES.invalidNickname[language];
  if (!isValidName(second)) return PROFILE_MESSAGES.invalidFirstName[language];
  if (!isValidName(third)) return PROFILE_MESSAGES.invalidLastName[language];
  return PROFILE_MESSAGES.updated[language];
}

const nicknameOfLength =
  (length: number) =>
  (value: string): boolean =>
    hasNicknameCharacters(value) && characterCount(value) === length;

/** The right length, but a capital letter, a space, a symbol or a non-Latin letter in it. */
const nicknameWithForbiddenCharacters = (value: string): boolean =>
  !hasNicknameCharacters(value) &&
  characterCount(value) >= NICKNAME_LENGTH.min &&
  characterCount(value) <= NICKNAME_LENGTH.max;

/** The other two fields of a step stay valid, so the app's answer is about the one field under test. */
const validNames = { second: isValidName, third: isValidName };

/**
 * Update Profile: six steps through the Nickname rule (a valid partition, its lower boundary, one past its
 * upper boundary, forbidden characters), the lower boundary of First Name and an empty Last Name. The empty
 * field came last so that stored progress keeps its step numbers.
 */
export const rules: LearnDefinition = {
  evaluator: 'learn',
  fields: ['first', 'second', 'third'],
  result: updateProfile,
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'valid values in every field',
        ua: 'коректні значення в усіх полях',
        ru: 'корректные значения во всех полях',
        pl: 'poprawne wartości we wszystkich polach',
      },
      instruction: {
        en: 'Enter a valid Nickname (5 to 8 lowercase Latin letters, digits or underscores), First Name and Last Name (2 to 32 characters each), for example qa_anna, Anna and Smith.',
        ua: 'Введіть коректні «Нікнейм» (від 5 до 8 малих латинських літер, цифр або підкреслень), «Ім’я» та «Прізвище» (від 2 до 32 символів кожне), наприклад qa_anna, Anna і Smith.',
        ru: 'Введите корректные «Никнейм» (от 5 до 8 строчных латинских букв, цифр или подчёркиваний), «Имя» и «Фамилию» (от 2 до 32 символов каждое), например qa_anna, Anna и Smith.',
        pl: 'Wpisz poprawny „Pseudonim” (od 5 do 8 małych liter łacińskich, cyfr lub podkreśleń), „Imię” i „Nazwisko” (każde od 2 do 32 znaków), na przykład qa_anna, Anna i Smith.',
      },
      accepts: { first: isValidNickname, ...validNames },
      examples: [
        { first: 'qa_anna', second: 'Anna', third: 'Smith' },
        { first: 'tester_8', second: 'Ольга', third: 'Шевченко' },
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
      instruction: {
        en: 'Enter a Nickname of exactly 5 allowed characters and a valid First Name and Last Name, for example qa_01, Anna and Smith.',
        ua: 'Введіть «Нікнейм» рівно з 5 дозволених символів і коректні «Ім’я» та «Прізвище», наприклад qa_01, Anna і Smith.',
        ru: 'Введите «Никнейм» ровно из 5 допустимых символов и корректные «Имя» и «Фамилию», например qa_01, Anna и Smith.',
        pl: 'Wpisz „Pseudonim” z dokładnie 5 dozwolonych znaków oraz poprawne „Imię” i „Nazwisko”, na przykład qa_01, Anna i Smith.',
      },
      accepts: { first: nicknameOfLength(NICKNAME_LENGTH.min), ...validNames },
      examples: [
        { first: 'qa_01', second: 'Anna', third: 'Smith' },
        { first: '_____', second: 'Li', third: 'Wu' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a Nickname one character over the maximum (9 characters)',
        ua: 'нікнейм на один символ довший за максимум (9 символів)',
        ru: 'никнейм на один символ длиннее максимума (9 символов)',
        pl: 'pseudonim o jeden znak dłuższy niż maksimum (9 znaków)',
      },
      instruction: {
        en: 'Enter a Nickname of 9 allowed characters and a valid First Name and Last Name, for example qa_tester, Anna and Smith.',
        ua: 'Введіть «Нікнейм» з 9 дозволених символів і коректні «Ім’я» та «Прізвище», наприклад qa_tester, Anna і Smith.',
        ru: 'Введите «Никнейм» из 9 допустимых символов и корректные «Имя» и «Фамилию», например qa_tester, Anna и Smith.',
        pl: 'Wpisz „Pseudonim” z 9 dozwolonych znaków oraz poprawne „Imię” i „Nazwisko”, na przykład qa_tester, Anna i Smith.',
      },
      accepts: { first: nicknameOfLength(NICKNAME_LENGTH.max + 1), ...validNames },
      examples: [
        { first: 'qa_tester', second: 'Anna', third: 'Smith' },
        { first: '123456789', second: 'Jan', third: 'Kowalski' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'forbidden characters in the Nickname',
        ua: 'заборонені символи в нікнеймі',
        ru: 'запрещённые символы в никнейме',
        pl: 'niedozwolone znaki w pseudonimie',
      },
      instruction: {
        en: 'Enter a Nickname of 5 to 8 characters with a capital letter or a special character in it, and a valid First Name and Last Name, for example QaTest!, Anna and Smith.',
        ua: 'Введіть «Нікнейм» від 5 до 8 символів з великою літерою або спецсимволом і коректні «Ім’я» та «Прізвище», наприклад QaTest!, Anna і Smith.',
        ru: 'Введите «Никнейм» от 5 до 8 символов с заглавной буквой или спецсимволом и корректные «Имя» и «Фамилию», например QaTest!, Anna и Smith.',
        pl: 'Wpisz „Pseudonim” od 5 do 8 znaków z wielką literą lub znakiem specjalnym oraz poprawne „Imię” i „Nazwisko”, na przykład QaTest!, Anna i Smith.',
      },
      accepts: { first: nicknameWithForbiddenCharacters, ...validNames },
      examples: [
        { first: 'QaTest!', second: 'Anna', third: 'Smith' },
        { first: 'qa test', second: 'Anna', third: 'Smith' },
        { first: 'тестер', second: 'Anna', third: 'Smith' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'a First Name one character under the minimum',
        ua: 'ім’я на один символ коротше за мінімум',
        ru: 'имя на один символ короче минимума',
        pl: 'imię o jeden znak krótsze niż minimum',
      },
      instruction: {
        en: 'Enter a valid Nickname, a First Name of a single character and a valid Last Name, for example qa_anna, A and Smith.',
        ua: 'Введіть коректний «Нікнейм», «Ім’я» з одного символу і коректне «Прізвище», наприклад qa_anna, A і Smith.',
        ru: 'Введите корректный «Никнейм», «Имя» из одного символа и корректную «Фамилию», например qa_anna, A и Smith.',
        pl: 'Wpisz poprawny „Pseudonim”, „Imię” z jednego znaku i poprawne „Nazwisko”, na przykład qa_anna, A i Smith.',
      },
      accepts: {
        first: isValidNickname,
        second: (value) => nameLength(value) === 1,
        third: isValidName,
      },
      examples: [
        { first: 'qa_anna', second: 'A', third: 'Smith' },
        { first: 'qa_anna', second: ' Я ', third: 'Шевченко' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'an empty Last Name, other fields valid',
        ua: 'порожнє прізвище, інші поля коректні',
        ru: 'пустая фамилия, остальные поля корректны',
        pl: 'puste nazwisko, pozostałe pola poprawne',
      },
      instruction: {
        en: 'Enter a valid Nickname and First Name and leave the Last Name field empty, for example qa_anna and Anna.',
        ua: 'Введіть коректні «Нікнейм» та «Ім’я» і залиште поле «Прізвище» порожнім, наприклад qa_anna і Anna.',
        ru: 'Введите корректные «Никнейм» и «Имя» и оставьте поле «Фамилия» пустым, например qa_anna и Anna.',
        pl: 'Wpisz poprawne „Pseudonim” oraz „Imię” i zostaw pole „Nazwisko” puste, na przykład qa_anna i Anna.',
      },
      accepts: { first: isValidNickname, second: isValidName, third: (value) => value.trim() === '' },
      examples: [
        { first: 'qa_anna', second: 'Anna', third: '' },
        { first: 'tester_8', second: 'Ольга', third: '   ' },
      ],
    },
  ],
};
