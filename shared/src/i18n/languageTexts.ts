import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Every interface language but English (DEFAULT_LANGUAGE), which each part ships in its bundle. */
export type OtherLanguage = Exclude<Language, 'en'>;

/**
 * A namespace's texts as a part ships them when they are large: English in the bundle (the fallback language,
 * and what most visits need), every other language in a chunk of its own, loaded when the page is in it.
 * A page then carries one language instead of four.
 */
export interface LanguageTexts<T extends object = Record<string, unknown>> {
  en: T;
  load: (language: OtherLanguage) => Promise<T>;
}

/** How a namespace's texts go into i18n (plain, or versioned: addVersionedTexts). */
export type AddBundle = (language: Language, texts: object) => void;

interface LoadedNamespace {
  load: LanguageTexts<object>['load'];
  add: AddBundle;
  loading: Map<OtherLanguage, Promise<void>>;
}

const namespaces: LoadedNamespace[] = [];

const isOtherLanguage = (language: unknown): language is OtherLanguage =>
  isLanguage(language) && language !== DEFAULT_LANGUAGE;

const loadInto = (namespace: LoadedNamespace, language: OtherLanguage): Promise<void> => {
  let loading = namespace.loading.get(language);
  if (!loading) {
    loading = namespace.load(language).then((texts) => namespace.add(language, texts));
    // A chunk that failed (a dropped connection) is asked for again the next time, not remembered as failed.
    loading.catch(() => namespace.loading.delete(language));
    namespace.loading.set(language, loading);
  }
  return loading;
};

/** Adds English at once, and starts loading the page's language so it travels while the bundle still runs. */
export const registerLanguageTexts = (texts: LanguageTexts<object>, add: AddBundle): void => {
  add(DEFAULT_LANGUAGE, texts.en);
  const namespace: LoadedNamespace = { load: texts.load, add, loading: new Map() };
  namespaces.push(namespace);
  const current = i18n.language;
  if (isOtherLanguage(current)) loadInto(namespace, current).catch(() => undefined);
};

/** Adds a part's texts under its own namespace, one language at a time (see LanguageTexts). */
export const addLanguageTexts = (namespace: string, texts: LanguageTexts<object>): void =>
  registerLanguageTexts(texts, (language, bundle) =>
    i18n.addResourceBundle(language, namespace, bundle, true, true),
  );

/**
 * Resolves once every namespace registered so far has its texts in these languages (by default the page's):
 * the first render and a change of language wait for it, so no text flashes in English first. A language that
 * cannot be loaded is logged and shows in English, the fallback, rather than keeping the page from rendering.
 */
export const loadTexts = async (languages: readonly string[] = [i18n.language]): Promise<void> => {
  const results = await Promise.allSettled(
    languages
      .filter(isOtherLanguage)
      .flatMap((language) => namespaces.map((namespace) => loadInto(namespace, language))),
  );
  for (const result of results) {
    if (result.status === 'rejected') console.error('Texts could not be loaded', result.reason);
  }
};

/** A namespace's LanguageTexts from its English texts and one chunk loader per other language. */
export const languageTexts = <T extends object>(
  en: T,
  loaders: Record<OtherLanguage, () => Promise<T>>,
): LanguageTexts<T> => ({ en, load: (language) => loaders[language]() });
