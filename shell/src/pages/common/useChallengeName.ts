import { CATALOGUE_NAMESPACE, CHALLENGES, storeName, useTranslation, type ChallengeEntry } from '@qa/shared';

/**
 * A challenge's name as the list shows it, with its group when another challenge has the same name (three
 * are called Division): the figures name challenges outside their group's list.
 */
export const useChallengeName = (): ((entry: ChallengeEntry) => string) => {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (entry) => {
    const name = t(`challenges.${entry.key}`);
    const shared = CHALLENGES.some((other) => other !== entry && t(`challenges.${other.key}`) === name);
    return shared ? `${name} (${t(`groups.${entry.group}`)})` : name;
  };
};

const ENTRY_BY_STORE_NAME: ReadonlyMap<string, ChallengeEntry> = new Map(
  CHALLENGES.map((entry) => [storeName(entry), entry]),
);

/** The same by a challenge's store name (as progress and the classroom name it), or the store name for one the page does not know. */
export const useChallengeNameByStoreName = (): ((name: string) => string) => {
  const nameOf = useChallengeName();
  return (name) => {
    const entry = ENTRY_BY_STORE_NAME.get(name);
    return entry ? nameOf(entry) : name;
  };
};
