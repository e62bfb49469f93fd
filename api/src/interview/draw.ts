import { createHash, randomBytes } from 'node:crypto';
import type { InterviewFamily } from './families';

/** A new session's seed: random, and stored with the session so that its draw can be made again. */
export const newSeed = (): string => randomBytes(16).toString('hex');

/**
 * A number below `size` from the seed and a counter: the first 48 bits of sha256(seed:counter). The modulo's bias
 * is below size / 2^48, far under anything a draw of a dozen faults could show.
 */
const pick = (seed: string, counter: number, size: number): number =>
  createHash('sha256').update(`${seed}:${counter}`).digest().readUIntBE(0, 6) % size;

/**
 * The faults of an interview's build, drawn from the family's faults by the seed: the same seed draws the same
 * faults in the same order (their order numbers the build's bugs), all distinct, at most one of each exclusive
 * group. Each pick is among the faults the ones drawn so far still allow.
 */
export function drawFaults(family: InterviewFamily, seed: string, count = 3): string[] {
  const { faults } = family;
  const drawn: string[] = [];
  for (let counter = 0; drawn.length < count; counter += 1) {
    const allowed = faults.ids.filter((id) => !drawn.includes(id) && faults.allows([...drawn, id]));
    const next = allowed[pick(seed, counter, allowed.length)];
    if (next === undefined) throw new Error(`${family.entry.key}: no ${count} faults can be on together`);
    drawn.push(next);
  }
  return drawn;
}
