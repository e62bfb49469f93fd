import { CATALOGUE_NAMESPACE, i18n, LANGUAGES, type BroughtGroup } from '@qa/shared';

/**
 * Puts a brought mode's names into the catalogue texts, where every list, title and link of the page reads
 * group and challenge names. Merged, so the catalogue's own texts (and a language loaded later) stay. Imported
 * as `@qa/kit/group-names` by the shell's loader and by the remote that brings the group, so no other page pays
 * for it.
 */
export const addBroughtGroupNames = ({ group, names }: BroughtGroup): void => {
  for (const language of LANGUAGES) {
    const { group: name, challenges } = names[language];
    i18n.addResourceBundle(
      language,
      CATALOGUE_NAMESPACE,
      { groups: { [group]: name }, challenges },
      true,
      true,
    );
  }
};
