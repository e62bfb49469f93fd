import { CATALOGUE_NAMESPACE, CHALLENGES, useTranslation, type ChallengeEntry } from '@qa/shared';

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
