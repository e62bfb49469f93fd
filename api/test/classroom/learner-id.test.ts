import { createHmac } from 'node:crypto';
import { archivedGrid, baselineOf, classGrid, type GridMember } from '../../src/classroom/class-grid';
import { LEARNER_ID, learnerIdOf } from '../../src/classroom/learner-id';

const KEY = 'k'.repeat(32);
const CLASS = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const OTHER_CLASS = '0b6e1c7e-0000-4000-8000-000000000009';
const ACCOUNT = 'uid-olha';

/** The first 40 bits of the MAC in Crockford's base 32, written the slow way: what the id must be. */
const expected = (key: string, classId: string, account: string): string => {
  const mac = createHmac('sha256', key)
    .update(`qa-class-learner-id:v1:${JSON.stringify([classId, account])}`)
    .digest();
  const bits = [...mac.subarray(0, 5)].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  const digits = bits.match(/.{5}/g)!.map((five) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[parseInt(five, 2)]);
  return `L-${digits.join('')}`;
};

describe('a learner’s id in a class', () => {
  it('is the keyed hash of the class and the account, in eight letters and digits a person can copy', () => {
    const id = learnerIdOf(KEY, CLASS, ACCOUNT);
    expect(id).toMatch(LEARNER_ID);
    expect(id).toBe(expected(KEY, CLASS, ACCOUNT));
    for (const account of ['a', 'uid:with:colons', 'ü'.repeat(128)])
      expect(learnerIdOf(KEY, OTHER_CLASS, account)).toBe(expected(KEY, OTHER_CLASS, account));
  });

  it('differs between classes, between learners and between keys, and shows nothing of the account', () => {
    const id = learnerIdOf(KEY, CLASS, ACCOUNT);
    expect(learnerIdOf(KEY, OTHER_CLASS, ACCOUNT)).not.toBe(id);
    expect(learnerIdOf(KEY, CLASS, 'uid-petro')).not.toBe(id);
    expect(learnerIdOf('x'.repeat(32), CLASS, ACCOUNT)).not.toBe(id);
    expect(id).not.toContain(ACCOUNT);
    expect(id.toLowerCase()).not.toContain('olha');
    // The two parts are kept apart: moving a character from one to the other is another learner.
    expect(learnerIdOf(KEY, 'ab', 'c')).not.toBe(learnerIdOf(KEY, 'a', 'bc'));
  });

  it('is the same in every term of the class: the grid shows it, the archive keeps it, the next term repeats it', () => {
    const member = (learnerId?: string): GridMember => ({
      id: '0b6e1c7e-0000-4000-8000-000000000001',
      learner: ACCOUNT,
      name: 'Olha',
      joinedAt: new Date('2026-11-02T09:00:00.000Z'),
      baseline: baselineOf([]),
      ...(learnerId !== undefined && { learnerId }),
    });
    const id = learnerIdOf(KEY, CLASS, ACCOUNT);
    const first = classGrid([], [member(id)], [], new Date('2026-11-01T09:00:00.000Z'));
    expect(first.learners[0]?.learnerId).toBe(id);
    const archived = archivedGrid(first);
    expect(archived.learners[0]?.learnerId).toBe(id);
    expect(JSON.stringify(archived)).not.toContain(ACCOUNT);
    // The next term starts later, from a new baseline: the id depends on neither.
    const next = classGrid(
      [],
      [member(learnerIdOf(KEY, CLASS, ACCOUNT))],
      [],
      new Date('2027-02-01T09:00:00Z'),
    );
    expect(next.learners[0]?.learnerId).toBe(id);
    // A grid built without ids (as before them) has none, and its archive neither.
    expect(archivedGrid(classGrid([], [member()], [], new Date())).learners[0]).not.toHaveProperty(
      'learnerId',
    );
  });
});
