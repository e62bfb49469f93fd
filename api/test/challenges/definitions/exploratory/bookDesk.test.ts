import { createBookDesk } from '../../../../src/challenges/definitions/exploratory/bookDesk';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

/** The server's today fixed: 30 January 2028, a leap year, the day before a month end. */
const bookDesk = createBookDesk(() => new Date(Date.UTC(2028, 0, 30, 23, 59)));
const book = (first: string, second: string) => evaluate(bookDesk, { first, second }, 'en');

describe('book desk against a fixed today (01-30-2028)', () => {
  it.each([
    [
      'a few days ahead',
      '02-03-2028',
      '02-07-2028',
      { caseIndex: 1 },
      'Desk booked from 02-03-2028 to 02-07-2028.',
    ],
    ['over a month end', '01-31-2028', '02-01-2028', { caseIndex: 1 }, 'Desk booked'],
    ['starting today', '01-30-2028', '02-02-2028', { caseIndex: 2 }, 'Desk booked'],
    ['one day', '03-01-2028', '03-01-2028', { caseIndex: 3 }, 'Desk booked'],
    ['ending at the limit', '02-01-2028', '01-30-2033', { caseIndex: 4 }, 'Desk booked'],
    ['one day past the limit', '02-01-2028', '01-31-2033', { caseIndex: 5 }, 'at most five years ahead'],
    ['starting yesterday', '01-29-2028', '02-02-2028', { caseIndex: 6 }, 'cannot start in the past'],
    ['last year', '12-31-2027', '02-02-2028', { caseIndex: 6 }, 'cannot start in the past'],
    ['reversed', '02-10-2028', '02-09-2028', { caseIndex: 7 }, 'cannot be before the start date'],
    ['29 February 2028 (leap)', '02-29-2028', '03-01-2028', { caseIndex: 8 }, 'Desk booked'],
    ['29 February 2032 (leap)', '02-28-2032', '02-29-2032', { caseIndex: 8 }, 'Desk booked'],
    ['month 13', '13-01-2028', '13-02-2028', { caseIndex: 9 }, 'This date does not exist.'],
    ['30 February', '02-30-2028', '03-02-2028', { caseIndex: 9 }, 'This date does not exist.'],
    ['day 32', '03-32-2028', '04-02-2028', { caseIndex: 9 }, 'This date does not exist.'],
    ['day 00', '03-00-2028', '04-02-2028', { caseIndex: 9 }, 'This date does not exist.'],
    ['ISO format', '2028-02-03', '02-07-2028', { caseIndex: 10 }, 'MM-DD-YYYY'],
    ['dots', '03.02.2028', '02-07-2028', { caseIndex: 10 }, 'MM-DD-YYYY'],
    ['letters', 'tomorrow', '02-07-2028', { caseIndex: 10 }, 'MM-DD-YYYY'],
    ['empty', '', '02-07-2028', { caseIndex: 11 }, 'Please enter both dates.'],
    ['29 February 2029 (common)', '02-29-2029', '03-10-2029', { bugIndex: 1 }, 'Desk booked'],
    ['31 April', '04-31-2028', '05-02-2028', { bugIndex: 2 }, 'Desk booked'],
    ['31 November', '11-31-2029', '12-02-2029', { bugIndex: 2 }, 'Desk booked'],
    ['31 April in the past', '04-31-2027', '05-02-2028', { caseIndex: 9 }, 'cannot start in the past'],
  ] as const)('%s: %s to %s', (_name, first, second, found, message) => {
    const result = book(first, second);
    expect(result).toMatchObject(found);
    expect(result.message).toContain(message);
  });

  it('makes its examples from the same today', () => {
    for (const item of [...bookDesk.cases, ...bookDesk.bugs]) {
      for (const example of item.examples) {
        expect(book(example.first ?? '', example.second ?? '')).toMatchObject(
          bookDesk.cases.includes(item)
            ? { caseIndex: bookDesk.cases.indexOf(item) + 1 }
            : { bugIndex: bookDesk.bugs.indexOf(item) + 1 },
        );
      }
    }
  });

  it('counts days in UTC, whatever the hour', () => {
    const early = createBookDesk(() => new Date(Date.UTC(2028, 0, 30, 0, 1)));
    expect(evaluate(early, { first: '01-30-2028', second: '01-30-2028' }, 'en').caseIndex).toBe(2);
  });
});
