import { claimAsNewest } from '../versions/newestCopy';
import { i18n, type Texts } from './i18n';
import { registerLanguageTexts, type LanguageTexts } from './languageTexts';
import { LANGUAGES } from './languages';

/**
 * Adds the texts of a library that several parts may bundle at different versions (the page kit). Bundles are
 * merged deeply, so keys that only one copy has are all kept; where both have a key, the newest copy's wording
 * wins whatever the load order, and an older copy loaded later only fills in what is missing. A copy built
 * before contract 3.1 hands over every language at once (Texts); a newer one English and a loader.
 */
export const addVersionedTexts = (
  namespace: string,
  version: string,
  texts: Texts | LanguageTexts<object>,
): void => {
  const overwrite = claimAsNewest(`texts:${namespace}`, version);
  if ('load' in texts && typeof texts.load === 'function') {
    registerLanguageTexts(texts, (language, bundle) =>
      i18n.addResourceBundle(language, namespace, bundle, true, overwrite),
    );
    return;
  }
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, (texts as Texts)[language], true, overwrite);
  }
};
