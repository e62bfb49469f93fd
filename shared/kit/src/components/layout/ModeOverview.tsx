import { challengeRoute, useTranslation, type ChallengeEntry } from '@qa/shared';

export interface ModeOverviewProps {
  types: readonly string[];
  /** The challenges of those types (modeCatalogue). */
  catalogue: readonly ChallengeEntry<string>[];
  /** The challenge the route asked for, marked in the list. */
  current?: string;
}

/**
 * What a mode remote shows before its challenges are built: the groups it renders and their challenges.
 * Plain links (not router links) so it works in the shell and standalone alike.
 */
export const ModeOverview = ({ types, catalogue, current }: ModeOverviewProps) => {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="mode-overview-title">
      <h1 id="mode-overview-title">{types.map((type) => t(`groups.${type}`)).join(' · ')}</h1>
      <p>{t('modeOverview.comingSoon')}</p>
      <ul>
        {catalogue.map((challenge) => (
          <li
            key={`${challenge.group}/${challenge.key}`}
            aria-current={challenge.key === current ? 'page' : undefined}
          >
            <a href={challengeRoute(challenge)}>{t(`challenges.${challenge.key}`)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
};
