import { ALL_PASS, type CorpusEntry } from './corpus';

/**
 * Book a Desk (exploratory): From and To as MM-DD-YYYY, from today (UTC) to five years ahead. Planted bugs:
 * 1. 29 February of a common year is accepted; 2. the 31st of a 30-day month is accepted. The app judges every date
 * against today, so the reports' dates are made from this year when the corpus is read: a common year and the next
 * year are always after today and within the five bookable years.
 */

const THIS_YEAR = new Date().getUTCFullYear();
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const nextYearThat = (test: (year: number) => boolean): number => {
  let year = THIS_YEAR + 1;
  while (!test(year)) year += 1;
  return year;
};
/** A year after this one with no 29 February (at most two years on). */
const COMMON = nextYearThat((year) => !isLeapYear(year));
/** A year after this one that has a 29 February (at most four years on). */
const LEAP = nextYearThat(isLeapYear);
const NEXT = THIS_YEAR + 1;

const on = (month: number, day: number, year: number): string =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}-${year}`;
const step = (first: string, second: string) => ({ first, second, third: '' });

const FEB_20 = on(2, 20, COMMON);
const FEB_29 = on(2, 29, COMMON);
const MAR_10 = on(3, 10, COMMON);
const APR_31 = on(4, 31, NEXT);
const MAY_10 = on(5, 10, NEXT);
const JUN_31 = on(6, 31, NEXT);
const JUL_03 = on(7, 3, NEXT);
const SEP_20 = on(9, 20, NEXT);
const SEP_31 = on(9, 31, NEXT);
const NOV_31 = on(11, 31, NEXT);
const DEC_05 = on(12, 5, NEXT);

/** Every message the form can show, as a kitchen-sink writer pastes them. */
const EVERY_MESSAGE = [
  'Please enter both dates, From and To.',
  'Please enter the From date.',
  'Please enter the To date.',
  'Please enter the From date as MM-DD-YYYY.',
  'Please enter the To date as MM-DD-YYYY.',
  'The From date does not exist.',
  'The To date does not exist.',
  'The From date cannot be before today (UTC).',
  'The To date cannot be before the From date.',
  'The To date can be at most five years from today (UTC).',
  `Desk booked from ${SEP_20} to ${SEP_31}.`,
].join(' ');

export const entries: readonly CorpusEntry[] = [
  {
    writer: 'terse',
    pageLanguage: 'en',
    report: {
      title: 'Feb 29 of a non-leap year is accepted',
      steps: [step(FEB_29, MAR_10)],
      expected: 'The From date does not exist.',
      actual: `Desk booked from ${FEB_29} to ${MAR_10}.`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'verbose',
    pageLanguage: 'en',
    report: {
      title:
        'The To date 31 September is accepted and the desk is booked, although September has only 30 days',
      steps: [step(SEP_20, SEP_31)],
      expected:
        `The description says that dates which do not exist must be refused. September has only 30 days, so ${SEP_31} ` +
        `is not a real calendar date. When I click Book with From ${SEP_20} and To ${SEP_31}, I expect the form to ` +
        'refuse the booking and show the validation message for the To field: "The To date does not exist." No desk ' +
        'should be booked, exactly as it happens when I type 09-32 as the To date.',
      actual:
        'The form does not check the day against the length of the month. After I click Book there is no validation ' +
        `error at all; the page answers "Desk booked from ${SEP_20} to ${SEP_31}." and the booking looks successful. ` +
        'Judging by this, the app thinks every month except February has 31 days, so the booking silently covers a ' +
        'day that does not exist (it probably rolls over to October 1).',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'non-native English',
    pageLanguage: 'en',
    report: {
      title: 'System accept 29 february in not leap year as To date',
      steps: [step(FEB_20, FEB_29)],
      expected: `System must show error that To date is not exist, because in ${COMMON} february have only 28 days.`,
      actual: `System is booking desk from ${FEB_20} to ${FEB_29} and show "Desk booked", no any error.`,
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'typos',
    pageLanguage: 'en',
    report: {
      title: 'Bokking acepts 31 Apirl wich doesnt exsit',
      steps: [step(APR_31, MAY_10)],
      expected: 'Eror mesage "The Form date does not exsit."',
      actual: `Desk bookd from ${APR_31} to ${MAY_10}. No eror at all.`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
    why: '"Form" for "From" and the other typos do not change which message is meant.',
  },
  {
    writer: 'Ukrainian on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Бронювання приймає 29 лютого невисокосного року',
      steps: [step(FEB_29, MAR_10)],
      expected: `Бронювання відхилено з помилкою «The From date does not exist.», бо в ${COMMON} році в лютому лише 28 днів.`,
      actual: `Помилки немає, стіл заброньовано: «Desk booked from ${FEB_29} to ${MAR_10}.»`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Polish on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Formularz przyjmuje 31 czerwca jako datę „Od”, mimo że czerwiec ma 30 dni',
      steps: [step(JUN_31, JUL_03)],
      expected:
        'Rezerwacja zostaje odrzucona z komunikatem, że data w polu „Od” nie istnieje („The From date does not exist.”).',
      actual: `Biurko zostało zarezerwowane – komunikat „Desk booked from ${JUN_31} to ${JUL_03}.”, żadnego błędu.`,
      severity: 'minor',
      priority: 'low',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Polish page',
    pageLanguage: 'pl',
    report: {
      title: 'Форма принимает несуществующую дату 29 февраля невисокосного года',
      steps: [step(FEB_29, MAR_10)],
      expected:
        'Бронирование отклонено с ошибкой, что даты в поле «Od» не существует («Data podana w polu „Od” nie istnieje.»).',
      actual: `Ошибки нет, стол забронирован — «Biurko zarezerwowane od ${FEB_29} do ${MAR_10}.»`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Дата 31 ноября в поле «З» принимается, хотя в ноябре 30 дней',
      steps: [step(NOV_31, DEC_05)],
      expected: 'Ожидаемый результат: сообщение об ошибке — даты, указанной в поле «З», не существует.',
      actual: `Фактический результат: бронирование проходит, «Стіл заброньовано з ${NOV_31} до ${DEC_05}.»`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'English on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: '31 April is accepted as the From date',
      steps: [step(APR_31, MAY_10)],
      expected: 'An error saying the From («З») date does not exist.',
      actual: `The desk is booked, the page says «Стіл заброньовано з ${APR_31} до ${MAY_10}.»`,
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'wrong severity',
    pageLanguage: 'en',
    report: {
      title: 'February 29 is accepted in a common year',
      steps: [step(FEB_29, MAR_10)],
      expected: 'The From date does not exist.',
      actual: `Desk booked from ${FEB_29} to ${MAR_10}.`,
      severity: 'critical',
      priority: 'highest',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'A non-existent date let through books a desk a day later; nothing crashes and no data is lost, so major or minor, not critical.',
  },
  {
    writer: 'extra steps',
    pageLanguage: 'en',
    report: {
      title: 'The From date 04-31 is accepted although April has 30 days',
      steps: [step(on(3, 10, NEXT), on(3, 12, NEXT)), step(APR_31, MAY_10)],
      expected: 'The From date does not exist.',
      actual: `Desk booked from ${APR_31} to ${MAY_10}.`,
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'The first step is a valid booking the app handles correctly; the form judges each submission alone, so the second step reproduces the bug without it.',
  },
  {
    writer: 'non-bug: 29 February of a leap year',
    pageLanguage: 'en',
    report: {
      title: '29 February is accepted although February has 28 days',
      steps: [step(on(2, 29, LEAP), on(3, 2, LEAP))],
      expected: 'The From date does not exist.',
      actual: `Desk booked from ${on(2, 29, LEAP)} to ${on(3, 2, LEAP)}.`,
      severity: 'major',
      priority: 'medium',
    },
    bug: null,
    why: `${LEAP} is a leap year: its 29 February exists and booking it is the correct answer.`,
  },
  {
    writer: 'kitchen sink',
    pageLanguage: 'en',
    report: {
      title: 'Book a Desk: From date, To date',
      steps: [step(SEP_20, SEP_31)],
      expected: EVERY_MESSAGE,
      actual: EVERY_MESSAGE,
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: {
      minimalSteps: true,
      actualResult: false,
      expectedResult: false,
      title: false,
      severity: true,
    },
    why: 'Both results list every message the form has, so neither says which one appeared or should; the title names only the form and its fields.',
  },
  {
    writer: "another bug's title",
    pageLanguage: 'en',
    report: {
      title: '29 February of a non-leap year is accepted as a booking date',
      steps: [step(NOV_31, DEC_05)],
      expected: 'The From date does not exist.',
      actual: `Desk booked from ${NOV_31} to ${DEC_05}.`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The steps book 31 November (a 30-day month); the title describes the 29 February bug.',
  },
  {
    writer: 'opposite title',
    pageLanguage: 'en',
    report: {
      title: 'Booking works correctly for 29 February',
      steps: [step(FEB_29, MAR_10)],
      expected: 'The From date does not exist.',
      actual: `Desk booked from ${FEB_29} to ${MAR_10}.`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title says the booking works, the opposite of the bug the rest of the report describes.',
  },
  {
    writer: 'precise long title (121-150 characters)',
    pageLanguage: 'en',
    report: {
      title:
        'Book a Desk accepts the 31st of 30-day months (04-31, 06-31, 09-31, 11-31) as the From date and books the desk instead of refusing it',
      steps: [step(JUN_31, JUL_03)],
      expected: 'The booking is refused: "The From date does not exist."',
      actual: `"Desk booked from ${JUN_31} to ${JUL_03}."`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
    why: 'The title is 133 characters, within the 150 a title may have, and every word of it is precise.',
  },
  {
    writer: 'loose answers',
    pageLanguage: 'en',
    report: {
      title: 'April 31 gets booked',
      steps: [step(APR_31, MAY_10)],
      expected: "should say the date doesn't exist",
      actual: `It happily booked the desk from ${APR_31}`,
      severity: 'minor',
      priority: 'low',
    },
    bug: 2,
    verdicts: ALL_PASS,
    why: 'Casual wording, but the actual names the booking and the expected the "does not exist" refusal.',
  },
  {
    writer: "loose answers: the outcome's key word",
    pageLanguage: 'en',
    report: {
      title: 'Non-leap Feb 29 booked',
      steps: [step(FEB_29, MAR_10)],
      expected: 'does not exist',
      actual: 'booked',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
    why: 'One word each, but each names the right outcome: the desk was booked, the date should be refused as non-existent.',
  },
  {
    writer: 'expected restates the actual',
    pageLanguage: 'en',
    report: {
      title: 'To date 02-29 is accepted in a common year',
      steps: [step(FEB_20, FEB_29)],
      expected: `Desk booked from ${FEB_20} to ${FEB_29}.`,
      actual: `Desk booked from ${FEB_20} to ${FEB_29}.`,
      severity: 'minor',
      priority: 'medium',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, expectedResult: false },
    why: 'The expected result copies the actual; the correct build refuses the To date as non-existent.',
  },
  {
    writer: 'empty actual result',
    pageLanguage: 'en',
    report: {
      title: '30-day month: the 31st day is accepted',
      steps: [step(SEP_20, SEP_31)],
      expected: 'The To date does not exist.',
      actual: '',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, actualResult: false },
  },
  {
    writer: 'wrong expected outcome (format error)',
    pageLanguage: 'en',
    report: {
      title: '31 June is accepted as a booking date',
      steps: [step(JUN_31, JUL_03)],
      expected: 'Please enter the From date as MM-DD-YYYY.',
      actual: `Desk booked from ${JUN_31} to ${JUL_03}.`,
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, expectedResult: false },
    why: `${JUN_31} is written as MM-DD-YYYY; the correct build refuses it as a date that does not exist, not as a format error.`,
  },
];
