// Over 300 lines because every fault's report is written in four languages, read together when a rule changes.
import type { FieldValues } from '../../engine/definition';
import { BOOK_DESK_MESSAGES } from './rules';
import {
  dateOfDayNumber,
  dayNumber,
  formatCalendarDate,
  isLeapYear,
  systemClock,
  todayOf,
  type Clock,
} from '../../support/calendar';
import { createBookDeskDesign, limitOf } from './design';
import { createBookDeskReports } from './reports';
import type { BugReportSpec, ModelReport } from '../../../bug-reports/bug-report';
import type { LocalizedWords } from '../../../bug-reports/words';
import { inEveryLanguage, type Localized } from '../../../i18n/localized';
import type { InterviewSpec } from '../../../interview/families';
import type { Build } from '../../../test-design/test-design';

const DATE = {
  en: ['date', 'from date', 'to date', 'calendar'],
  ua: ['дат', 'календар', 'поле «з»', 'поле «до»'],
  ru: ['дат', 'календар', 'поле «с»', 'поле «по»'],
  pl: ['dat', 'kalendarz', 'pole „od”', 'pole „do”'],
};

/** A valid booking or date refused. */
const REFUSED: LocalizedWords = {
  en: ['refus', 'reject', 'not accept', 'not allowed', 'cannot book', "can't book", 'error'],
  ua: ['відхиля', 'не прийма', 'не дозвол', 'не можна забронювати', 'неможливо забронювати', 'помилк'],
  ru: ['отклоня', 'не принима', 'не разреш', 'нельзя забронировать', 'невозможно забронировать', 'ошибк'],
  pl: ['odrzuca', 'nie akceptuje', 'nie jest akceptowan', 'nie można zarezerwować', 'błąd'],
};

/** Words of the five-year limit. */
const LIMIT = {
  en: ['five years', 'five-year', '5 years', '5-year', 'limit', 'latest'],
  ua: ['п’ять років', "п'ять років", 'п’ятирічн', "п'ятирічн", '5 років', 'межа', 'межі', 'межу', 'гранич'],
  ru: ['пять лет', 'пятилетн', '5 лет', 'границ', 'предел', 'крайн'],
  pl: ['pięć lat', 'pięcioletni', '5 lat', 'granic', 'limit'],
};

type Dated = Pick<ModelReport, 'title' | 'severity' | 'priority'>;

/**
 * Book Desk as an interview hands it over, judged against the clock's today (UTC) as its design is. Every model
 * step is made from today when read, as the definition's examples are, so it stays valid on any day: dates of next
 * year where the day does not matter, the first of January of next year where a date must come before any other in
 * text too, and today, yesterday and the five-year limit where the fault lives there.
 */
export const createBookDeskInterview = (clock: Clock): InterviewSpec => {
  const design = createBookDeskDesign(clock);
  const [february29, day31] = createBookDeskReports(clock).bugs;
  if (!february29 || !day31) throw new Error('Book Desk lost a report spec the interview reuses');
  const ACCEPTED = february29.behaviour;

  const today = () => todayOf(clock);
  const year = () => dateOfDayNumber(today()).year;
  const format = (days: number) => formatCalendarDate(dateOfDayNumber(days));
  /** A date of the year `ahead` years after today's. */
  const inYear = (ahead: number, month: number, day: number) =>
    formatCalendarDate({ year: year() + ahead, month, day });
  /** Today's date next year (from 29 February, 1 March): after today, and later in text too. */
  const sameDayNextYear = () => format(dayNumber({ ...dateOfDayNumber(today()), year: year() + 1 }));
  /** The next leap year after today's: within the five bookable years. */
  const leapYear = () => {
    let next = year() + 1;
    while (!isLeapYear(next)) next += 1;
    return next;
  };
  const step = (first: string, second: string): FieldValues => ({ first, second, third: '' });
  const shownBy = (build: Build, values: FieldValues): Localized =>
    inEveryLanguage((language) => build.shows?.([values], language)[0] ?? '');

  /** A one-step model whose step, expected and actual results are made from today when read. */
  const dated = (fault: string, stepOf: () => FieldValues, report: Dated): ModelReport => ({
    ...report,
    get steps() {
      return [stepOf()];
    },
    get expected() {
      return shownBy(design.reference, stepOf());
    },
    get actual() {
      return shownBy(design.faults.pool.buildWith([fault]), stepOf());
    },
  });

  const specs: Record<string, BugReportSpec> = {
    february29Always: february29,
    day31Always: day31,
    noLeapDay: {
      feature: {
        en: ['29 february', 'february 29', 'feb 29', '29 feb', 'leap year', 'leap day', ...DATE.en],
        ua: ['29 лютого', 'високосного року', 'високосний рік', ...DATE.ua],
        ru: ['29 феврал', 'високосного года', 'високосный год', ...DATE.ru],
        pl: ['29 lutego', 'roku przestępnego', 'rok przestępny', ...DATE.pl],
      },
      behaviour: {
        en: [...REFUSED.en, 'does not exist', "doesn't exist", 'non-existent', 'nonexistent'],
        ua: [...REFUSED.ua, 'не існує', 'неіснуюч'],
        ru: [...REFUSED.ru, 'не существует', 'несуществующ'],
        pl: [...REFUSED.pl, 'nie istnieje', 'nieistniejąc'],
      },
      severities: ['major', 'minor'],
      model: dated('noLeapDay', () => step(`02-29-${leapYear()}`, `03-02-${leapYear()}`), {
        title: {
          en: 'Booking refuses 29 February of a leap year as a date that does not exist',
          ua: 'Бронювання відхиляє 29 лютого високосного року як дату, якої не існує',
          ru: 'Бронирование отклоняет 29 февраля високосного года как несуществующую дату',
          pl: 'Rezerwacja odrzuca 29 lutego roku przestępnego jako datę, która nie istnieje',
        },
        severity: 'major',
        priority: 'medium',
      }),
    },
    monthUnchecked: {
      feature: {
        en: ['month 13', 'month', '13', ...DATE.en],
        ua: ['13-й місяць', 'місяц', '13', ...DATE.ua],
        ru: ['13-й месяц', 'месяц', '13', ...DATE.ru],
        pl: ['13. miesiąc', 'miesiąc', '13', ...DATE.pl],
      },
      behaviour: ACCEPTED,
      severities: ['major', 'minor'],
      model: dated('monthUnchecked', () => step(inYear(1, 13, 1), inYear(1, 13, 2)), {
        title: {
          en: 'Booking accepts month 13, a month that does not exist, and books the desk',
          ua: 'Бронювання приймає 13-й місяць, якого не існує, і бронює стіл',
          ru: 'Бронирование принимает 13-й месяц, которого не существует, и бронирует стол',
          pl: 'Rezerwacja akceptuje 13. miesiąc, który nie istnieje, i rezerwuje biurko',
        },
        severity: 'major',
        priority: 'medium',
      }),
    },
    todayRefused: {
      feature: {
        en: ['today', 'current date', "today's date"],
        ua: ['сьогодні', 'сьогоднішн', 'поточн'],
        ru: ['сегодня', 'сегодняшн', 'текущ'],
        pl: ['dziś', 'dzisiaj', 'dzisiejsz', 'bieżąc'],
      },
      behaviour: { ...REFUSED, en: [...REFUSED.en, 'in the past', 'as past'] },
      severities: ['major', 'critical'],
      model: dated('todayRefused', () => step(format(today()), sameDayNextYear()), {
        title: {
          en: 'A booking that starts today is refused as if it started in the past',
          ua: 'Бронювання, що починається сьогодні, відхиляється так, ніби воно в минулому',
          ru: 'Бронирование, которое начинается сегодня, отклоняется так, будто оно в прошлом',
          pl: 'Rezerwacja zaczynająca się dziś jest odrzucana, jakby zaczynała się w przeszłości',
        },
        severity: 'major',
        priority: 'high',
      }),
    },
    yesterdayAccepted: {
      feature: {
        en: ['yesterday', 'past', 'before today'],
        ua: ['вчора', 'учора', 'вчорашн', 'минул', 'раніше за сьогодні'],
        ru: ['вчера', 'вчерашн', 'прошл', 'раньше сегодня'],
        pl: ['wczoraj', 'wczorajsz', 'przeszło', 'przed dzisiejsz'],
      },
      behaviour: ACCEPTED,
      severities: ['minor', 'major'],
      model: dated('yesterdayAccepted', () => step(format(today() - 1), format(today())), {
        title: {
          en: 'A booking that starts yesterday, in the past, is accepted',
          ua: 'Приймається бронювання, що починається вчора, тобто в минулому',
          ru: 'Принимается бронирование, которое начинается вчера, то есть в прошлом',
          pl: 'Akceptowana jest rezerwacja zaczynająca się wczoraj, czyli w przeszłości',
        },
        severity: 'minor',
        priority: 'medium',
      }),
    },
    limitExcluded: {
      feature: {
        en: ['exactly five years', ...LIMIT.en],
        ua: ['рівно через п’ять років', "рівно через п'ять років", ...LIMIT.ua],
        ru: ['ровно через пять лет', ...LIMIT.ru],
        pl: ['dokładnie pięć lat', ...LIMIT.pl],
      },
      behaviour: { ...REFUSED, en: [...REFUSED.en, 'too far'] },
      severities: ['minor', 'major'],
      model: dated('limitExcluded', () => step(inYear(1, 1, 1), format(limitOf(today()))), {
        title: {
          en: 'A booking that ends exactly five years from today, the last day allowed, is refused',
          ua: 'Бронювання, що закінчується рівно через п’ять років від сьогодні, в останній дозволений день, відхиляється',
          ru: 'Бронирование, которое заканчивается ровно через пять лет от сегодняшнего дня, в последний разрешённый день, отклоняется',
          pl: 'Rezerwacja kończąca się dokładnie pięć lat od dziś, w ostatnim dozwolonym dniu, jest odrzucana',
        },
        severity: 'minor',
        priority: 'low',
      }),
    },
    dayAfterLimitAccepted: {
      feature: {
        en: ['day after', ...LIMIT.en],
        ua: ['наступного дня', 'день після', ...LIMIT.ua],
        ru: ['следующий день', 'день после', ...LIMIT.ru],
        pl: ['dzień po', 'następnego dnia', ...LIMIT.pl],
      },
      behaviour: ACCEPTED,
      severities: ['minor', 'major'],
      model: dated('dayAfterLimitAccepted', () => step(inYear(1, 1, 1), format(limitOf(today()) + 1)), {
        title: {
          en: 'A booking that ends the day after the five-year limit is accepted',
          ua: 'Приймається бронювання, що закінчується наступного дня після п’ятирічної межі',
          ru: 'Принимается бронирование, которое заканчивается на следующий день после пятилетней границы',
          pl: 'Akceptowana jest rezerwacja kończąca się dzień po pięcioletniej granicy',
        },
        severity: 'minor',
        priority: 'low',
      }),
    },
    oneDayRefused: {
      feature: {
        en: ['one-day', 'one day', 'single day', 'same day', 'same date'],
        ua: ['один день', 'одноденн', 'той самий день', 'ту саму дату', 'однакові дати'],
        ru: ['один день', 'однодневн', 'тот же день', 'ту же дату', 'одинаковые даты'],
        pl: ['jeden dzień', 'jednodniow', 'ten sam dzień', 'tę samą datę', 'takie same daty'],
      },
      behaviour: {
        en: [...REFUSED.en, 'reversed', 'before the from', 'before from'],
        ua: [...REFUSED.ua, 'раніше за'],
        ru: [...REFUSED.ru, 'раньше'],
        pl: [...REFUSED.pl, 'wcześniejsz'],
      },
      severities: ['major', 'critical'],
      model: dated('oneDayRefused', () => step(inYear(1, 6, 15), inYear(1, 6, 15)), {
        title: {
          en: 'A one-day booking, From and To the same day, is refused as if To were before From',
          ua: 'Бронювання на один день, коли «З» і «До» — той самий день, відхиляється, ніби «До» раніше за «З»',
          ru: 'Бронирование на один день, когда «С» и «По» — тот же день, отклоняется, будто «По» раньше «С»',
          pl: 'Rezerwacja na jeden dzień, gdy „Od” i „Do” to ten sam dzień, jest odrzucana, jakby „Do” było wcześniejsze',
        },
        severity: 'major',
        priority: 'high',
      }),
    },
    reversedUnchecked: {
      feature: {
        en: ['before the from', 'before its from', 'before from', 'earlier than the from', 'reversed'],
        ua: ['раніше за дату в полі «з»', 'раніше за «з»', 'раніше за дату початку', 'зворотн'],
        ru: ['раньше даты в поле «с»', 'раньше «с»', 'раньше даты начала', 'обратн'],
        pl: ['wcześniejsz', 'przed datą w polu „od”', 'przed „od”', 'odwrócon'],
      },
      behaviour: ACCEPTED,
      severities: ['major', 'minor'],
      model: dated('reversedUnchecked', () => step(inYear(1, 6, 20), inYear(1, 6, 15)), {
        title: {
          en: 'A booking whose To date is before its From date is accepted',
          ua: 'Приймається бронювання, у якому дата в полі «До» раніше за дату в полі «З»',
          ru: 'Принимается бронирование, в котором дата в поле «По» раньше даты в поле «С»',
          pl: 'Akceptowana jest rezerwacja, w której data w polu „Do” jest wcześniejsza niż data w polu „Od”',
        },
        severity: 'major',
        priority: 'medium',
      }),
    },
    isoAccepted: {
      feature: {
        en: ['yyyy-mm-dd', 'format', 'iso'],
        ua: ['yyyy-mm-dd', 'формат', 'iso'],
        ru: ['yyyy-mm-dd', 'формат', 'iso'],
        pl: ['yyyy-mm-dd', 'format', 'iso'],
      },
      behaviour: ACCEPTED,
      severities: ['minor', 'trivial'],
      model: dated('isoAccepted', () => step(`${year() + 1}-06-15`, `${year() + 1}-06-20`), {
        title: {
          en: 'Dates typed as YYYY-MM-DD are accepted, though only MM-DD-YYYY is allowed',
          ua: 'Приймаються дати у форматі YYYY-MM-DD, хоча дозволено лише MM-DD-YYYY',
          ru: 'Принимаются даты в формате YYYY-MM-DD, хотя разрешён только MM-DD-YYYY',
          pl: 'Akceptowane są daty w formacie YYYY-MM-DD, choć dozwolony jest tylko MM-DD-YYYY',
        },
        severity: 'minor',
        priority: 'low',
      }),
    },
    emptyMessagesSwapped: {
      feature: {
        en: ['empty', 'blank', 'not filled', 'missing'],
        ua: ['порожн', 'незаповнен', 'не заповнен'],
        ru: ['пуст', 'незаполнен', 'не заполнен'],
        pl: ['pust', 'niewypełnion', 'nie wypełnion'],
      },
      behaviour: {
        en: [
          'wrong message',
          'wrong error',
          'wrong field',
          'other field',
          'swapped',
          'mixed up',
          'asks for the to',
        ],
        ua: ['неправильне повідомлення', 'хибне повідомлення', 'не те поле', 'інше поле', 'переплут'],
        ru: ['неправильное сообщение', 'неверное сообщение', 'не то поле', 'другое поле', 'перепут'],
        pl: ['zły komunikat', 'błędny komunikat', 'niewłaściwe pole', 'inne pole', 'pomyl', 'zamienion'],
      },
      severities: ['minor', 'trivial'],
      model: dated('emptyMessagesSwapped', () => step('', inYear(1, 6, 20)), {
        title: {
          en: 'An empty From field gets the wrong message, one that asks for the To date',
          ua: 'На порожнє поле «З» форма показує неправильне повідомлення — про поле «До»',
          ru: 'На пустое поле «С» форма показывает неправильное сообщение — о поле «По»',
          pl: 'Przy pustym polu „Od” formularz pokazuje błędny komunikat — o polu „Do”',
        },
        severity: 'minor',
        priority: 'low',
      }),
    },
    toDateUnchecked: {
      feature: {
        en: ['a to date', 'to field', 'end date', ...DATE.en],
        ua: ['полі «до»', 'дата закінчення', ...DATE.ua],
        ru: ['в поле «по»', 'дата окончания', ...DATE.ru],
        pl: ['pole „do”', 'polu „do”', 'data końcowa', ...DATE.pl],
      },
      behaviour: {
        en: [...ACCEPTED.en, 'not checked', 'unchecked', 'rolls over'],
        ua: [...ACCEPTED.ua, 'не перевіря'],
        ru: [...ACCEPTED.ru, 'не проверя'],
        pl: [...ACCEPTED.pl, 'nie jest sprawdzan'],
      },
      severities: ['major', 'minor'],
      model: dated('toDateUnchecked', () => step(inYear(1, 2, 20), inYear(1, 2, 30)), {
        title: {
          en: 'A To date that does not exist, such as 02-30, is accepted and the desk booked',
          ua: 'Неіснуюча дата в полі «До», наприклад 02-30, приймається, і стіл бронюється',
          ru: 'Несуществующая дата в поле «По», например 02-30, принимается, и стол бронируется',
          pl: 'Nieistniejąca data w polu „Do”, np. 02-30, jest akceptowana i biurko zostaje zarezerwowane',
        },
        severity: 'major',
        priority: 'medium',
      }),
    },
    reversedAsText: {
      feature: {
        en: ['new year', 'year end', 'end of the year', 'next year', 'across'],
        ua: ['новий рік', 'новорічн', 'кінець року', 'наступн', 'через рік'],
        ru: ['новый год', 'новогодн', 'конец года', 'следующ', 'через год'],
        pl: ['nowy rok', 'noworoczn', 'koniec roku', 'następn', 'przełom'],
      },
      behaviour: {
        en: [...REFUSED.en, 'reversed', 'before the from', 'before from'],
        ua: [...REFUSED.ua, 'раніше за'],
        ru: [...REFUSED.ru, 'раньше'],
        pl: [...REFUSED.pl, 'wcześniejsz'],
      },
      severities: ['major', 'critical'],
      model: dated('reversedAsText', () => step(inYear(1, 12, 20), inYear(2, 1, 10)), {
        title: {
          en: 'A booking across New Year, from December to January, is refused as if To were before From',
          ua: 'Бронювання через Новий рік, із грудня до січня, відхиляється, ніби «До» раніше за «З»',
          ru: 'Бронирование через Новый год, с декабря по январь, отклоняется, будто «По» раньше «С»',
          pl: 'Rezerwacja na przełomie roku, od grudnia do stycznia, jest odrzucana, jakby „Do” było wcześniejsze',
        },
        severity: 'major',
        priority: 'high',
      }),
    },
    emptyToAsFrom: {
      feature: {
        en: ['empty to', 'empty', 'blank', 'without a to', 'missing'],
        ua: ['порожн', 'незаповнен', 'не заповнен', 'без дати'],
        ru: ['пуст', 'незаполнен', 'не заполнен', 'без даты'],
        pl: ['pust', 'niewypełnion', 'nie wypełnion', 'bez daty'],
      },
      behaviour: {
        en: [...ACCEPTED.en, 'one-day', 'one day', 'as the from'],
        ua: [...ACCEPTED.ua, 'один день'],
        ru: [...ACCEPTED.ru, 'один день'],
        pl: [...ACCEPTED.pl, 'jeden dzień'],
      },
      severities: ['minor', 'major'],
      model: dated('emptyToAsFrom', () => step(inYear(1, 6, 15), ''), {
        title: {
          en: 'A booking with an empty To field is accepted as a one-day booking instead of asking for To',
          ua: 'Бронювання з порожнім полем «До» приймається як бронювання на один день замість прохання заповнити поле',
          ru: 'Бронирование с пустым полем «По» принимается как бронирование на один день вместо просьбы заполнить поле',
          pl: 'Rezerwacja z pustym polem „Do” jest akceptowana jako rezerwacja na jeden dzień zamiast prośby o wypełnienie pola',
        },
        severity: 'minor',
        priority: 'medium',
      }),
    },
  };

  const M = BOOK_DESK_MESSAGES;
  return {
    requirements: {
      title: {
        en: 'Desk booking form',
        ua: 'Форма бронювання столу',
        ru: 'Форма бронирования стола',
        pl: 'Formularz rezerwacji biurka',
      },
      summary: {
        en: 'The form books a desk in a coworking space from the From date to the To date. It checks the dates in the order below; the first rule they break decides the message.',
        ua: 'Форма бронює стіл у коворкінгу з дати в полі «З» до дати в полі «До». Вона перевіряє дати в порядку, наведеному нижче; повідомлення визначає перше правило, яке вони порушують.',
        ru: 'Форма бронирует стол в коворкинге с даты в поле «С» по дату в поле «По». Она проверяет даты в порядке, приведённом ниже; сообщение определяет первое правило, которое они нарушают.',
        pl: 'Formularz rezerwuje biurko w coworkingu od daty w polu „Od” do daty w polu „Do”. Sprawdza daty w kolejności podanej niżej; komunikat wyznacza pierwsza reguła, którą naruszają.',
      },
      rules: [
        {
          en: `Both fields are required; spaces around a date are ignored. Both empty: “${M.emptyBoth.en}” One empty: “${M.emptyFrom.en}” or “${M.emptyTo.en}”`,
          ua: `Обидва поля обов’язкові; пробіли навколо дати ігноруються. Обидва порожні: «${M.emptyBoth.ua}» Одне порожнє: «${M.emptyFrom.ua}» або «${M.emptyTo.ua}»`,
          ru: `Оба поля обязательны; пробелы вокруг даты игнорируются. Оба пустые: «${M.emptyBoth.ru}» Одно пустое: «${M.emptyFrom.ru}» или «${M.emptyTo.ru}»`,
          pl: `Oba pola są wymagane; spacje wokół daty są pomijane. Oba puste: „${M.emptyBoth.pl}” Jedno puste: „${M.emptyFrom.pl}” lub „${M.emptyTo.pl}”`,
        },
        {
          en: `Each date is typed as MM-DD-YYYY (two-digit month, two-digit day, four-digit year), From checked first. Any other format: “${M.formatFrom.en}” or “${M.formatTo.en}”`,
          ua: `Кожну дату вводять у форматі MM-DD-YYYY (місяць і день двома цифрами, рік чотирма), спершу перевіряється «З». Будь-який інший формат: «${M.formatFrom.ua}» або «${M.formatTo.ua}»`,
          ru: `Каждую дату вводят в формате MM-DD-YYYY (месяц и день двумя цифрами, год четырьмя), сначала проверяется «С». Любой другой формат: «${M.formatFrom.ru}» или «${M.formatTo.ru}»`,
          pl: `Każdą datę wpisuje się w formacie MM-DD-YYYY (miesiąc i dzień dwiema cyframi, rok czterema), najpierw sprawdzane jest „Od”. Każdy inny format: „${M.formatFrom.pl}” lub „${M.formatTo.pl}”`,
        },
        {
          en: `Both dates must exist: a month from 01 to 12 and a day the month has (30 or 31; February 28, and 29 in a leap year). Otherwise, From first: “${M.noSuchFrom.en}” or “${M.noSuchTo.en}”`,
          ua: `Обидві дати мають існувати: місяць від 01 до 12 і день, який є в цьому місяці (30 чи 31; у лютому 28, а у високосний рік 29). Інакше, спершу для «З»: «${M.noSuchFrom.ua}» або «${M.noSuchTo.ua}»`,
          ru: `Обе даты должны существовать: месяц от 01 до 12 и день, который есть в этом месяце (30 или 31; в феврале 28, а в високосный год 29). Иначе, сначала для «С»: «${M.noSuchFrom.ru}» или «${M.noSuchTo.ru}»`,
          pl: `Obie daty muszą istnieć: miesiąc od 01 do 12 i dzień, który ten miesiąc ma (30 lub 31; w lutym 28, a w roku przestępnym 29). W przeciwnym razie, najpierw dla „Od”: „${M.noSuchFrom.pl}” lub „${M.noSuchTo.pl}”`,
        },
        {
          en: `From is today at the earliest, today being the current date in UTC. Earlier: “${M.past.en}”`,
          ua: `«З» — не раніше за сьогодні, а «сьогодні» — це поточна дата за UTC. Раніше: «${M.past.ua}»`,
          ru: `«С» — не раньше сегодняшнего дня, а «сегодня» — это текущая дата по UTC. Раньше: «${M.past.ru}»`,
          pl: `„Od” to najwcześniej dziś, przy czym „dziś” to bieżąca data według UTC. Wcześniej: „${M.past.pl}”`,
        },
        {
          en: `To is not before From; a one-day booking (the same date in both) is allowed. Otherwise: “${M.reversed.en}”`,
          ua: `«До» не раніше за «З»; бронювання на один день (та сама дата в обох полях) дозволене. Інакше: «${M.reversed.ua}»`,
          ru: `«По» не раньше «С»; бронирование на один день (одна и та же дата в обоих полях) разрешено. Иначе: «${M.reversed.ru}»`,
          pl: `„Do” nie jest wcześniejsze niż „Od”; rezerwacja na jeden dzień (ta sama data w obu polach) jest dozwolona. W przeciwnym razie: „${M.reversed.pl}”`,
        },
        {
          en: `To is at most five years from today: the same month and day five years on (from 29 February, 1 March), that day included. Later: “${M.tooFar.en}”`,
          ua: `«До» — щонайпізніше через п’ять років від сьогодні: той самий місяць і день через п’ять років (від 29 лютого — 1 березня), включно з цим днем. Пізніше: «${M.tooFar.ua}»`,
          ru: `«По» — не позже чем через пять лет от сегодняшнего дня: тот же месяц и день через пять лет (от 29 февраля — 1 марта), включая этот день. Позже: «${M.tooFar.ru}»`,
          pl: `„Do” to najpóźniej pięć lat od dziś: ten sam miesiąc i dzień pięć lat później (od 29 lutego — 1 marca), łącznie z tym dniem. Później: „${M.tooFar.pl}”`,
        },
        {
          en: `Otherwise the desk is booked: “${M.booked.en.replace('{{from}}', '<From>').replace('{{to}}', '<To>')}”, with the dates as typed.`,
          ua: `Інакше стіл бронюється: «${M.booked.ua.replace('{{from}}', '<З>').replace('{{to}}', '<До>')}», з датами так, як їх введено.`,
          ru: `Иначе стол бронируется: «${M.booked.ru.replace('{{from}}', '<С>').replace('{{to}}', '<По>')}», с датами так, как их ввели.`,
          pl: `W przeciwnym razie biurko zostaje zarezerwowane: „${M.booked.pl.replace('{{from}}', '<Od>').replace('{{to}}', '<Do>')}”, z datami tak, jak je wpisano.`,
        },
      ],
    },
    labels: {
      first: { en: 'From', ua: 'З', ru: 'С', pl: 'Od' },
      second: { en: 'To', ua: 'До', ru: 'По', pl: 'Do' },
    },
    messages: BOOK_DESK_MESSAGES,
    specs,
  };
};

/** Judged against the server's today in UTC, as the registered design is. */
export const interview = createBookDeskInterview(systemClock);
