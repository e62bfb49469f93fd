import type { Language } from '@qa/shared/catalogue';
import type { FieldValues } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import { BOOK_DESK_MESSAGES, createBookDesk } from './rules';
import {
  dateOfDayNumber,
  formatCalendarDate,
  isLeapYear,
  systemClock,
  todayOf,
  type Clock,
} from '../../support/calendar';
import { createBookDeskDesign } from './design';
import type { ModelReport, ReportedChallenge } from '../../../bug-reports/bug-report';
import type { LocalizedWords } from '../../../bug-reports/words';
import { replayOf } from '../../../bug-reports/replay';

/** The answer to a booking, its dates filled in as the app fills them. */
const bookedAnswer = ({ first, second }: FieldValues, language: Language): string =>
  BOOK_DESK_MESSAGES.booked[language].replace('{{from}}', first.trim()).replace('{{to}}', second.trim());

const DATE = {
  en: ['date', 'from date', 'to date', 'calendar'],
  ua: ['дат', 'календар', 'поле «з»', 'поле «до»'],
  ru: ['дат', 'календар', 'поле «с»', 'поле «по»'],
  pl: ['dat', 'kalendarz', 'pole „od”', 'pole „do”'],
};

/** A date that does not exist let through, and booked. */
const ACCEPTED: LocalizedWords = {
  en: ['accept', 'allowed', 'booked', 'not refused', 'not rejected', 'no error', 'treated as valid'],
  ua: ['прийма', 'дозвол', 'заброньов', 'бронюється', 'не відхил', 'немає помилки', 'вважається коректн'],
  ru: ['принима', 'разреш', 'забронирова', 'бронируется', 'не отклон', 'нет ошибки', 'считается корректн'],
  pl: [
    'akcept',
    'przyjmowan',
    'przyjmuj',
    'dozwolon',
    'zarezerwowan',
    'nie odrzuca',
    'brak błędu',
    'uznawan za poprawn',
  ],
};

/**
 * A one-step model report whose dates are made from the clock's today when read, as the definition's examples are,
 * so it reproduces its bug on any day and a server running past midnight still shows valid steps.
 */
const modelOn = (
  stepOf: () => FieldValues,
  report: Pick<ModelReport, 'title' | 'expected' | 'severity' | 'priority'>,
): ModelReport => ({
  ...report,
  get steps() {
    return [stepOf()];
  },
  get actual(): Localized {
    const step = stepOf();
    return {
      en: bookedAnswer(step, 'en'),
      ua: bookedAnswer(step, 'ua'),
      ru: bookedAnswer(step, 'ru'),
      pl: bookedAnswer(step, 'pl'),
    };
  },
});

/**
 * Book Desk's planted bugs as a reviewer reads their reports, judged against the clock's today (UTC), as the
 * challenge is. The expected result is what the reference build (the test design's) answers the reproducing step.
 */
export const createBookDeskReports = (clock: Clock): ReportedChallenge => {
  const design = createBookDeskDesign(clock);
  const year = () => dateOfDayNumber(todayOf(clock)).year;
  /** The next common year after today's: within the five bookable years, and after today whatever its date. */
  const commonYear = () => {
    let next = year() + 1;
    while (isLeapYear(next)) next += 1;
    return next;
  };
  const step = (from: [number, number], to: [number, number], inYear: number): FieldValues => ({
    first: formatCalendarDate({ year: inYear, month: from[0], day: from[1] }),
    second: formatCalendarDate({ year: inYear, month: to[0], day: to[1] }),
    third: '',
  });

  return {
    replay: replayOf(createBookDesk(clock)),
    messages: Object.values(BOOK_DESK_MESSAGES),
    expectedOf: (values, language) => {
      const [outcome] = design.reference.outcomesOf([values]);
      if (!outcome) return '';
      return outcome === 'booked' ? bookedAnswer(values, language) : BOOK_DESK_MESSAGES[outcome][language];
    },
    bugs: [
      {
        feature: {
          en: [
            '29 february',
            'february 29',
            'feb 29',
            '29 feb',
            '02 29',
            'non-leap',
            'common year',
            'leap',
            ...DATE.en,
          ],
          ua: ['29 лютого', 'лютого', 'невисокосн', 'високосн', ...DATE.ua],
          ru: ['29 феврал', 'феврал', 'невисокосн', 'високосн', ...DATE.ru],
          pl: ['29 lutego', 'lutego', 'luty', 'nieprzestępn', 'przestępn', ...DATE.pl],
        },
        behaviour: ACCEPTED,
        severities: ['major', 'minor'],
        model: modelOn(() => step([2, 29], [3, 10], commonYear()), {
          title: {
            en: 'Booking accepts 29 February of a non-leap year instead of refusing the non-existent date',
            ua: 'Бронювання приймає 29 лютого невисокосного року замість того, щоб відхилити неіснуючу дату',
            ru: 'Бронирование принимает 29 февраля невисокосного года вместо того, чтобы отклонить несуществующую дату',
            pl: 'Rezerwacja akceptuje 29 lutego roku nieprzestępnego zamiast odrzucić nieistniejącą datę',
          },
          expected: BOOK_DESK_MESSAGES.noSuchFrom,
          severity: 'major',
          priority: 'medium',
        }),
      },
      {
        feature: {
          en: ['31', '30-day', '30 day', 'april', 'june', 'september', 'november', ...DATE.en],
          ua: ['31', '30 днів', 'квіт', 'червн', 'верес', 'листопад', ...DATE.ua],
          ru: ['31', '30 дней', 'апрел', 'июн', 'сентябр', 'ноябр', ...DATE.ru],
          pl: ['31', '30 dni', 'kwie', 'czerw', 'wrze', 'listopad', ...DATE.pl],
        },
        behaviour: ACCEPTED,
        severities: ['major', 'minor'],
        model: modelOn(() => step([4, 31], [5, 10], year() + 1), {
          title: {
            en: 'Booking accepts 31 April and the 31st of other 30-day months instead of refusing them',
            ua: 'Бронювання приймає 31 квітня та 31-ше число інших місяців із 30 днів замість того, щоб їх відхилити',
            ru: 'Бронирование принимает 31 апреля и 31-е число других месяцев из 30 дней вместо того, чтобы их отклонить',
            pl: 'Rezerwacja akceptuje 31 kwietnia i 31. dzień innych miesięcy mających 30 dni zamiast je odrzucić',
          },
          expected: BOOK_DESK_MESSAGES.noSuchFrom,
          severity: 'major',
          priority: 'medium',
        }),
      },
    ],
  };
};

/** Judged against the server's today in UTC, the description's "today". */
export const reports = createBookDeskReports(systemClock);
