import { drawFaults, newSeed } from '../../src/interview/draw';
import { INTERVIEW_FAMILIES, interviewFamily, type InterviewFamily } from '../../src/interview/families';
import { faultList } from '../../src/test-design/faults';
import { formBuild } from '../../src/test-design/test-design';

const SEEDS = Array.from({ length: 200 }, (_, index) => `seed-${index}`);

const triangle = interviewFamily('triangle');
if (!triangle) throw new Error('The triangle family is missing');

/** The triangle family with six faults in two exclusive groups, so that a draw must avoid them. */
const exclusiveFamily: InterviewFamily = {
  ...triangle,
  faults: faultList<Record<string, boolean>, string>(
    (switches) => formBuild(() => Object.keys(switches).join()),
    ['a1', 'a2', 'a3', 'b1', 'b2', 'c'].map((id) => ({
      id,
      technique: 'boundaryValues' as const,
      switches: { [id]: true },
    })),
    [
      ['a1', 'a2', 'a3'],
      ['b1', 'b2'],
    ],
  ),
};

describe('drawing an interview’s faults', () => {
  it('draws the same faults in the same order for a seed, and other faults for other seeds', () => {
    for (const seed of SEEDS.slice(0, 20))
      expect(drawFaults(triangle, seed)).toEqual(drawFaults(triangle, seed));
    expect(new Set(SEEDS.map((seed) => drawFaults(triangle, seed).join(','))).size).toBeGreaterThan(50);
  });

  it('draws distinct faults of the list, as many as asked', () => {
    for (const seed of SEEDS) {
      const drawn = drawFaults(triangle, seed);
      expect(drawn).toHaveLength(3);
      expect(new Set(drawn).size).toBe(3);
      expect(drawn.every((id) => triangle.faults.ids.includes(id))).toBe(true);
    }
    expect(drawFaults(triangle, 'seed', 5)).toHaveLength(5);
  });

  it('draws every fault of the list, in every position, for some seed among 200', () => {
    const drawn = SEEDS.map((seed) => drawFaults(triangle, seed));
    for (const position of [0, 1, 2])
      expect(new Set(drawn.map((faults) => faults[position])).size).toBe(triangle.faults.ids.length);
  });

  it('never draws two faults of one exclusive group, and every allowed fault still comes up', () => {
    const drawn = SEEDS.map((seed) => drawFaults(exclusiveFamily, seed));
    for (const faults of drawn) {
      expect(exclusiveFamily.faults.allows(faults)).toBe(true);
      expect(faults).toHaveLength(3);
    }
    expect(new Set(drawn.flat()).size).toBe(6);
  });

  it('says so when the faults cannot give as many', () => {
    expect(() => drawFaults(exclusiveFamily, 'seed', 4)).toThrow(/no 4 faults/);
  });

  it('makes a new random seed each time', () => {
    const seeds = new Set(Array.from({ length: 50 }, newSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('draws the triangle from a pool larger than its practice variants', () => {
    expect(INTERVIEW_FAMILIES.map(({ entry }) => entry.key)).toContain('triangle');
    expect(triangle.faults.ids).toHaveLength(12);
  });
});
