import { createBookDesk } from '../../../../src/challenges/exploratory/bookDesk/rules';
import { createBookDeskDesign } from '../../../../src/challenges/exploratory/bookDesk/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

/** The day the design is judged at, fixed as the definition's own test fixes it: 01-30-2028 (UTC), a leap year. */
const clock = () => new Date(Date.UTC(2028, 0, 30, 23, 59));
const bookDeskDesign = createBookDeskDesign(clock);

const HAPPY_PATH = [
  row('booked', '02-03-2028', '02-07-2028'),
  row('reversed', '02-10-2028', '02-05-2028'),
  row('past', '01-01-2028', '01-05-2028'),
];

describe('the book desk test design, judged on 01-30-2028', () => {
  checkDesign(bookDeskDesign, createBookDesk(clock), {
    full: [
      row('booked', '02-03-2028', '02-07-2028'),
      row('noSuchFrom', '02-29-2029', '03-10-2029'),
      row('noSuchTo', '09-20-2029', '09-31-2029'),
      row('booked', '02-29-2028', '03-02-2028'),
      row('noSuchFrom', '13-01-2029', '01-02-2030'),
      row('booked', '01-30-2028', '02-02-2028'),
      row('past', '01-29-2028', '02-02-2028'),
      row('booked', '02-01-2028', '01-30-2033'),
      row('tooFar', '02-01-2028', '01-31-2033'),
      row('booked', '03-01-2028', '03-01-2028'),
      row('reversed', '02-10-2028', '02-05-2028'),
      row('formatFrom', '2029-01-15', '02-07-2029'),
      row('emptyFrom', '', '02-07-2028'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('booked', '01-29-2028', '02-02-2028'),
  });

  it('leaves the boundaries of the dates to a happy path', () => {
    const run = runTests(bookDeskDesign, HAPPY_PATH);
    expect(run.missed.filter(({ technique }) => technique === 'boundaryValues')).toHaveLength(8);
    expect(run.score).toBe(10);
  });

  it('judges a table against the clock: the same row is a booking from today one day and in the past the next', () => {
    const nextDay = createBookDeskDesign(() => new Date(Date.UTC(2028, 0, 31, 0, 1)));
    const fromToday = [row('booked', '01-30-2028', '02-02-2028')];
    expect(runTests(bookDeskDesign, fromToday).rows[0]?.validOnReference).toBe(true);
    expect(runTests(nextDay, fromToday).rows[0]?.referenceOutcome).toBe('past');
  });

  it('on build 2 reads YYYY-MM-DD too, and ships a calendar without 29 February', () => {
    const build = bookDeskDesign.build2;
    const values = [
      ['2028-02-03', '02-07-2028'],
      ['2028-02-03', '2028-02-31'],
      ['2028/02/03', '02-07-2028'],
      ['02-29-2028', '03-02-2028'],
    ].map(([first = '', second = '']) => ({ first, second, third: '' }));
    expect(build?.reference.outcomesOf(values)).toEqual(['booked', 'noSuchTo', 'formatFrom', 'booked']);
    expect(build?.shipped.outcomesOf(values)).toEqual(['booked', 'noSuchTo', 'formatFrom', 'noSuchFrom']);
  });
});
