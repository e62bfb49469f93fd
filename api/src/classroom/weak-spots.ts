import type { WeakSpots } from '@qa/shared/classroom';
import { TECHNIQUE_KEYS, type Technique } from '@qa/shared/progress';
import type { GridMember, MemberChallenge } from './class-grid';
import { keyedFindings, termFinds, type ClassChallenge } from './term-finds';

/** Cases and bugs in all, and how many of them the members found, summed over the members. */
interface Tally {
  total: number;
  found: number;
}

/**
 * Each tally with the mean share its members have not found, largest first (the order given where two are equal),
 * as a whole percent. Every member has the same cases and bugs to find, so the mean of their shares is the share of
 * all their finds.
 */
const worstFirst = <Item extends Tally>(tallies: readonly Item[], learners: number) =>
  tallies
    .map((tally) => ({ tally, share: 1 - tally.found / (tally.total * learners) }))
    .sort((a, b) => b.share - a.share)
    .map(({ tally, share }) => ({ tally, missed: Math.round(100 * share) }));

/**
 * A class's weak spots: per technique, and per challenge of the class, the mean share of its cases and bugs that the
 * current members have not found in the term (counted from their baseline, as the grid counts). A technique or a
 * challenge without cases and bugs in the class's challenges has no share and is left out; so is everything while
 * the class has no members.
 */
export const weakSpots = (
  challenges: readonly ClassChallenge[],
  members: readonly GridMember[],
  records: readonly MemberChallenge[],
): WeakSpots => {
  const learners = members.length;
  if (learners === 0) return { learners, techniques: [], challenges: [] };
  const finds = members.map((member) => termFinds(member, records));
  const techniques = new Map<Technique, Tally>();
  const perChallenge = challenges.flatMap((challenge) => {
    const tally: Tally = { total: 0, found: 0 };
    for (const { key, finding } of keyedFindings(challenge)) {
      const finders = finds.filter((found) => found.get(challenge.storeName)?.has(key)).length;
      const technique = techniques.get(finding.technique) ?? { total: 0, found: 0 };
      techniques.set(finding.technique, { total: technique.total + 1, found: technique.found + finders });
      tally.total += 1;
      tally.found += finders;
    }
    return tally.total > 0 ? [{ storeName: challenge.storeName, ...tally }] : [];
  });
  const perTechnique = TECHNIQUE_KEYS.flatMap((technique) => {
    const tally = techniques.get(technique);
    return tally ? [{ technique, ...tally }] : [];
  });
  return {
    learners,
    techniques: worstFirst(perTechnique, learners).map(({ tally: { technique, total }, missed }) => ({
      technique,
      total,
      missed,
    })),
    challenges: worstFirst(perChallenge, learners).map(({ tally: { storeName, total }, missed }) => ({
      storeName,
      total,
      missed,
    })),
  };
};
