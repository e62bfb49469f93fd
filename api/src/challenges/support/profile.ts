import type { Localized } from '../../i18n/localized';
import { characterCount } from './text';

/** Nickname (SPEC §5): 5 to 8 characters, each a lowercase Latin letter, a digit or an underscore. */
export const NICKNAME_LENGTH = { min: 5, max: 8 } as const;
const NICKNAME_CHARACTERS = /^[a-z0-9_]*$/;

export const hasNicknameCharacters = (value: string): boolean => NICKNAME_CHARACTERS.test(value);
export const isValidNickname = (value: string): boolean =>
  hasNicknameCharacters(value) &&
  characterCount(value) >= NICKNAME_LENGTH.min &&
  characterCount(value) <= NICKNAME_LENGTH.max;

/** First and last names (SPEC §5): 2 to 32 characters; spaces around a name are not counted, as a form trims them. */
export const NAME_LENGTH = { min: 2, max: 32 } as const;
export const nameLength = (value: string): number => characterCount(value.trim());
export const isValidName = (value: string): boolean =>
  nameLength(value) >= NAME_LENGTH.min && nameLength(value) <= NAME_LENGTH.max;

/** The profile forms' own messages (Update Profile and Create Profile). */
export const PROFILE_MESSAGES = {
  updated: {
    en: 'Profile updated.',
    ua: 'Профіль оновлено.',
    ru: 'Профиль обновлён.',
    pl: 'Profil został zaktualizowany.',
  },
  created: {
    en: 'Profile created.',
    ua: 'Профіль створено.',
    ru: 'Профиль создан.',
    pl: 'Profil został utworzony.',
  },
  invalidNickname: {
    en: 'Nickname must be 5 to 8 characters long and contain only lowercase Latin letters, digits and underscores.',
    ua: 'Нікнейм має містити від 5 до 8 символів: лише малі латинські літери, цифри та підкреслення.',
    ru: 'Никнейм должен содержать от 5 до 8 символов: только строчные латинские буквы, цифры и подчёркивания.',
    pl: 'Pseudonim musi mieć od 5 do 8 znaków i zawierać tylko małe litery łacińskie, cyfry i podkreślenia.',
  },
  invalidFirstName: {
    en: 'First Name must be 2 to 32 characters long.',
    ua: 'Ім’я має містити від 2 до 32 символів.',
    ru: 'Имя должно содержать от 2 до 32 символов.',
    pl: 'Imię musi mieć od 2 do 32 znaków.',
  },
  invalidLastName: {
    en: 'Last Name must be 2 to 32 characters long.',
    ua: 'Прізвище має містити від 2 до 32 символів.',
    ru: 'Фамилия должна содержать от 2 до 32 символов.',
    pl: 'Nazwisko musi mieć od 2 do 32 znaków.',
  },
} as const satisfies Record<string, Localized>;
