import { LANGUAGES, type Language } from '@qa/shared/catalogue';

/** A text in every interface language; the type makes a missing language a compile error. */
export type Localized = Readonly<Record<Language, string>>;

/** A text made for each language in turn. */
export const inEveryLanguage = (text: (language: Language) => string): Localized =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as Record<Language, string>;

/** A text the same in every language: what an app prints as it is, such as a number. */
export const sameInEveryLanguage = (text: string): Localized => inEveryLanguage(() => text);
