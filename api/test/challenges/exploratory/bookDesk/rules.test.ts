import { createBookDesk } from '../../../../src/challenges/exploratory/bookDesk/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

/** The server's today fixed: 30 January 2028 (UTC), a leap year, the day before a month end. */
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
    ['over a month end', '01-31-2028', '02-01-2028', { caseIndex: 14 }, 'Desk booked'],
    ['starting today', '01-30-2028', '02-02-2028', { caseIndex: 2 }, 'Desk booked'],
    ['one day', '03-01-2028', '03-01-2028', { caseIndex: 3 }, 'Desk booked'],
    ['ending at the limit', '02-01-2028', '01-30-2033', { caseIndex: 4 }, 'Desk booked'],
    ['from mid-2030 to the limit', '06-15-2030', '01-30-2033', { caseIndex: 4 }, 'Desk booked'],
    ['one day far ahead', '06-15-2030', '06-15-2030', { caseIndex: 3 }, 'Desk booked'],
    ['reversed by a year', '02-10-2029', '02-10-2028', { caseIndex: 7 }, 'cannot be before the From date'],
    ['31 December to 1 January', '12-31-2028', '01-01-2029', { caseIndex: 14 }, 'Desk booked'],
    [
      'one day past the limit',
      '02-01-2028',
      '01-31-2033',
      { caseIndex: 5 },
      'at most five years from today (UTC)',
    ],
    [
      'a year past the limit',
      '02-01-2028',
      '01-30-2034',
      { caseIndex: 13 },
      'at most five years from today (UTC)',
    ],
    [
      'starting yesterday',
      '01-29-2028',
      '02-02-2028',
      { caseIndex: 12 },
      'The From date cannot be before today (UTC).',
    ],
    ['starting two days ago', '01-28-2028', '02-02-2028', { caseIndex: 6 }, 'cannot be before today'],
    ['last year', '12-31-2027', '02-02-2028', { caseIndex: 6 }, 'cannot be before today'],
    ['reversed', '02-10-2028', '02-09-2028', { caseIndex: 7 }, 'The To date cannot be before the From date.'],
    ['29 February 2028 (leap)', '02-29-2028', '03-01-2028', { caseIndex: 8 }, 'Desk booked'],
    ['29 February 2032 (leap)', '02-28-2032', '02-29-2032', { caseIndex: 8 }, 'Desk booked'],
    ['month 13', '13-01-2028', '13-02-2028', { caseIndex: 15 }, 'The From date does not exist.'],
    ['month 00 in To', '03-01-2028', '00-02-2028', { caseIndex: 15 }, 'The To date does not exist.'],
    ['30 February', '02-30-2028', '03-02-2028', { caseIndex: 9 }, 'The From date does not exist.'],
    ['day 32', '03-32-2028', '04-02-2028', { caseIndex: 9 }, 'The From date does not exist.'],
    ['day 00 in To', '03-05-2028', '04-00-2028', { caseIndex: 9 }, 'The To date does not exist.'],
    [
      'ISO format',
      '2028-02-03',
      '02-07-2028',
      { caseIndex: 10 },
      'Please enter the From date as MM-DD-YYYY.',
    ],
    ['dots', '02-03-2028', '07.02.2028', { caseIndex: 10 }, 'Please enter the To date as MM-DD-YYYY.'],
    ['letters', 'tomorrow', '02-07-2028', { caseIndex: 10 }, 'From date as MM-DD-YYYY'],
    ['From empty', '', '02-07-2028', { caseIndex: 11 }, 'Please enter the From date.'],
    ['To empty', '02-07-2028', '', { caseIndex: 11 }, 'Please enter the To date.'],
    ['both empty', '', '', { caseIndex: 11 }, 'Please enter both dates, From and To.'],
    ['30 April', '04-30-2028', '05-02-2028', { caseIndex: 14 }, 'Desk booked'],
    ['28 February 2029 (common)', '02-20-2029', '02-28-2029', { caseIndex: 14 }, 'Desk booked'],
    ['29 February 2029 (common)', '02-29-2029', '03-10-2029', { bugIndex: 1 }, 'Desk booked'],
    ['31 April', '04-31-2028', '05-02-2028', { bugIndex: 2 }, 'Desk booked'],
    ['31 November', '11-31-2029', '12-02-2029', { bugIndex: 2 }, 'Desk booked'],
    ['31 April in the past', '04-31-2027', '05-02-2028', { caseIndex: 9 }, 'cannot be before today'],
  ] as const)('%s: %s to %s', (_name, first, second, found, message) => {
    const result = book(first, second);
    expect(result).toMatchObject(found);
    expect(result.message).toContain(message);
  });

  it('names the field in every refusal and says today is counted in UTC', () => {
    for (const [first, second] of [
      ['', '02-07-2028'],
      ['02-07-2028', ''],
      ['2028-02-03', '02-07-2028'],
      ['02-03-2028', '2028-02-07'],
      ['13-01-2028', '02-07-2028'],
      ['02-03-2028', '02-31-2028'],
      ['01-29-2028', '02-07-2028'],
      ['02-10-2028', '02-09-2028'],
      ['02-10-2028', '02-09-2040'],
    ]) {
      expect(book(first!, second!).message).toMatch(/\b(From|To)\b/);
    }
    for (const language of ['en', 'ua', 'ru', 'pl'] as const) {
      for (const [first, second] of [
        ['01-29-2028', '02-07-2028'],
        ['02-10-2028', '02-09-2040'],
      ]) {
        expect(evaluate(bookDesk, { first: first!, second: second! }, language).message).toContain('UTC');
      }
    }
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

  // Every day of a leap year and a common one as today: the examples, made from it, still find their finding.
  it.each([2027, 2028])('makes examples that hold whatever today is in %i', (year) => {
    for (let day = 0; day < 366; day += 1) {
      const desk = createBookDesk(() => new Date(Date.UTC(year, 0, 1 + day, 12)));
      const findings = [...desk.cases, ...desk.bugs];
      for (const [index, item] of findings.entries()) {
        const expected =
          index < desk.cases.length ? { caseIndex: index + 1 } : { bugIndex: index - desk.cases.length + 1 };
        for (const { first = '', second = '' } of item.examples) {
          expect([first, second, evaluate(desk, { first, second }, 'en')]).toEqual([
            first,
            second,
            expect.objectContaining(expected),
          ]);
        }
      }
    }
  });
});
