import type { Language } from '@qa/shared/catalogue';
import { ScorecardSchema, type Scorecard } from '@qa/shared/interview/schema';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { interviewFamily } from './families';
import type { InterviewRepository } from './interview-repository';

/**
 * A scorecard as kept with its session: what the session knew when it finished (the family's name, the percentile
 * and who took it are read when it is shown).
 */
const StoredCard = Type.Omit(ScorecardSchema, ['percentile', 'family', 'verified', 'takenBy']);
const StoredCardCheck = Compile(StoredCard);
export type StoredCard = Static<typeof StoredCard>;

/** A finished session as its kept scorecard is shown from. */
export interface KeptSession {
  family: string;
  verified: boolean;
  total: number;
  /** As stored: the scorecard per language. */
  scorecard: Record<string, unknown> | null;
}

/**
 * A finished session's kept scorecard in `language`, with what is read when it is shown: the family's name, the
 * percentile, and who took it where the reader knows them by a name. Undefined when the kept card is not of a
 * scorecard's shape. The learner's own page, a shared link and the trainer's page all show it through here.
 */
export const shownScorecard = async (
  interview: Pick<InterviewRepository, 'percentile'>,
  kept: KeptSession,
  language: Language,
  takenBy?: string | null,
): Promise<Scorecard | undefined> => {
  const card = kept.scorecard?.[language];
  if (!StoredCardCheck.Check(card)) return undefined;
  return {
    ...card,
    family: interviewFamily(kept.family)?.name[language] ?? kept.family,
    verified: kept.verified,
    ...(typeof takenBy === 'string' && { takenBy }),
    percentile: await interview.percentile(kept.family, kept.total),
  };
};
