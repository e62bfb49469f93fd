import {
  CHALLENGES,
  CATALOGUE_NAMESPACE,
  i18n,
  LANGUAGES,
  type AddedMode,
  type ChallengeEntry,
} from '@qa/shared';

/** The catalogue entries of a remote's groups: the built-in ones, then those of the mode it brings. */
export const modeCatalogue = (types: readonly string[], mode?: AddedMode): ChallengeEntry<string>[] => [
  ...CHALLENGES.filter((challenge) => types.includes(challenge.type)),
  ...(mode?.challenges ?? []),
];

/**
 * Puts a brought mode's names into the catalogue texts, where every list, title and link of the page reads
 * group and challenge names. Merged, so the catalogue's own texts (and a language loaded later) stay.
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
