import { isLanguage, languageTag } from './languages';

/**
 * Numbers and plural forms in the learner's language. The product's language codes are not all locales ('ua' is
 * Ukrainian, whose locale is 'uk'): Intl given 'ua' quietly falls back to the default locale, so Ukrainian would
 * get English plurals and a decimal point. Everything that hands a language to Intl goes through localeOf.
 * No i18next here: the server can use these too (@qa/shared/numbers). Contract 6.2.0.
 */

/** The locale of a language code; a code that is no interface language (i18next's 'dev', 'cimode') as it is. */
export const localeOf = (code: string): string => (isLanguage(code) ? languageTag(code) : code);

const pluralRules = new Map<string, Intl.PluralRules>();
const rulesOf = (language: string): Intl.PluralRules => {
  const locale = localeOf(language);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
};

/** A number as the language writes it: 1.7 in English, 1,7 in Ukrainian, Russian and Polish. */
export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(localeOf(language), options).format(value);

/** The plural categories a language's texts need a form for (i18next's key suffixes: en one, other; pl one, few, many, other). */
export const pluralCategories = (language: string): readonly Intl.LDMLPluralRule[] =>
  rulesOf(language).resolvedOptions().pluralCategories;

/** The plural category of a count: a fraction is 'other' in ua, ru and pl, whose form is the genitive singular. */
export const pluralCategory = (count: number, language: string): Intl.LDMLPluralRule =>
  rulesOf(language).select(count);

/**
 * For texts written as functions (the server's): the form for a count, falling back to `other`, so a language
 * writes only the forms it has.
 */
export const pluralForm = <T>(
  count: number,
  language: string,
  forms: Partial<Record<Intl.LDMLPluralRule, T>> & { other: T },
): T => forms[pluralCategory(count, language)] ?? forms.other;

/**
 * The texts of ua, ru and pl typed from the English ones: where English has a plural text (`rows_one`,
 * `rows_other`), these languages have the four forms their plural rules ask for (`_one`, `_few`, `_many`, `_other`).
 */
export type SlavicTexts<T> = {
  [
    K in keyof T as K extends `${infer Key}_one`
      ? `${Key}_${'one' | 'few' | 'many' | 'other'}`
      : K extends `${string}_other`
        ? never
        : K
  ]: T[K] extends string ? string : SlavicTexts<T[K]>;
};
