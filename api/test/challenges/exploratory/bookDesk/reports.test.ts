import { createBookDesk } from '../../../../src/challenges/exploratory/bookDesk/rules';
import {
  dateOfDayNumber,
  formatCalendarDate,
  systemClock,
  todayOf,
  type Clock,
} from '../../../../src/challenges/support/calendar';
import { gradeBugReport } from '../../../../src/bug-reports/grade';
import {
  reports as bookDeskReports,
  createBookDeskReports,
} from '../../../../src/challenges/exploratory/bookDesk/reports';
import { checkReports } from '../../../bug-reports/reportChecks';

const at =
  (year: number, month: number, day: number): Clock =>
  () =>
    new Date(Date.UTC(year, month - 1, day, 23, 59));

/** A booking of a few days, ten days on: valid on any day, so it reproduces nothing. */
const validBooking = (clock: Clock) => {
  const day = (offset: number) => formatCalendarDate(dateOfDayNumber(todayOf(clock) + offset));
  return { first: day(10), second: day(12) };
};

describe('reports of Book Desk’s planted bugs, today', () => {
  checkReports(bookDeskReports, createBookDesk(systemClock), validBooking(systemClock));
});

// The model's dates are made from today: the last day of a year, a leap day and the first day of a year before a
// leap year each move them, and each must still reproduce its bug within the five bookable years.
describe.each([
  ['12-31-2027', at(2027, 12, 31)],
  ['02-29-2028', at(2028, 2, 29)],
  ['01-01-2031', at(2031, 1, 1)],
])('reports of Book Desk’s planted bugs on %s', (_day, clock) => {
  checkReports(createBookDeskReports(clock), createBookDesk(clock), validBooking(clock));
});

describe('a learner’s own report of Book Desk', () => {
  const clock = at(2028, 1, 30);
  const reports = createBookDeskReports(clock);
  const report = {
    title: 'Форма бронирования принимает 31 июня и бронирует стол',
    steps: [{ first: '06-31-2029', second: '07-05-2029', third: '' }],
    expected: 'Сообщение «Даты, указанной в поле «С», не существует.»',
    actual: 'Появляется сообщение: Стол забронирован с 06-31-2029 по 07-05-2029.',
    severity: 'minor' as const,
    priority: 'low' as const,
  };

  it('takes its own dates and Russian words, and wants the actual result the build answered them', () => {
    const grade = gradeBugReport(reports, report, 'ru');
    expect(grade.reproduces.bug).toBe(2);
    expect(grade.criteria.filter(({ passed }) => !passed)).toEqual([]);

    const otherDates = gradeBugReport(
      reports,
      { ...report, actual: 'Стол забронирован с 04-31-2029 по 05-10-2029.' },
      'ru',
    );
    expect(otherDates.criteria.filter(({ passed }) => !passed).map(({ name }) => name)).toEqual([
      'actualResult',
    ]);
  });

  it('is judged against its own today: once 31 June (read as 1 July) has passed, the same steps reproduce nothing', () => {
    const later = gradeBugReport(createBookDeskReports(at(2029, 7, 2)), report, 'ru');
    expect(later.reproduces.bug).toBeNull();
  });
});
