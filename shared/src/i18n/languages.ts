/** Interface languages (SPEC §9); the first is the default. */
export const LANGUAGES = ['en', 'ua', 'ru', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tag for the lang attribute: 'ua' is the product's code for Ukrainian, whose tag is 'uk'. */
export const languageTag = (language: Language): string => (language === 'ua' ? 'uk' : language);
