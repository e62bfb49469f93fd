import type { Language } from '@qa/shared/catalogue';
import type { ExampleInput, FieldValues, HiddenDefinition } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import {
  dateOfDayNumber,
  dayNumber,
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

export const BOOK_DESK_MESSAGES = {
  empty: {
    en: 'Please enter both dates.',
    ua: 'Будь ласка, введіть обидві дати.',
    ru: 'Пожалуйста, введите обе даты.',
    pl: 'Wpisz obie daty.',
  },
  format: {
    en: 'Please enter dates as MM-DD-YYYY.',
    ua: 'Будь ласка, введіть дати у форматі MM-DD-YYYY.',
    ru: 'Пожалуйста, введите даты в формате MM-DD-YYYY.',
    pl: 'Wpisz daty w formacie MM-DD-YYYY.',
  },
  noSuchDate: {
    en: 'This date does not exist.',
    ua: 'Такої дати не існує.',
    ru: 'Такой даты не существует.',
    pl: 'Taka data nie istnieje.',
  },
  past: {
    en: 'A booking cannot start in the past.',
    ua: 'Бронювання не може починатися в минулому.',
    ru: 'Бронирование не может начинаться в прошлом.',
    pl: 'Rezerwacja nie może zaczynać się w przeszłości.',
  },
  reversed: {
    en: 'The end date cannot be before the start date.',
    ua: 'Дата закінчення не може бути раніше за дату початку.',
    ru: 'Дата окончания не может быть раньше даты начала.',
    pl: 'Data końcowa nie może być wcześniejsza niż początkowa.',
  },
  tooFar: {
    en: 'A desk can be booked at most five years ahead.',
    ua: 'Стіл можна забронювати щонайбільше на п’ять років наперед.',
    ru: 'Стол можно забронировать не более чем на пять лет вперёд.',
    pl: 'Biurko można zarezerwować najwyżej pięć lat naprzód.',
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

const bookingOf = ({ first, second }: FieldValues): Booking | 'empty' | 'format' => {
  if (first.trim() === '' || second.trim() === '') return 'empty';
  const from = parseCalendarDate(first);
  const to = parseCalendarDate(second);
  return from && to ? { from, to } : 'format';
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
  if (!appAccepts(booking.from) || !appAccepts(booking.to)) return 'noSuchDate';
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
  | 'noSuchDate'
  | 'past'
  | 'reversed'
  | 'tooFar'
  | 'leapDay'
  | 'atLimit'
  | 'startsToday'
  | 'oneDay'
  | 'valid';

/** What the two dates really are, so every input has exactly one partition. */
const partitionOf = (values: FieldValues, today: number): Partition => {
  const booking = bookingOf(values);
  if (typeof booking === 'string') return booking;
  const dates = [booking.from, booking.to];
  const missing = dates.find((date) => !exists(date));
  if (missing) {
    // Only an impossible date the app then books shows its bug; any other is refused as it should be.
    if (outcomeOf(values, today) !== 'booked') return 'noSuchDate';
    return missing.month === 2 ? 'acceptedFebruary29' : 'acceptedDay31';
  }
  const outcome = outcomeOf(values, today);
  if (outcome === 'past' || outcome === 'reversed' || outcome === 'tooFar') return outcome;
  const from = dayNumber(booking.from);
  const to = dayNumber(booking.to);
  if (dates.some(({ month, day }) => month === 2 && day === 29)) return 'leapDay';
  if (to === limitOf(today)) return 'atLimit';
  if (from === today) return 'startsToday';
  if (from === to) return 'oneDay';
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
 * Book Desk, to discover (SPEC §5): From and To as MM-DD-YYYY, from today to five years ahead, dates that do not
 * exist refused. Eleven cases (valid bookings and each boundary, each refusal, the format and the empty field)
 * and two planted bugs: the app accepts 29 February of a common year and the 31st of a 30-day month. Everything
 * is judged against the clock's today, so the examples are made from it too.
 */
export const createBookDesk = (clock: Clock): HiddenDefinition => {
  const today = () => todayOf(clock);
  const day = (offset: number) => formatCalendarDate(dateOfDayNumber(today() + offset));
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
  const inYear = (year: number, month: number, dayOfMonth: number) =>
    formatCalendarDate({ year, month, day: dayOfMonth });
  const common = () => nextYear(today(), (year) => !isLeapYear(year));
  const leap = () => nextYear(today(), isLeapYear);

  return {
    mode: 'exploratory',
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
        example(() => ({ first: day(10), second: day(14) })),
      ),
      finding(
        'startsToday',
        'boundaryValues',
        {
          en: 'a booking that starts today',
          ua: 'бронювання, що починається сьогодні',
          ru: 'бронирование, которое начинается сегодня',
          pl: 'rezerwacja zaczynająca się dzisiaj',
        },
        example(() => ({ first: day(0), second: day(3) })),
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
        example(() => ({ first: day(20), second: day(20) })),
      ),
      finding(
        'atLimit',
        'boundaryValues',
        {
          en: 'a booking that ends exactly five years from today',
          ua: 'бронювання, що закінчується рівно через п’ять років від сьогодні',
          ru: 'бронирование, которое заканчивается ровно через пять лет от сегодня',
          pl: 'rezerwacja kończąca się dokładnie pięć lat od dziś',
        },
        example(() => ({ first: day(10), second: formatCalendarDate(dateOfDayNumber(limitOf(today()))) })),
      ),
      finding(
        'tooFar',
        'boundaryValues',
        {
          en: 'a booking that ends after the five-year limit',
          ua: 'бронювання, що закінчується після п’ятирічної межі',
          ru: 'бронирование, которое заканчивается после пятилетней границы',
          pl: 'rezerwacja kończąca się po pięcioletniej granicy',
        },
        example(() => ({
          first: day(10),
          second: formatCalendarDate(dateOfDayNumber(limitOf(today()) + 1)),
        })),
      ),
      finding(
        'past',
        'equivalencePartitioning',
        {
          en: 'a booking that starts in the past',
          ua: 'бронювання, що починається в минулому',
          ru: 'бронирование, которое начинается в прошлом',
          pl: 'rezerwacja zaczynająca się w przeszłości',
        },
        example(() => ({ first: day(-1), second: day(3) })),
      ),
      finding(
        'reversed',
        'equivalencePartitioning',
        {
          en: 'the end date before the start date',
          ua: 'дата закінчення раніше за дату початку',
          ru: 'дата окончания раньше даты начала',
          pl: 'data końcowa przed datą początkową',
        },
        example(() => ({ first: day(14), second: day(10) })),
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
      ),
      finding(
        'noSuchDate',
        'equivalencePartitioning',
        {
          en: 'a date that does not exist is refused',
          ua: 'неіснуючу дату відхилено',
          ru: 'несуществующая дата отклонена',
          pl: 'nieistniejąca data jest odrzucana',
        },
        example(() => ({ first: inYear(common(), 13, 1), second: inYear(common(), 13, 2) })),
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
      ),
      finding(
        'empty',
        'errorGuessing',
        {
          en: 'an empty date',
          ua: 'порожня дата',
          ru: 'пустая дата',
          pl: 'pusta data',
        },
        example(() => ({ first: '', second: day(14) })),
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
        example(() => ({ first: inYear(common(), 2, 29), second: inYear(common(), 3, 10) })),
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
        example(() => ({ first: inYear(common(), 4, 31), second: inYear(common(), 5, 10) })),
      ),
    ],
  };
};

export const bookDesk = createBookDesk(systemClock);
