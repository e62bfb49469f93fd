import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage } from '../features/language/languageSlice';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { formatNumber, localeOf } from './numbers';

/** A namespace's texts in every language; `Record<Language, …>` makes a missing language a type error. */
export type Texts = Record<Language, Record<string, unknown>>;

/** The one i18next instance of the page (a Module Federation singleton through the shared package). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  ns: [],
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});

/** The part of i18next's plural resolver replaced below (its services type it as any). */
interface PluralResolver {
  getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
}

/**
 * i18next picks a plural suffix with Intl.PluralRules(code) and formats {{value, number}} with
 * Intl.NumberFormat(code), the code being the product's language code; 'ua' is no locale, so Ukrainian would
 * quietly get English plurals and a decimal point. i18next has no option for a locale apart from the code, so
 * its resolver (the one object its translator asks) and its number format are handed the locale (localeOf).
 */
const pluralResolver = i18n.services.pluralResolver as PluralResolver;
const ruleOfCode = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => ruleOfCode(localeOf(code), options);
i18n.services.formatter?.add('number', (value: number, lng, options: Intl.NumberFormatOptions) =>
  formatNumber(value, lng ?? DEFAULT_LANGUAGE, options),
);

/** Adds a part's texts under its own namespace; the shell and each remote ship their own. */
export const addTexts = (namespace: string, texts: Texts): void => {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
  }
};

export type { Resource };

/**
 * react-i18next's hooks come from the contract, never from the package: a part's own copy of react-i18next has
 * no instance (initReactI18next ran on this copy), so react-i18next is not shared whole. Trans, which only the
 * texts with links need, is apart (@qa/shared/trans).
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
