import { claimAsNewest } from '../versions/newestCopy';
import { i18n, type Texts } from './i18n';
import { LANGUAGES } from './languages';

/**
 * Adds the texts of a library that several parts may bundle at different versions (the page kit). Bundles are
 * merged deeply, so keys that only one copy has are all kept; where both have a key, the newest copy's wording
 * wins whatever the load order, and an older copy loaded later only fills in what is missing.
 */
export const addVersionedTexts = (namespace: string, version: string, texts: Texts): void => {
  const overwrite = claimAsNewest(`texts:${namespace}`, version);
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, texts[language], true, overwrite);
  }
};
