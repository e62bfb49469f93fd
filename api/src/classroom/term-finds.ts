import type { Technique } from '@qa/shared/progress';
import type { Localized } from '../i18n/localized';
import type { GridMember, MemberChallenge } from './class-grid';

/**
 * A case or bug of one of a class's challenges as the classroom reads it: its technique and text, no examples, and
 * the label of the field it lives in where the expert design finds one field for it.
 */
export interface ClassFinding {
  technique: Technique;
  text: Localized;
  field?: Localized;
}

/** One of a class's challenges with its cases and bugs in the definition's order: `case_{n}` is the n-th case. */
export interface ClassChallenge {
  storeName: string;
  cases: readonly ClassFinding[];
  bugs: readonly ClassFinding[];
}

/** A challenge's cases and bugs with their answer keys (`case_{n}`, `bug_{n}`, 1-based), cases first. */
export const keyedFindings = ({ cases, bugs }: ClassChallenge): { key: string; finding: ClassFinding }[] => [
  ...cases.map((finding, index) => ({ key: `case_${index + 1}`, finding })),
  ...bugs.map((finding, index) => ({ key: `bug_${index + 1}`, finding })),
];

/**
 * Per store name, the answer keys the member found in the term: those of their records that their baseline did not
 * have, as the grid counts them. A record only ever gains keys, so a Reset or an epoch counts nothing twice.
 */
export const termFinds = (
  member: Pick<GridMember, 'learner' | 'baseline'>,
  records: readonly MemberChallenge[],
): ReadonlyMap<string, ReadonlySet<string>> =>
  new Map(
    records
      .filter((record) => record.learner === member.learner)
      .map((record) => {
        const before = new Set(member.baseline[record.storeName]?.keys ?? []);
        return [record.storeName, new Set(Object.keys(record.answers).filter((key) => !before.has(key)))];
      }),
  );
