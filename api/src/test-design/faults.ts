import type { Slot } from '@qa/shared/catalogue';
import type { Technique } from '../challenges/engine/techniques';
import type { Build, BugVariant } from './test-design';

/**
 * A challenge's faults: the wrong rules a build of it may have, each named, so that both the test design's bug
 * variants (one fault each) and an interview's drawn build (several at once) come from one list. Faults are
 * switches on one code path, the challenge's build: a build with several faults is that path with all their
 * switches on, and the reference has none on.
 */
export interface Fault<Switches> {
  id: string;
  technique: Technique;
  /** The field whose handling is faulty; undefined where it is the fields together. */
  field?: Slot;
  /** The switches this fault turns on. */
  switches: Switches;
  /**
   * A fault only an interview draws: no practice variant shows it, so what a learner practised or read of the
   * challenge's variants does not tell an interview's build.
   */
  interviewOnly?: boolean;
}

export interface FaultList<Outcome extends string = string> {
  /** The faults' names, in the list's order. */
  ids: readonly string[];
  /** Groups of faults that cannot be on together (they set one switch, or one masks the other). */
  exclusive: readonly (readonly string[])[];
  /** One bug variant per fault, in the list's order: what the test design grades. */
  variants: readonly BugVariant<Outcome>[];
  /** Whether these faults can make one build: distinct, known, and at most one of each exclusive group. */
  allows: (ids: readonly string[]) => boolean;
  /** A build with all these faults on; throws where `allows` would say no. */
  buildWith: (ids: readonly string[]) => Build<Outcome>;
  /**
   * The faults an interview draws from: these and the interview-only ones, so the pool is larger than the practice
   * exercise's variants. A list without interview-only faults is its own pool.
   */
  pool: FaultList<Outcome>;
}

/** The switches whose value is a boolean: those a fault of the same name turns on. */
type SwitchName<Switches> = {
  [Name in keyof Switches]-?: boolean extends NonNullable<Switches[Name]> ? Name : never;
}[keyof Switches] &
  string;

/** The most common fault: the boolean switch of its own name, on. */
export const switchOn = <Switches>(
  id: SwitchName<Switches>,
  technique: Technique,
  field?: Slot,
): Fault<Switches> => ({
  id,
  technique,
  ...(field && { field }),
  switches: { [id]: true } as Switches,
});

/** The same fault, drawn only by interviews. */
export const interviewOnly = <Switches>(fault: Fault<Switches>): Fault<Switches> => ({
  ...fault,
  interviewOnly: true,
});

/** The switches whose value is a number: a limit a fault may move. */
type LimitName<Switches> = {
  [Name in keyof Switches]-?: number extends NonNullable<Switches[Name]> ? Name : never;
}[keyof Switches] &
  string;

/**
 * The four faults of a length limit off by one, each way: `<name>MinRaised`, `<name>MinLowered`,
 * `<name>MaxLowered`, `<name>MaxRaised`, each setting its limit's switch; boundary value analysis finds them.
 */
export const limitsOffByOne = <Switches>(
  name: string,
  field: Slot,
  limits: Readonly<{ min: number; max: number }>,
  switches: Readonly<{ min: LimitName<Switches>; max: LimitName<Switches> }>,
): Fault<Switches>[] =>
  (
    [
      ['MinRaised', switches.min, limits.min + 1],
      ['MinLowered', switches.min, limits.min - 1],
      ['MaxLowered', switches.max, limits.max - 1],
      ['MaxRaised', switches.max, limits.max + 1],
    ] as const
  ).map(([change, limit, value]) => ({
    id: `${name}${change}`,
    technique: 'boundaryValues',
    field,
    switches: { [limit]: value } as Switches,
  }));

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

/** Faults that set one switch are exclusive: merged, the later would overwrite the earlier silently. */
const sharingASwitch = <Switches extends object>(faults: readonly Fault<Switches>[]): string[][] => {
  const bySwitch = new Map<string, string[]>();
  for (const { id, switches } of faults) {
    for (const name of Object.keys(switches)) bySwitch.set(name, [...(bySwitch.get(name) ?? []), id]);
  }
  return [...bySwitch.values()].filter((ids) => ids.length > 1);
};

/**
 * The faults of a challenge's build: `build` with no switch on is the reference. `exclusive` names the groups a
 * drawn build must not combine because one fault hides another; faults that set one switch are exclusive anyway.
 */
export function faultList<Switches extends object, Outcome extends string>(
  build: (switches: Switches) => Build<Outcome>,
  faults: readonly Fault<Switches>[],
  masking: readonly (readonly string[])[] = [],
): FaultList<Outcome> {
  const ids = faults.map(({ id }) => id);
  const known = new Set(ids);
  if (known.size !== ids.length) throw new Error(`A fault id is used twice in ${ids.join(', ')}`);
  const stray = masking.flat().find((id) => !known.has(id));
  if (stray !== undefined) throw new Error(`Exclusive group names unknown fault ${stray}`);
  const exclusive = [...masking, ...sharingASwitch(faults)];
  const switchesOf = new Map(faults.map((fault) => [fault.id, fault.switches]));
  const listOf = (listed: readonly Fault<Switches>[], pool?: FaultList<Outcome>): FaultList<Outcome> => {
    const listedIds = listed.map(({ id }) => id);
    const listedSet = new Set(listedIds);
    const list: FaultList<Outcome> = {
      ids: listedIds,
      exclusive: exclusive
        .map((group) => group.filter((id) => listedIds.includes(id)))
        .filter((group) => group.length > 1),
      variants: listed.map(({ technique, field, switches }) => ({
        technique,
        ...(field && { field }),
        ...build(switches),
      })),
      allows: (drawn) => refusal(listedSet, exclusive, drawn) === undefined,
      buildWith: (drawn) => {
        const refused = refusal(listedSet, exclusive, drawn);
        if (refused !== undefined) throw new Error(refused);
        // Every challenge's Switches has only optional members, so none on is a valid Switches.
        const none = {} as Switches;
        return build(drawn.reduce((merged, id) => ({ ...merged, ...switchesOf.get(id) }), none));
      },
      get pool() {
        return pool ?? list;
      },
    };
    return list;
  };
  // A practice build never has an interview-only fault on: that list does not know them.
  const all = listOf(faults);
  const practice = faults.filter((fault) => !fault.interviewOnly);
  return practice.length === faults.length ? all : listOf(practice, all);
}
