import type { Language } from '@qa/shared/catalogue';
import type { FieldValues } from '../../engine/definition';
import { BOOK_DESK_MESSAGES, createBookDesk } from './rules';
import {
  dateOfDayNumber,
  dayNumber,
  daysInMonth,
  isLeapYear,
  parseCalendarDate,
  systemClock,
  todayOf,
  type CalendarDate,
  type Clock,
} from '../../support/calendar';
import { formBuild, type Build, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';

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
  /** Interview only: a To that does not exist is never checked; it rolls over into the next month and is booked. */
  toDateUnchecked?: boolean;
  /** Interview only: To before From is judged on the fields' text, so a booking across New Year is "reversed". */
  reversedAsText?: boolean;
  /** Interview only: an empty To is taken as the From date, a one-day booking, instead of asking for it. */
  emptyToAsFrom?: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parse = (text: string, faults: Faults): CalendarDate | undefined => {
  const iso = faults.isoAccepted ? ISO_DATE.exec(text.trim()) : null;
  if (!iso) return parseCalendarDate(text);
  const [, year, month, day] = iso.map(Number);
  return { year: year!, month: month!, day: day! };
};

/**
 * The last day of a month as the build counts it. February's faults each touch one kind of year, so that both on
 * together each still show.
 */
const lastDay = ({ year, month }: CalendarDate, faults: Faults): number => {
  if (month === 2 && isLeapYear(year)) return faults.noLeapDay ? 28 : 29;
  if (month === 2) return faults.february29Always ? 29 : 28;
  if (faults.day31Always) return 31;
  return daysInMonth(year, month);
};

const accepts = (date: CalendarDate, faults: Faults): boolean =>
  (faults.monthUnchecked || (date.month >= 1 && date.month <= 12)) &&
  date.day >= 1 &&
  date.day <= lastDay(date, faults);

/** Five years from today, the same month and day (a 29 February rolls over to 1 March). */
export const limitOf = (today: number): number => {
  const { year, month, day } = dateOfDayNumber(today);
  return dayNumber({ year: year + YEARS_AHEAD, month, day });
};

/** The two dates as the build reads them, trimmed: an empty To is the From date where that fault is on. */
const textsOf = ({ first, second }: FieldValues, faults: Faults): [string, string] => [
  first.trim(),
  faults.emptyToAsFrom && second.trim() === '' ? first.trim() : second.trim(),
];

/**
 * The build's answer. Each boundary fault moves its own day (today refused, yesterday let in; the limit refused,
 * the day after let in), so that two on together each still show.
 */
const book = (values: FieldValues, today: number, faults: Faults): BookDeskOutcome => {
  const [first, second] = textsOf(values, faults);
  const fromEmpty = first === '';
  const toEmpty = second === '';
  if (fromEmpty && toEmpty) return 'emptyBoth';
  if (fromEmpty || toEmpty)
    return fromEmpty !== Boolean(faults.emptyMessagesSwapped) ? 'emptyFrom' : 'emptyTo';
  const fromDate = parse(first, faults);
  if (!fromDate) return 'formatFrom';
  const toDate = parse(second, faults);
  if (!toDate) return 'formatTo';
  if (!accepts(fromDate, faults)) return 'noSuchFrom';
  if (!faults.toDateUnchecked && !accepts(toDate, faults)) return 'noSuchTo';
  const from = dayNumber(fromDate);
  const to = dayNumber(toDate);
  if (from < today && !(faults.yesterdayAccepted && from === today - 1)) return 'past';
  if (faults.todayRefused && from === today) return 'past';
  const before = faults.reversedAsText ? second < first : to < from;
  if (!faults.reversedUnchecked && before) return 'reversed';
  if (faults.oneDayRefused && to === from) return 'reversed';
  const limit = limitOf(today);
  if (to > limit && !(faults.dayAfterLimitAccepted && to === limit + 1)) return 'tooFar';
  if (faults.limitExcluded && to === limit) return 'tooFar';
  return 'booked';
};

/** What the page shows: a booking with its dates as typed, as the challenge's app fills them; else the message. */
const shown = (values: FieldValues, outcome: BookDeskOutcome, language: Language, faults: Faults): string => {
  if (outcome !== 'booked') return BOOK_DESK_MESSAGES[outcome][language];
  const [from, to] = textsOf(values, faults);
  return BOOK_DESK_MESSAGES.booked[language].replace('{{from}}', from).replace('{{to}}', to);
};

/** A build judged against the clock's today, read once for the whole table. */
const bookingBuild = (clock: Clock, faults: Faults = {}): Build<BookDeskOutcome> => ({
  outcomesOf: (rows) => {
    const today = todayOf(clock);
    return formBuild<BookDeskOutcome>((values) => book(values, today, faults)).outcomesOf(rows);
  },
  shows: (rows, language) => {
    const today = todayOf(clock);
    return rows.map((values) => shown(values, book(values, today, faults), language, faults));
  },
});

/**
 * Book Desk against the clock's today, as the challenge is: the registered design reads the server's date in UTC,
 * the description's "today"; a test fixes the clock. From today to five years ahead, dates that exist, To not
 * before From; twelve builds that each get one rule wrong, the first two the planted app's bugs, and three more an
 * interview draws. Build 2 reads YYYY-MM-DD too and ships a calendar that forgets leap years.
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
        interviewOnly(switchOn('toDateUnchecked', 'equivalencePartitioning', 'second')),
        interviewOnly(switchOn('reversedAsText', 'errorGuessing')),
        interviewOnly(switchOn('emptyToAsFrom', 'errorGuessing', 'second')),
      ],
      [
        // One check, two ways wrong: without it, the check on text has nothing to get wrong.
        ['reversedUnchecked', 'reversedAsText'],
        // Both answer an empty To wrong: the swapped message, or a booking.
        ['emptyMessagesSwapped', 'emptyToAsFrom'],
        // Some days today, yesterday or the day after the limit is a 29 February, which a calendar without leap
        // days refuses before these faults' own check is reached.
        ['noLeapDay', 'todayRefused'],
        ['noLeapDay', 'yesterdayAccepted'],
        ['noLeapDay', 'dayAfterLimitAccepted'],
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
