import type { Language } from '../i18n/languages';

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
