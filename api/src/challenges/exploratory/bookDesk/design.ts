import type { FieldValues } from '../../engine/definition';
import { BOOK_DESK_MESSAGES, createBookDesk } from './rules';
import {
  dateOfDayNumber,
  dayNumber,
  daysInMonth,
  parseCalendarDate,
  systemClock,
  todayOf,
  type CalendarDate,
  type Clock,
} from '../../support/calendar';
import { formBuild, type Build, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, switchOn } from '../../../test-design/faults';

export type BookDeskOutcome = keyof typeof BOOK_DESK_MESSAGES;

/** How far ahead a desk can be booked, as the description says. */
const YEARS_AHEAD = 5;

/** The faults a booking build may have; each variant switches one on, the reference none. */
interface Faults {
  /** February always has 29 days (the planted app's bug). */
  february29Always?: boolean;
  /** Every month but February has 31 days (the planted app's bug). */
  day31Always?: boolean;
  /** February never has a 29th: leap years are forgotten. */
  noLeapDay?: boolean;
  /** The month is not checked; month 13 rolls over into the next year. */
  monthUnchecked?: boolean;
  /** From must be after today (> instead of >=). */
  todayRefused?: boolean;
  /** From may be yesterday (today - 1 taken as the earliest day). */
  yesterdayAccepted?: boolean;
  /** To must be before the limit (< instead of <=). */
  limitExcluded?: boolean;
  /** To may be the day after the limit. */
  dayAfterLimitAccepted?: boolean;
  /** A booking of one day is refused as reversed (To must be after From). */
  oneDayRefused?: boolean;
  /** To before From is never checked. */
  reversedUnchecked?: boolean;
  /** YYYY-MM-DD is read too. */
  isoAccepted?: boolean;
  /** The messages for an empty From and an empty To are swapped. */
  emptyMessagesSwapped?: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parse = (text: string, faults: Faults): CalendarDate | undefined => {
  const iso = faults.isoAccepted ? ISO_DATE.exec(text.trim()) : null;
  if (!iso) return parseCalendarDate(text);
  const [, year, month, day] = iso.map(Number);
  return { year: year!, month: month!, day: day! };
};

/** The last day of a month as the build counts it. */
const lastDay = ({ year, month }: CalendarDate, faults: Faults): number => {
  if (month === 2 && faults.february29Always) return 29;
  if (month === 2 && faults.noLeapDay) return 28;
  if (month !== 2 && faults.day31Always) return 31;
  return daysInMonth(year, month);
};

const accepts = (date: CalendarDate, faults: Faults): boolean =>
  (faults.monthUnchecked || (date.month >= 1 && date.month <= 12)) &&
  date.day >= 1 &&
  date.day <= lastDay(date, faults);

/** Five years from today, the same month and day (a 29 February rolls over to 1 March). */
const limitOf = (today: number): number => {
  const { year, month, day } = dateOfDayNumber(today);
  return dayNumber({ year: year + YEARS_AHEAD, month, day });
};

const book = ({ first, second }: FieldValues, today: number, faults: Faults): BookDeskOutcome => {
  const fromEmpty = first.trim() === '';
  const toEmpty = second.trim() === '';
  if (fromEmpty && toEmpty) return 'emptyBoth';
  if (fromEmpty || toEmpty)
    return fromEmpty !== Boolean(faults.emptyMessagesSwapped) ? 'emptyFrom' : 'emptyTo';
  const fromDate = parse(first, faults);
  if (!fromDate) return 'formatFrom';
  const toDate = parse(second, faults);
  if (!toDate) return 'formatTo';
  if (!accepts(fromDate, faults)) return 'noSuchFrom';
  if (!accepts(toDate, faults)) return 'noSuchTo';
  const from = dayNumber(fromDate);
  const to = dayNumber(toDate);
  const earliest = faults.yesterdayAccepted ? today - 1 : today;
  if (faults.todayRefused ? from <= earliest : from < earliest) return 'past';
  if (!faults.reversedUnchecked && (faults.oneDayRefused ? to <= from : to < from)) return 'reversed';
  const latest = limitOf(today) + (faults.dayAfterLimitAccepted ? 1 : 0);
  if (faults.limitExcluded ? to >= latest : to > latest) return 'tooFar';
  return 'booked';
};

/** A build judged against the clock's today, read once for the whole table. */
const bookingBuild = (clock: Clock, faults: Faults = {}): Build<BookDeskOutcome> => ({
  outcomesOf: (rows) => {
    const today = todayOf(clock);
    return formBuild<BookDeskOutcome>((values) => book(values, today, faults)).outcomesOf(rows);
  },
});

/**
 * Book Desk against the clock's today, as the challenge is: the registered design reads the server's date in UTC,
 * the description's "today"; a test fixes the clock. From today to five years ahead, dates that exist, To not
 * before From; twelve builds that each get one rule wrong, the first two the planted app's bugs. Build 2 reads
 * YYYY-MM-DD too and ships a calendar that forgets leap years.
 */
export const createBookDeskDesign = (clock: Clock): TestDesign<BookDeskOutcome> => {
  return {
    fields: ['first', 'second'],
    outcomes: {
      booked: {
        en: 'Desk booked from the From date to the To date.',
        ua: 'Стіл заброньовано з дати в полі «З» до дати в полі «До».',
        ru: 'Стол забронирован с даты в поле «С» по дату в поле «По».',
        pl: 'Biurko zarezerwowane od daty w polu „Od” do daty w polu „Do”.',
      },
      emptyBoth: BOOK_DESK_MESSAGES.emptyBoth,
      emptyFrom: BOOK_DESK_MESSAGES.emptyFrom,
      emptyTo: BOOK_DESK_MESSAGES.emptyTo,
      formatFrom: BOOK_DESK_MESSAGES.formatFrom,
      formatTo: BOOK_DESK_MESSAGES.formatTo,
      noSuchFrom: BOOK_DESK_MESSAGES.noSuchFrom,
      noSuchTo: BOOK_DESK_MESSAGES.noSuchTo,
      past: BOOK_DESK_MESSAGES.past,
      reversed: BOOK_DESK_MESSAGES.reversed,
      tooFar: BOOK_DESK_MESSAGES.tooFar,
    },
    reference: bookingBuild(clock),
    faults: faultList<Faults, BookDeskOutcome>(
      (faults) => bookingBuild(clock, faults),
      [
        switchOn('february29Always', 'boundaryValues'),
        switchOn('day31Always', 'boundaryValues'),
        switchOn('noLeapDay', 'boundaryValues'),
        switchOn('monthUnchecked', 'equivalencePartitioning'),
        switchOn('todayRefused', 'boundaryValues', 'first'),
        switchOn('yesterdayAccepted', 'boundaryValues', 'first'),
        switchOn('limitExcluded', 'boundaryValues', 'second'),
        switchOn('dayAfterLimitAccepted', 'boundaryValues', 'second'),
        switchOn('oneDayRefused', 'boundaryValues'),
        switchOn('reversedUnchecked', 'equivalencePartitioning'),
        switchOn('isoAccepted', 'errorGuessing'),
        switchOn('emptyMessagesSwapped', 'errorGuessing'),
      ],
    ),
    ...formClasses(createBookDesk(clock)),
    build2: {
      releaseNote: {
        en: 'Build 2: both dates can now also be entered as YYYY-MM-DD, for example 2029-01-15; MM-DD-YYYY works as before. Any other format is still refused.',
        ua: 'Збірка 2: обидві дати тепер можна вводити ще й у форматі YYYY-MM-DD, наприклад 2029-01-15; MM-DD-YYYY працює, як і раніше. Будь-який інший формат, як і раніше, відхиляється.',
        ru: 'Сборка 2: обе даты теперь можно вводить ещё и в формате YYYY-MM-DD, например 2029-01-15; MM-DD-YYYY работает, как и раньше. Любой другой формат по-прежнему отклоняется.',
        pl: 'Build 2: obie daty można teraz wpisać także w formacie YYYY-MM-DD, np. 2029-01-15; MM-DD-YYYY działa jak dotąd. Każdy inny format jest nadal odrzucany.',
      },
      reference: bookingBuild(clock, { isoAccepted: true }),
      shipped: bookingBuild(clock, { isoAccepted: true, noLeapDay: true }),
    },
  };
};

export const design = createBookDeskDesign(systemClock);
