import { lazy, Suspense } from 'react';
import { findChallenge, type ChallengeEntry, useRoute } from '@qa/shared';
import { useCookiesAccepted } from '../cookies/cookieConsent';
import { useTourCompleted } from './completedTours';

// Loaded only for a tour that is pending: react-joyride is 40 kB a returning learner never needs.
const GuidedTour = lazy(() => import('./GuidedTour').then((module) => ({ default: module.GuidedTour })));

/** Mounted only while the group's tour is pending: marking it completed unmounts the tour. */
const PendingTour = ({ challenge }: { challenge: ChallengeEntry }) =>
  useTourCompleted(challenge.group) ? null : (
    <Suspense fallback={null}>
      <GuidedTour challenge={challenge} />
    </Suspense>
  );

/**
 * The tour on challenge pages (/app/challenge/{type}/{key}), once per challenge type (SPEC §2, §4 "Tour").
 * It waits for the cookie notice to be accepted, so two overlays never compete, and starts afresh on each
 * challenge: the key drops a tour left unfinished on the page before.
 */
export const ChallengeTour = () => {
  const [, params] = useRoute('/app/challenge/:group/:challenge');
  const cookiesAccepted = useCookiesAccepted();
  const challenge = params && findChallenge(params.group, params.challenge);
  if (!challenge || !cookiesAccepted) return null;
  return <PendingTour key={`${challenge.group}/${challenge.key}`} challenge={challenge} />;
};
