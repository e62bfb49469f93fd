// Over 300 lines because it is one challenge's hidden rules whole: the calendar checks, the answers in four
// languages and every case and bug with its values, read together when a rule changes.
import type { Language } from '@qa/shared/catalogue';
import type { ExampleInput, FieldValues, HiddenDefinition } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import {
  dateOfDayNumber,
  dayNumber,
  daysInMonth,
  exists,
  formatCalendarDate,
  isLeapYear,
  parseCalendarDate,
  systemClock,
  todayOf,
  type CalendarDate,
  type Clock,
} from '../../support/calendar';
import { partitionCases } from '../../support/partition-case';

/** How far ahead a desk can be booked (SPEC §5). */
const YEARS_AHEAD = 5;

/**
 * What the app answers. Every refusal names the field it is about, and "today" is the date in UTC, as the
 * description says: the server counts days in UTC (support/calendar).
 */
export const BOOK_DESK_MESSAGES = {
  emptyBoth: {
    en: 'Please enter both dates, From and To.',
    ua: 'Будь ласка, заповніть обидва поля: «З» і «До».',
    ru: 'Пожалуйста, заполните оба поля: «С» и «По».',
    pl: 'Wypełnij oba pola: „Od” i „Do”.',
  },
  emptyFrom: {
    en: 'Please enter the From date.',
    ua: 'Будь ласка, заповніть поле «З».',
    ru: 'Пожалуйста, заполните поле «С».',
    pl: 'Wypełnij pole „Od”.',
  },
  emptyTo: {
    en: 'Please enter the To date.',
    ua: 'Будь ласка, заповніть поле «До».',
    ru: 'Пожалуйста, заполните поле «По».',
    pl: 'Wypełnij pole „Do”.',
  },
  formatFrom: {
    en: 'Please enter the From date as MM-DD-YYYY.',
    ua: 'Будь ласка, введіть дату в полі «З» у форматі MM-DD-YYYY.',
    ru: 'Пожалуйста, введите дату в поле «С» в формате MM-DD-YYYY.',
    pl: 'Wpisz datę w polu „Od” w formacie MM-DD-YYYY.',
  },
  formatTo: {
    en: 'Please enter the To date as MM-DD-YYYY.',
    ua: 'Будь ласка, введіть дату в полі «До» у форматі MM-DD-YYYY.',
    ru: 'Пожалуйста, введите дату в поле «По» в формате MM-DD-YYYY.',
    pl: 'Wpisz datę w polu „Do” w formacie MM-DD-YYYY.',
  },
  noSuchFrom: {
    en: 'The From date does not exist.',
    ua: 'Дати, вказаної в полі «З», не існує.',
    ru: 'Даты, указанной в поле «С», не существует.',
    pl: 'Data podana w polu „Od” nie istnieje.',
  },
  noSuchTo: {
    en: 'The To date does not exist.',
    ua: 'Дати, вказаної в полі «До», не існує.',
    ru: 'Даты, указанной в поле «По», не существует.',
    pl: 'Data podana w polu „Do” nie istnieje.',
  },
  past: {
    en: 'The From date cannot be before today (UTC).',
    ua: 'Дата в полі «З» не може бути раніше за сьогоднішню (за UTC).',
    ru: 'Дата в поле «С» не может быть раньше сегодняшней (по UTC).',
    pl: 'Data w polu „Od” nie może być wcześniejsza niż dzisiejsza (według UTC).',
  },
  reversed: {
    en: 'The To date cannot be before the From date.',
    ua: 'Дата в полі «До» не може бути раніше за дату в полі «З».',
    ru: 'Дата в поле «По» не может быть раньше даты в поле «С».',
    pl: 'Data w polu „Do” nie może być wcześniejsza niż data w polu „Od”.',
  },
  tooFar: {
    en: 'The To date can be at most five years from today (UTC).',
    ua: 'Дата в полі «До» може бути щонайпізніше через п’ять років від сьогодні (за UTC).',
    ru: 'Дата в поле «По» может быть не позже чем через пять лет от сегодняшнего дня (по UTC).',
    pl: 'Data w polu „Do” może przypadać najpóźniej pięć lat od dziś (według UTC).',
  },
  booked: {
    en: 'Desk booked from {{from}} to {{to}}.',
    ua: 'Стіл заброньовано з {{from}} до {{to}}.',
    ru: 'Стол забронирован с {{from}} по {{to}}.',
    pl: 'Biurko zarezerwowane od {{from}} do {{to}}.',
  },
} as const satisfies Record<string, Localized>;

type Outcome = keyof typeof BOOK_DESK_MESSAGES;

/** The app's own date check, with its planted bug: February always has 29 days and every other month 31. */
const appAccepts = ({ month, day }: CalendarDate): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 ? 29 : 31);

interface Booking {
  from: CalendarDate;
  to: CalendarDate;
}

/** The two dates, or the refusal of the form itself: an empty field first, then one not as MM-DD-YYYY. */
const bookingOf = ({ first, second }: FieldValues): Booking | Outcome => {
  const fromEmpty = first.trim() === '';
  const toEmpty = second.trim() === '';
  if (fromEmpty || toEmpty) return fromEmpty ? (toEmpty ? 'emptyBoth' : 'emptyFrom') : 'emptyTo';
  const from = parseCalendarDate(first);
  const to = parseCalendarDate(second);
  if (!from) return 'formatFrom';
  return to ? { from, to } : 'formatTo';
};

/** Five years from today, the same month and day (a 29 February rolls over to 1 March). */
const limitOf = (today: number): number => {
  const { year, month, day } = dateOfDayNumber(today);
  return dayNumber({ year: year + YEARS_AHEAD, month, day });
};

/** What the app answers, judged against `today`; an impossible date it accepts rolls over to the next month. */
const outcomeOf = (values: FieldValues, today: number): Outcome => {
  const booking = bookingOf(values);
  if (typeof booking === 'string') return booking;
  if (!appAccepts(booking.from)) return 'noSuchFrom';
  if (!appAccepts(booking.to)) return 'noSuchTo';
  const from = dayNumber(booking.from);
  const to = dayNumber(booking.to);
  if (from < today) return 'past';
  if (to < from) return 'reversed';
  if (to > limitOf(today)) return 'tooFar';
  return 'booked';
};

type Partition =
  | 'empty'
  | 'format'
  | 'acceptedFebruary29'
  | 'acceptedDay31'
  | 'noSuchMonth'
  | 'noSuchDate'
  | 'yesterday'
  | 'past'
  | 'reversed'
  | 'dayAfterLimit'
  | 'wellAfterLimit'
  | 'leapDay'
  | 'atLimit'
  | 'startsToday'
  | 'oneDay'
  | 'monthEnd'
  | 'valid';

const isMonthEnd = ({ year, month, day }: CalendarDate): boolean => day === daysInMonth(year, month);

/** What the two dates really are, so every input has exactly one partition. */
const partitionOf = (values: FieldValues, today: number): Partition => {
  const booking = bookingOf(values);
  if (typeof booking === 'string') return booking.startsWith('empty') ? 'empty' : 'format';
  const dates = [booking.from, booking.to];
  const outcome = outcomeOf(values, today);
  const missing = dates.find((date) => !exists(date));
  if (missing) {
    // Only an impossible date the app then books shows its bug; any other is refused as it should be.
    if (outcome === 'booked') return missing.month === 2 ? 'acceptedFebruary29' : 'acceptedDay31';
    return dates.some(({ month }) => month < 1 || month > 12) ? 'noSuchMonth' : 'noSuchDate';
  }
  const from = dayNumber(booking.from);
  const to = dayNumber(booking.to);
  if (outcome === 'past') return from === today - 1 ? 'yesterday' : 'past';
  if (outcome === 'reversed') return 'reversed';
  if (outcome === 'tooFar') return to === limitOf(today) + 1 ? 'dayAfterLimit' : 'wellAfterLimit';
  // Today and the limit first: on a 29 February, a booking from today is still one that starts today.
  if (from === today) return 'startsToday';
  if (to === limitOf(today)) return 'atLimit';
  if (dates.some(({ month, day }) => month === 2 && day === 29)) return 'leapDay';
  if (from === to) return 'oneDay';
  if (dates.some(isMonthEnd)) return 'monthEnd';
  return 'valid';
};
/** The next year after today's for which `test` holds, within the five bookable years. */
const nextYear = (today: number, test: (year: number) => boolean): number => {
  const { year } = dateOfDayNumber(today);
  for (let next = year + 1; next < year + YEARS_AHEAD; next += 1) if (test(next)) return next;
  throw new Error('every five years hold a leap year and a common one');
};

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * Book Desk, to discover (SPEC §5): From and To as MM-DD-YYYY, from today (UTC) to five years ahead, dates that
 * do not exist refused. Fifteen cases (valid bookings and both sides of each boundary, each refusal, the format
 * and the empty field) and two planted bugs: the app accepts 29 February of a common year and the 31st of a
 * 30-day month. Everything is judged against the clock's today, so the examples are made from it too.
 */
export const createBookDesk = (clock: Clock): HiddenDefinition => {
  const today = () => todayOf(clock);
  const format = (days: number) => formatCalendarDate(dateOfDayNumber(days));
  const day = (offset: number) => format(today() + offset);
  /** The first day from today + offset whose day of the month is 2 to 22: four days on, still no month end. */
  const midMonth = (offset: number): number => {
    let days = today() + offset;
    while (dateOfDayNumber(days).day < 2 || dateOfDayNumber(days).day > 22) days += 1;
    return days;
  };
  /** The last day of the first month after today + offset that is not February, and has `length` days. */
  const monthEnd = (offset: number, length: 30 | 31): number => {
    let days = today() + offset;
    for (;;) {
      const { year, month, day: dayOfMonth } = dateOfDayNumber(days);
      if (month !== 2 && daysInMonth(year, month) === length && dayOfMonth === length) return days;
      days += 1;
    }
  };
  const limit = () => limitOf(today());
  const finding = partitionCases((values) => partitionOf(values, today()));
  // Examples are made when asked for, so a server running past midnight still gives valid ones.
  const example = (make: () => ExampleInput): ExampleInput => ({
    get first() {
      return make().first;
    },
    get second() {
      return make().second;
    },
  });
  const between = (from: () => number, to: () => number) =>
    example(() => ({ first: format(from()), second: format(to()) }));
  const inYear = (year: number, month: number, dayOfMonth: number) =>
    formatCalendarDate({ year, month, day: dayOfMonth });
  const common = () => nextYear(today(), (year) => !isLeapYear(year));
  const leap = () => nextYear(today(), isLeapYear);
  const inCommon = (first: [number, number], second: [number, number]) =>
    example(() => ({ first: inYear(common(), ...first), second: inYear(common(), ...second) }));

  return {
    evaluator: 'exploratory',
    fields: ['first', 'second'],
    result: (values: FieldValues, language: Language) => {
      const outcome = outcomeOf(values, today());
      return fill(BOOK_DESK_MESSAGES[outcome][language], {
        from: values.first.trim(),
        to: values.second.trim(),
      });
    },
    cases: [
      finding(
        'valid',
        'equivalencePartitioning',
        {
          en: 'a booking of several days within the allowed period',
          ua: 'бронювання на кілька днів у дозволений період',
          ru: 'бронирование на несколько дней в разрешённый период',
          pl: 'rezerwacja na kilka dni w dozwolonym okresie',
        },
        between(
          () => midMonth(10),
          () => midMonth(10) + 4,
        ),
        between(
          () => midMonth(100),
          () => midMonth(100) + 2,
        ),
      ),
      finding(
        'startsToday',
        'boundaryValues',
        {
          en: 'a booking that starts today (UTC)',
          ua: 'бронювання, що починається сьогодні (за UTC)',
          ru: 'бронирование, которое начинается сегодня (по UTC)',
          pl: 'rezerwacja zaczynająca się dziś (według UTC)',
        },
        between(today, () => midMonth(3)),
        between(today, today),
      ),
      finding(
        'oneDay',
        'boundaryValues',
        {
          en: 'a one-day booking: From and To are the same day',
          ua: 'бронювання на один день: «З» і «До» — той самий день',
          ru: 'бронирование на один день: «С» и «По» — один и тот же день',
          pl: 'rezerwacja na jeden dzień: „Od” i „Do” to ten sam dzień',
        },
        between(
          () => midMonth(20),
          () => midMonth(20),
        ),
        between(
          () => midMonth(200),
          () => midMonth(200),
        ),
      ),
      finding(
        'atLimit',
        'boundaryValues',
        {
          en: 'a booking that ends exactly five years from today',
          ua: 'бронювання, що закінчується рівно через п’ять років від сьогодні',
          ru: 'бронирование, которое заканчивается ровно через пять лет от сегодняшнего дня',
          pl: 'rezerwacja kończąca się dokładnie pięć lat od dziś',
        },
        between(() => midMonth(10), limit),
        between(limit, limit),
      ),
      finding(
        'dayAfterLimit',
        'boundaryValues',
        {
          en: 'a booking that ends the day after the five-year limit',
          ua: 'бронювання, що закінчується наступного дня після п’ятирічної межі',
          ru: 'бронирование, которое заканчивается на следующий день после пятилетней границы',
          pl: 'rezerwacja kończąca się dzień po pięcioletniej granicy',
        },
        between(
          () => midMonth(10),
          () => limit() + 1,
        ),
        between(today, () => limit() + 1),
      ),
      finding(
        'past',
        'equivalencePartitioning',
        {
          en: 'a booking that starts before yesterday',
          ua: 'бронювання, що починається раніше, ніж учора',
          ru: 'бронирование, которое начинается раньше вчерашнего дня',
          pl: 'rezerwacja zaczynająca się wcześniej niż wczoraj',
        },
        between(
          () => today() - 30,
          () => midMonth(3),
        ),
        between(
          () => today() - 400,
          () => today() - 390,
        ),
      ),
      finding(
        'reversed',
        'equivalencePartitioning',
        {
          en: 'the end date before the start date',
          ua: 'дата закінчення раніше за дату початку',
          ru: 'дата окончания раньше даты начала',
          pl: 'data końcowa wcześniejsza niż początkowa',
        },
        between(
          () => midMonth(14) + 4,
          () => midMonth(14),
        ),
        between(
          () => midMonth(40),
          () => midMonth(40) - 1,
        ),
      ),
      finding(
        'leapDay',
        'boundaryValues',
        {
          en: '29 February of a leap year',
          ua: '29 лютого високосного року',
          ru: '29 февраля високосного года',
          pl: '29 lutego roku przestępnego',
        },
        example(() => ({ first: inYear(leap(), 2, 29), second: inYear(leap(), 3, 2) })),
        example(() => ({ first: inYear(leap(), 2, 20), second: inYear(leap(), 2, 29) })),
      ),
      finding(
        'noSuchDate',
        'equivalencePartitioning',
        {
          en: 'a day that does not exist in its month is refused (00, 32, 30 February)',
          ua: 'день, якого немає в місяці, відхилено (00, 32, 30 лютого)',
          ru: 'несуществующий в месяце день отклонён (00, 32, 30 февраля)',
          pl: 'dzień, którego nie ma w danym miesiącu, jest odrzucany (00, 32, 30 lutego)',
        },
        inCommon([2, 30], [3, 2]),
        inCommon([6, 10], [6, 32]),
      ),
      finding(
        'format',
        'errorGuessing',
        {
          en: 'a date in another format',
          ua: 'дата в іншому форматі',
          ru: 'дата в другом формате',
          pl: 'data w innym formacie',
        },
        example(() => ({ first: `${common()}-01-15`, second: day(14) })),
        example(() => ({ first: day(10), second: 'tomorrow' })),
      ),
      finding(
        'empty',
        'errorGuessing',
        {
          en: 'an empty date field',
          ua: 'порожнє поле дати',
          ru: 'пустое поле даты',
          pl: 'puste pole daty',
        },
        example(() => ({ first: '', second: day(14) })),
        example(() => ({ first: day(10), second: '' })),
      ),
      // Appended, so the numbers of the earlier cases stay as they were.
      finding(
        'yesterday',
        'boundaryValues',
        {
          en: 'a booking that starts yesterday, the day before the earliest allowed',
          ua: 'бронювання, що починається вчора, за день до найранішої дозволеної дати',
          ru: 'бронирование, которое начинается вчера, за день до самой ранней разрешённой даты',
          pl: 'rezerwacja zaczynająca się wczoraj, dzień przed najwcześniejszą dozwoloną datą',
        },
        between(
          () => today() - 1,
          () => midMonth(3),
        ),
        between(
          () => today() - 1,
          () => today() - 1,
        ),
      ),
      finding(
        'wellAfterLimit',
        'equivalencePartitioning',
        {
          en: 'a booking that ends more than a day after the five-year limit',
          ua: 'бронювання, що закінчується пізніше ніж через день після п’ятирічної межі',
          ru: 'бронирование, которое заканчивается позже чем через день после пятилетней границы',
          pl: 'rezerwacja kończąca się później niż dzień po pięcioletniej granicy',
        },
        between(
          () => midMonth(10),
          () => limit() + 30,
        ),
        between(
          () => midMonth(10),
          () => limit() + 3650,
        ),
      ),
      finding(
        'monthEnd',
        'boundaryValues',
        {
          en: 'the last day of a month (the 30th or the 31st, 28 February of a common year)',
          ua: 'останній день місяця (30-те чи 31-ше число, 28 лютого невисокосного року)',
          ru: 'последний день месяца (30-е или 31-е число, 28 февраля невисокосного года)',
          pl: 'ostatni dzień miesiąca (30. lub 31. dzień, 28 lutego roku nieprzestępnego)',
        },
        between(
          () => monthEnd(10, 31),
          () => monthEnd(10, 31) + 2,
        ),
        between(
          () => monthEnd(10, 30) - 3,
          () => monthEnd(10, 30),
        ),
        inCommon([2, 28], [3, 1]),
      ),
      finding(
        'noSuchMonth',
        'equivalencePartitioning',
        {
          en: 'a month that does not exist is refused (00, 13 or more)',
          ua: 'неіснуючий місяць відхилено (00, 13 і більше)',
          ru: 'несуществующий месяц отклонён (00, 13 и больше)',
          pl: 'nieistniejący miesiąc jest odrzucany (00, 13 lub więcej)',
        },
        inCommon([13, 1], [13, 2]),
        inCommon([0, 10], [1, 2]),
      ),
    ],
    bugs: [
      finding(
        'acceptedFebruary29',
        'boundaryValues',
        {
          en: '29 February of a common year is accepted',
          ua: '29 лютого невисокосного року приймається',
          ru: '29 февраля невисокосного года принимается',
          pl: '29 lutego roku nieprzestępnego jest akceptowany',
        },
        inCommon([2, 29], [3, 10]),
        inCommon([2, 20], [2, 29]),
      ),
      finding(
        'acceptedDay31',
        'boundaryValues',
        {
          en: 'the 31st of a 30-day month is accepted',
          ua: '31-ше число місяця з 30 днів приймається',
          ru: '31-е число месяца из 30 дней принимается',
          pl: '31. dzień miesiąca mającego 30 dni jest akceptowany',
        },
        inCommon([4, 31], [5, 10]),
        inCommon([9, 20], [9, 31]),
      ),
    ],
  };
};

export const rules = createBookDesk(systemClock);
