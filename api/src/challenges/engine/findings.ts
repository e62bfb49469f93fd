import type { ChallengeResult, Language } from '@qa/shared/catalogue';
import type { Localized } from '../../i18n/localized';
import { findingText, type Technique } from './techniques';

type Found = Pick<ChallengeResult, 'caseIndex' | 'caseText' | 'bugIndex' | 'bugText'>;

/** A case or bug with the predicate that finds it (on form values, or on an API exchange). */
interface Matching {
  technique: Technique;
  text: Localized;
  // `never[]` takes every predicate; the subject's type comes from the items' own predicate.
  matches: (...subject: never[]) => boolean;
}

type SubjectOf<Item extends Matching> = Parameters<Item['matches']>;

/** 1-based index and the item of the first of `items` the subject matches. */
export const firstMatch = <Item extends Matching>(
  items: readonly Item[],
  subject: SubjectOf<Item>,
): [number, Item] | undefined => {
  const index = items.findIndex((item) =>
    (item.matches as (...args: SubjectOf<Item>) => boolean)(...subject),
  );
  const item = items[index];
  return item ? [index + 1, item] : undefined;
};

/** The first case this submission finds: caseIndex and caseText, or nothing. */
export const findCase = <Item extends Matching>(
  cases: readonly Item[],
  subject: SubjectOf<Item>,
  language: Language,
): Found => {
  const match = firstMatch(cases, subject);
  return match ? { caseIndex: match[0], caseText: findingText(match[1], language) } : {};
};

/** The first planted bug this submission shows: bugIndex and bugText, or nothing. */
export const findBug = <Item extends Matching>(
  bugs: readonly Item[],
  subject: SubjectOf<Item>,
  language: Language,
): Found => {
  const match = firstMatch(bugs, subject);
  return match ? { bugIndex: match[0], bugText: findingText(match[1], language) } : {};
};
