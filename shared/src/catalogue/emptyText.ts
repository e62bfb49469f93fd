import type { Language } from '../i18n/languages';
import { SLOTS, type ChallengePayload, type Slot } from './apiTypes';

/**
 * The word the form sends for an empty field (SPEC §5 "empty fields are sent as the localized 'empty' text").
 * The server needs it to recognise an empty value in any language, so it lives with the public catalogue.
 */
export const EMPTY_TEXT: Readonly<Record<Language, string>> = {
  en: 'empty',
  ua: 'порожньо',
  ru: 'пусто',
  pl: 'puste',
};

const EMPTY_WORDS: ReadonlySet<string> = new Set(Object.values(EMPTY_TEXT));

/**
 * Whether a submission left `slot` empty. The page names those fields in `emptyFields`, so any text typed in the
 * others is text, "empty" and "puste" included. A payload without the list (an answer stored before the page sent
 * it, a tester's own client) is read as before: the 'empty' word of any language is an empty field.
 */
export const isEmptyField = (payload: ChallengePayload, slot: Slot): boolean => {
  const value = payload[slot] ?? '';
  if (value === '') return true;
  return payload.emptyFields ? payload.emptyFields.includes(slot) : EMPTY_WORDS.has(value.trim());
};

/** The fields of `payload` sent as '' (an app's own action leaves the fields it does not use empty). */
export const emptyFieldsOf = (payload: ChallengePayload): Slot[] =>
  SLOTS.filter((slot) => payload[slot] === '');
