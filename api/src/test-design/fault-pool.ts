import type { Slot } from '@qa/shared/catalogue';
import type { Technique } from '../challenges/engine/techniques';
import { faultVariant, type Build, type BugVariant } from './test-design';

/**
 * A design's faults by name, so that they can be drawn and switched on together: the one-fault variants the
 * test design grades, and builds with several faults at once (an interview's variant of the challenge). Faults are
 * switches on one code path, so a build with several is that path with all their switches on.
 */
export interface FaultEntry<Faults> {
  id: string;
  technique: Technique;
  /** The field whose handling is faulty; undefined where it is the fields together. */
  field?: Slot;
  /** The switches this fault turns on. */
  faults: Faults;
}

export interface FaultPool<Outcome extends string = string> {
  /** The faults' names, in the variants' order. */
  ids: readonly string[];
  /** Groups of faults that cannot be on together (they set one switch, or one masks the other). */
  exclusive: readonly (readonly string[])[];
  /** One variant per fault, in the pool's order: what the test design grades. */
  variants: readonly BugVariant<Outcome>[];
  /** Whether these faults can make one build: distinct, known, and at most one of each exclusive group. */
  allows: (ids: readonly string[]) => boolean;
  /** A build with all these faults on; throws where `allows` would say no. */
  buildWith: (ids: readonly string[]) => Build<Outcome>;
}

/** The reason `ids` cannot make one build, or undefined where they can. */
const refusal = (
  known: ReadonlySet<string>,
  exclusive: readonly (readonly string[])[],
  ids: readonly string[],
): string | undefined => {
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) return `Unknown fault ${unknown}`;
  if (new Set(ids).size !== ids.length) return `A fault is named twice in ${ids.join(', ')}`;
  const group = exclusive.find((members) => members.filter((id) => ids.includes(id)).length > 1);
  return group && `Faults ${group.filter((id) => ids.includes(id)).join(', ')} cannot be on together`;
};

/**
 * A pool over a design's fault-switch build: `build` with no switch on is the reference. The faults of several
 * entries are merged; entries of one exclusive group are never merged, so a later switch never overwrites an
 * earlier one silently.
 */
export function faultPool<Faults extends object, Outcome extends string>(
  build: (faults: Faults) => Build<Outcome>,
  entries: readonly FaultEntry<Faults>[],
  exclusive: readonly (readonly string[])[] = [],
): FaultPool<Outcome> {
  const ids = entries.map(({ id }) => id);
  const known = new Set(ids);
  if (known.size !== ids.length) throw new Error(`A fault id is used twice in ${ids.join(', ')}`);
  const stray = exclusive.flat().find((id) => !known.has(id));
  if (stray !== undefined) throw new Error(`Exclusive group names unknown fault ${stray}`);
  const variant = faultVariant(build);
  const faultsOf = new Map(entries.map((entry) => [entry.id, entry.faults]));
  return {
    ids,
    exclusive,
    variants: entries.map(({ technique, field, faults }) => variant(technique, field, faults)),
    allows: (drawn) => refusal(known, exclusive, drawn) === undefined,
    buildWith: (drawn) => {
      const refused = refusal(known, exclusive, drawn);
      if (refused !== undefined) throw new Error(refused);
      // Every design's Faults has only optional switches, so none on is a valid Faults.
      const none = {} as Faults;
      return build(drawn.reduce((merged, id) => ({ ...merged, ...faultsOf.get(id) }), none));
    },
  };
}
