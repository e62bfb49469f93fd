import type { GridLearner } from '@qa/shared/classroom';
import { firstOrder, mean, nextOrder, sortLearners, totalOf } from './gridFigures';

const learner = (name: string, fields: Partial<GridLearner> = {}): GridLearner => ({
  name,
  joinedAt: '2026-11-01T09:00:00.000Z',
  lastActive: null,
  found: {},
  ...fields,
});

const SHOWN = [
  { storeName: 'scripted_divide', total: 10 },
  { storeName: 'exploratory_triangle', total: 8 },
];
const byName = (a: string, b: string) => a.localeCompare(b);
const names = (learners: readonly GridLearner[]) => learners.map((each) => each.name);

describe('the grid’s figures', () => {
  const ann = learner('Ann', {
    found: { scripted_divide: 3, exploratory_triangle: 8, learn_adder: 5 },
    lastActive: '2026-11-20T10:00:00.000Z',
    interviews: { a1: { total: 70, finishedAt: '2026-11-20T10:00:00.000Z', lines: [] } },
  });
  const ben = learner('Ben', { found: { scripted_divide: 9 }, lastActive: '2026-11-25T10:00:00.000Z' });
  const cat = learner('Cat', { found: { exploratory_triangle: 3 } });
  const dan = learner('Dan', { found: { scripted_divide: 9 } });
  const all = [dan, cat, ben, ann];

  it('counts a total over the challenges shown only', () => {
    expect(totalOf(ann, SHOWN)).toEqual({ found: 11, total: 18 });
    expect(totalOf(ann, SHOWN.slice(0, 1))).toEqual({ found: 3, total: 10 });
  });

  it('sorts by name, A to Z first, then Z to A', () => {
    const first = firstOrder({ by: 'name' });
    expect(names(sortLearners(all, first, SHOWN, byName))).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    const second = nextOrder(first, { by: 'name' });
    expect(names(sortLearners(all, second, SHOWN, byName))).toEqual(['Dan', 'Cat', 'Ben', 'Ann']);
  });

  it('sorts a figure best first, equal figures by name, and turns round on a second press', () => {
    const divide = firstOrder({ by: 'challenge', storeName: 'scripted_divide' });
    expect(names(sortLearners(all, divide, SHOWN, byName))).toEqual(['Ben', 'Dan', 'Ann', 'Cat']);
    const rising = nextOrder(divide, { by: 'challenge', storeName: 'scripted_divide' });
    expect(names(sortLearners(all, rising, SHOWN, byName))).toEqual(['Cat', 'Ann', 'Ben', 'Dan']);
    expect(names(sortLearners(all, firstOrder({ by: 'total' }), SHOWN, byName))).toEqual([
      'Ann',
      'Ben',
      'Dan',
      'Cat',
    ]);
  });

  it('puts learners without a figure last in either direction', () => {
    const active = firstOrder({ by: 'lastActive' });
    expect(names(sortLearners(all, active, SHOWN, byName))).toEqual(['Ben', 'Ann', 'Cat', 'Dan']);
    expect(names(sortLearners(all, nextOrder(active, { by: 'lastActive' }), SHOWN, byName))).toEqual([
      'Ann',
      'Ben',
      'Cat',
      'Dan',
    ]);
    const interview = { by: 'interview', assignmentId: 'a1' } as const;
    const rising = nextOrder(firstOrder(interview), interview);
    expect(names(sortLearners(all, rising, SHOWN, byName))).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
  });

  it('switches to another column with that column’s first order', () => {
    const byTotal = nextOrder(firstOrder({ by: 'total' }), { by: 'total' });
    expect(nextOrder(byTotal, { by: 'name' })).toEqual({ column: { by: 'name' }, descending: false });
  });

  it('takes the mean of what there is', () => {
    expect(mean([])).toBeUndefined();
    expect(mean([3, 4])).toBe(3.5);
  });
});
