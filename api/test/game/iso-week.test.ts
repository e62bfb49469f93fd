import { weekStartOf } from '../../src/game/iso-week';

describe('weekStartOf', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-25T13:45:10.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-22T23:59:59.999Z', '2026-11-16T00:00:00.000Z'],
    // Across a month and a year.
    ['2027-01-01T08:00:00.000Z', '2026-12-28T00:00:00.000Z'],
  ])('puts %s in the week from Monday %s (UTC)', (now, monday) => {
    expect(weekStartOf(new Date(now)).toISOString()).toBe(monday);
  });
});
