import { CATALOGUE_NAMESPACE, i18n, LANGUAGES, type AddedMode } from '@qa/shared';

/**
 * Puts a brought mode's names into the catalogue texts, where every list, title and link of the page reads
 * group and challenge names. Merged, so the catalogue's own texts (and a language loaded later) stay. Imported
 * as `@qa/kit/mode-names` by the shell's loader and by the remote that brings the mode, so no other page pays
 * for it.
 */
export const addModeNames = ({ type, names }: AddedMode): void => {
  for (const language of LANGUAGES) {
    const { group, challenges } = names[language];
    i18n.addResourceBundle(
      language,
      CATALOGUE_NAMESPACE,
      { groups: { [type]: group }, challenges },
      true,
      true,
    );
  }
};
