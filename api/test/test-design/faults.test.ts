import { rules as triangle } from '../../src/challenges/exploratory/triangle/rules';
import type { FieldValues } from '../../src/challenges/engine/definition';
import { faultList, type FaultList } from '../../src/test-design/faults';
import { design as triangleDesign } from '../../src/challenges/exploratory/triangle/design';

const triangleFaults = triangleDesign.faults;
import { formBuild } from '../../src/test-design/test-design';

/** The expert design's examples, every case's and every bug's. */
const EXAMPLES: FieldValues[] = [...triangle.cases, ...triangle.bugs].flatMap(({ examples }) =>
  examples.map(({ first = '', second = '', third = '' }) => ({ first, second, third })),
);

const key = ({ first, second, third }: FieldValues) => [first, second, third].join('|');

/**
 * What each variant answered on the expert examples before the variants came from the fault list, where it differs
 * from the reference: the grading of every table stays as it was only if these stay.
 */
const BEFORE = [
  ['boundaryValues', undefined, { '2|3|5': 'scalene', '1|1|2': 'isosceles', '2|5|3': 'scalene' }],
  [
    'decisionTable',
    'first',
    { '10|2|3': 'scalene', '2|5|3': 'scalene', '99999999999999999999|4|5': 'scalene' },
  ],
  ['equivalencePartitioning', 'third', { '5|3|5': 'scalene', '2.5|4|2.5': 'scalene' }],
  ['equivalencePartitioning', 'third', { '3|5|5': 'scalene', '7|4|4': 'scalene', '1,5|3|3': 'scalene' }],
  ['equivalencePartitioning', 'third', { '5|5|3': 'equilateral', '4|4|7': 'equilateral' }],
  ['boundaryValues', undefined, { '0|4|5': 'notTriangle', '3|0|3': 'notTriangle', '3|4|0': 'notTriangle' }],
  ['boundaryValues', 'third', { '3|4|0': 'notTriangle', '3|3|-2': 'notTriangle' }],
  [
    'equivalencePartitioning',
    undefined,
    {
      '2.5|3|4': 'notNumbers',
      '2.5|2.5|2.5': 'notNumbers',
      '1,5|3|3': 'notNumbers',
      '2.5|4|2.5': 'notNumbers',
    },
  ],
  ['errorGuessing', undefined, { '3|4|': 'notPositive', '||': 'notPositive' }],
] as const;

/** Where a build's answers on the examples differ from the reference's. */
const differing = (outcomes: readonly string[]): Record<string, string> => {
  const reference = triangleDesign.reference.outcomesOf(EXAMPLES);
  return Object.fromEntries(
    EXAMPLES.flatMap((values, index) =>
      outcomes[index] === reference[index] ? [] : [[key(values), outcomes[index] ?? '']],
    ),
  );
};

/** Every set of `size` faults the list allows, in the list's order. */
const allowedSets = (list: FaultList, size: number): string[][] => {
  const sets = (from: number, left: number): string[][] =>
    left === 0
      ? [[]]
      : list.ids
          .slice(from)
          .flatMap((id, offset) => sets(from + offset + 1, left - 1).map((rest) => [id, ...rest]));
  return sets(0, size).filter(list.allows);
};

describe('the triangle’s faults', () => {
  it('makes the variants the design graded before, in their order', () => {
    expect(
      triangleFaults.variants.map(({ technique, field, outcomesOf }) => [
        technique,
        field,
        differing(outcomesOf(EXAMPLES)),
      ]),
    ).toEqual(BEFORE);
  });

  it('builds one fault as its variant, and none as the reference', () => {
    triangleFaults.ids.forEach((id, index) => {
      expect(triangleFaults.buildWith([id]).outcomesOf(EXAMPLES)).toEqual(
        triangleFaults.variants[index]?.outcomesOf(EXAMPLES),
      );
    });
    expect(triangleFaults.buildWith([]).outcomesOf(EXAMPLES)).toEqual(
      triangleDesign.reference.outcomesOf(EXAMPLES),
    );
  });

  it('keeps each fault of every allowed three attributable on the expert examples', () => {
    const reference = triangleDesign.reference.outcomesOf(EXAMPLES);
    const single = new Map(
      triangleFaults.ids.map((id) => [id, triangleFaults.buildWith([id]).outcomesOf(EXAMPLES)]),
    );
    const triples = allowedSets(triangleFaults, 3);
    expect(triples).toHaveLength(84);
    const hidden = triples.flatMap((drawn) => {
      const combined = triangleFaults.buildWith(drawn).outcomesOf(EXAMPLES);
      // Attributable: an example the combined build gets wrong, this fault alone too, and the others alone not.
      const shows = (fault: string) =>
        EXAMPLES.some(
          (_values, index) =>
            combined[index] !== reference[index] &&
            drawn.every((other) => (single.get(other)?.[index] !== reference[index]) === (other === fault)),
        );
      return drawn.filter((fault) => !shows(fault)).map((fault) => `${fault} in ${drawn.join(', ')}`);
    });
    expect(hidden).toEqual([]);
  });

  it('refuses unknown faults and a fault named twice', () => {
    expect(() => triangleFaults.buildWith(['flatAccepted', 'noSuchFault'])).toThrow(
      /Unknown fault noSuchFault/,
    );
    expect(() => triangleFaults.buildWith(['flatAccepted', 'flatAccepted'])).toThrow(/named twice/);
  });
});

describe('a fault list', () => {
  // A build whose answer names the switches on, so that a merge is seen whole.
  type Faults = { low?: boolean; high?: boolean; places?: number };
  const list = faultList<Faults, string>(
    (faults) => formBuild(() => JSON.stringify(faults)),
    [
      { id: 'low', technique: 'boundaryValues', switches: { low: true } },
      { id: 'high', technique: 'boundaryValues', field: 'first', switches: { high: true } },
      { id: 'onePlace', technique: 'equivalencePartitioning', switches: { places: 1 } },
      { id: 'threePlaces', technique: 'equivalencePartitioning', switches: { places: 3 } },
    ],
  );
  const row: FieldValues = { first: '', second: '', third: '' };

  it('switches every named fault on', () => {
    expect(list.buildWith(['low', 'high', 'threePlaces']).outcomesOf([row])).toEqual([
      JSON.stringify({ low: true, high: true, places: 3 }),
    ]);
    expect(list.variants.map(({ technique, field }) => [technique, field])).toEqual([
      ['boundaryValues', undefined],
      ['boundaryValues', 'first'],
      ['equivalencePartitioning', undefined],
      ['equivalencePartitioning', undefined],
    ]);
  });

  it('refuses two faults that set one switch, whatever else is drawn', () => {
    expect(list.allows(['low', 'onePlace', 'threePlaces'])).toBe(false);
    expect(() => list.buildWith(['threePlaces', 'low', 'onePlace'])).toThrow(
      /threePlaces, onePlace|onePlace, threePlaces/,
    );
    expect(list.allows(['low', 'high', 'onePlace'])).toBe(true);
    expect(allowedSets(list, 3)).toEqual([
      ['low', 'high', 'onePlace'],
      ['low', 'high', 'threePlaces'],
    ]);
  });

  it('refuses two faults of a group named exclusive, where one would hide the other', () => {
    const masking = faultList<Faults, string>(
      (switches) => formBuild(() => JSON.stringify(switches)),
      [
        { id: 'low', technique: 'boundaryValues', switches: { low: true } },
        { id: 'high', technique: 'boundaryValues', switches: { high: true } },
        { id: 'onePlace', technique: 'boundaryValues', switches: { places: 1 } },
      ],
      [['low', 'high']],
    );
    expect(masking.allows(['low', 'onePlace'])).toBe(true);
    expect(masking.allows(['low', 'high'])).toBe(false);
    expect(() => masking.buildWith(['high', 'low'])).toThrow(/low, high cannot be on together/);
  });

  it('refuses an exclusive group or an id used twice that names no fault', () => {
    const entry = { id: 'low', technique: 'boundaryValues' as const, switches: { low: true } };
    expect(() => faultList<Faults, string>(() => formBuild(() => ''), [entry], [['low', 'ghost']])).toThrow(
      /unknown fault ghost/,
    );
    expect(() => faultList<Faults, string>(() => formBuild(() => ''), [entry, entry])).toThrow(/used twice/);
  });
});
