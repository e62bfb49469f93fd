import type { Language } from '@qa/shared/catalogue';
import type { BuilderDefinition, FieldValues, ResultDropdown } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import { decimal, parseDecimal, type Decimal } from '../../support/decimal';
import { partitionCases } from '../../support/partition-case';
import { COMMON_FINDINGS } from '../../support/common-findings';

/** The ride's rules: at least 100 cm to ride at all; younger than 8 only with an adult. */
const MIN_HEIGHT = decimal('100');
const MIN_AGE_ALONE = decimal('8');

/** What the ride's gate answers (fields Height in cm and Age in years). */
export const ATTRACTION_MESSAGES = {
  rideAlone: {
    en: 'Enjoy the ride!',
    ua: 'Гарної поїздки!',
    ru: 'Приятной поездки!',
    pl: 'Miłej przejażdżki!',
  },
  withAdult: {
    en: 'You may ride with an adult.',
    ua: 'Ви можете покататися разом із дорослим.',
    ru: 'Вы можете прокатиться вместе со взрослым.',
    pl: 'Możesz jechać z osobą dorosłą.',
  },
  tooShort: {
    en: 'Sorry, you are not tall enough for this ride.',
    ua: 'На жаль, ваш зріст замалий для цього атракціону.',
    ru: 'К сожалению, ваш рост слишком мал для этого аттракциона.',
    pl: 'Niestety, jesteś za niski na tę atrakcję.',
  },
  invalid: {
    en: 'Please enter a valid height and age.',
    ua: 'Будь ласка, введіть коректні зріст і вік.',
    ru: 'Пожалуйста, введите корректные рост и возраст.',
    pl: 'Wpisz poprawny wzrost i wiek.',
  },
  empty: {
    en: 'Please enter both height and age.',
    ua: 'Будь ласка, введіть і зріст, і вік.',
    ru: 'Пожалуйста, введите и рост, и возраст.',
    pl: 'Wpisz zarówno wzrost, jak i wiek.',
  },
} as const satisfies Record<string, Localized>;

/** The gate's answers in the order of the result dropdown. */
const OUTCOMES = ['rideAlone', 'withAdult', 'tooShort', 'invalid', 'empty'] as const;
type Outcome = (typeof OUTCOMES)[number];

const RESULTS: Record<Outcome, Localized> = {
  rideAlone: {
    en: 'The visitor may ride alone',
    ua: 'Відвідувач може кататися сам',
    ru: 'Посетитель может кататься сам',
    pl: 'Gość może jechać sam',
  },
  withAdult: {
    en: 'The visitor may ride only with an adult',
    ua: 'Відвідувач може кататися лише з дорослим',
    ru: 'Посетитель может кататься только со взрослым',
    pl: 'Gość może jechać tylko z dorosłym',
  },
  tooShort: {
    en: 'The visitor may not ride',
    ua: 'Відвідувачу не можна кататися',
    ru: 'Посетителю нельзя кататься',
    pl: 'Gość nie może jechać',
  },
  invalid: {
    en: 'An error asks for a valid height and age',
    ua: 'Помилка з проханням ввести коректні зріст і вік',
    ru: 'Ошибка с просьбой ввести корректные рост и возраст',
    pl: 'Błąd z prośbą o poprawny wzrost i wiek',
  },
  empty: {
    en: 'An error asks to fill in both fields',
    ua: 'Помилка з проханням заповнити обидва поля',
    ru: 'Ошибка с просьбой заполнить оба поля',
    pl: 'Błąd z prośbą o wypełnienie obu pól',
  },
};

/** A height or an age: a number that is not negative. */
const measure = (value: string): Decimal | undefined => {
  const number = parseDecimal(value);
  return number && number.gte(0) ? number : undefined;
};

const outcomeOf = ({ first, second }: FieldValues): Outcome => {
  if (first === '' || second === '') return 'empty';
  const height = measure(first);
  const age = measure(second);
  if (!height || !age) return 'invalid';
  if (height.lt(MIN_HEIGHT)) return 'tooShort';
  return age.lt(MIN_AGE_ALONE) ? 'withAdult' : 'rideAlone';
};

const attractionGate = (values: FieldValues, language: Language): string =>
  ATTRACTION_MESSAGES[outcomeOf(values)][language];

const resultDropdown: ResultDropdown = {
  style: 'generator',
  results: OUTCOMES.map((outcome) => RESULTS[outcome]),
  actualResult: (values) => OUTCOMES.indexOf(outcomeOf(values)),
};

/**
 * Each input's partition, the first that applies, so every pair has exactly one. The dropdowns offer each limit
 * and the value just below it (100 and 99 cm, 8 and 7 years) and, for the decision table's rows, values well
 * inside (135 and 180 cm, 5 and 30 years), so every class holds two pairs or more.
 */
type Partition =
  | 'empty'
  | 'letters'
  | 'negative'
  | 'shortAndYoung'
  | 'belowMinHeight'
  | 'belowMinAge'
  | 'youngerThanEight'
  | 'atMinHeight'
  | 'atMinAge'
  | 'tallAndOld';

/** The value just below the age to ride alone: 7, for ages given in whole years. */
const JUST_BELOW_AGE = MIN_AGE_ALONE.minus(1);

const partitionOf = (values: FieldValues): Partition => {
  const { first, second } = values;
  if (first === '' || second === '') return 'empty';
  const height = parseDecimal(first);
  const age = parseDecimal(second);
  if (!height || !age) return 'letters';
  if (height.lt(0) || age.lt(0)) return 'negative';
  const tooShort = height.lt(MIN_HEIGHT);
  const young = age.lt(MIN_AGE_ALONE);
  if (tooShort && young) return 'shortAndYoung';
  if (tooShort) return 'belowMinHeight';
  if (young) return age.gte(JUST_BELOW_AGE) ? 'belowMinAge' : 'youngerThanEight';
  if (height.eq(MIN_HEIGHT)) return 'atMinHeight';
  if (age.eq(MIN_AGE_ALONE)) return 'atMinAge';
  return 'tallAndOld';
};

const testCase = partitionCases(partitionOf);
const HEIGHT = { below: '0', at: '1', tall: '2', taller: '3', negative: '4', empty: '5' } as const;
const AGE = { young: '0', below: '1', at: '2', old: '3', letters: '4', empty: '5' } as const;
const result = (outcome: Outcome) => OUTCOMES.indexOf(outcome);

/**
 * Attraction ride (generator): the gate of a ride lets visitors of at least 100 cm ride, and those younger than 8
 * only with an adult. Ten hidden test cases: the decision table's four rows (both rules met, each one broken, both
 * broken), both sides of both limits (99 and 100 cm, 7 and 8 years) and error guessing (a negative height,
 * letters, an empty field).
 */
export const rules: BuilderDefinition = {
  evaluator: 'builder',
  fields: ['first', 'second'],
  dropdowns: {
    first: ['99', '100', '135', '180', '-5'],
    second: ['5', '7', '8', '30', 'ten'],
  },
  resultDropdown,
  result: attractionGate,
  bugs: [],
  cases: [
    testCase(
      'tallAndOld',
      'decisionTable',
      {
        en: 'tall enough and 8 or older: rides alone',
        ua: 'достатній зріст і вік від 8 років: катається сам',
        ru: 'достаточный рост и возраст от 8 лет: катается сам',
        pl: 'wystarczający wzrost i wiek od 8 lat: jedzie sam',
      },
      { first: HEIGHT.tall, second: AGE.old, expectedResult: result('rideAlone') },
      { first: HEIGHT.taller, second: AGE.old, expectedResult: result('rideAlone') },
    ),
    testCase(
      'youngerThanEight',
      'decisionTable',
      {
        en: 'tall enough but younger than 8: rides with an adult',
        ua: 'достатній зріст, але молодше 8 років: катається з дорослим',
        ru: 'достаточный рост, но младше 8 лет: катается со взрослым',
        pl: 'wystarczający wzrost, ale poniżej 8 lat: jedzie z dorosłym',
      },
      { first: HEIGHT.tall, second: AGE.young, expectedResult: result('withAdult') },
      { first: HEIGHT.at, second: AGE.young, expectedResult: result('withAdult') },
    ),
    testCase(
      'belowMinHeight',
      'boundaryValues',
      {
        en: '99 cm, just below the minimum height of 100 cm, 8 or older: may not ride',
        ua: '99 см, трохи нижче мінімального зросту 100 см, вік від 8 років: кататися не можна',
        ru: '99 см, чуть ниже минимального роста 100 см, возраст от 8 лет: кататься нельзя',
        pl: '99 cm, tuż poniżej minimalnego wzrostu 100 cm, wiek od 8 lat: nie może jechać',
      },
      { first: HEIGHT.below, second: AGE.old, expectedResult: result('tooShort') },
      { first: HEIGHT.below, second: AGE.at, expectedResult: result('tooShort') },
    ),
    testCase(
      'atMinHeight',
      'boundaryValues',
      {
        en: 'exactly the minimum height of 100 cm, 8 or older: rides alone',
        ua: 'рівно мінімальний зріст 100 см, вік від 8 років: катається сам',
        ru: 'ровно минимальный рост 100 см, возраст от 8 лет: катается сам',
        pl: 'dokładnie minimalny wzrost 100 cm, wiek od 8 lat: jedzie sam',
      },
      { first: HEIGHT.at, second: AGE.old, expectedResult: result('rideAlone') },
      { first: HEIGHT.at, second: AGE.at, expectedResult: result('rideAlone') },
    ),
    testCase(
      'atMinAge',
      'boundaryValues',
      {
        en: 'exactly 8 years old, the age to ride alone',
        ua: 'рівно 8 років, вік, з якого можна кататися самому',
        ru: 'ровно 8 лет, возраст, с которого можно кататься самому',
        pl: 'dokładnie 8 lat, wiek, od którego można jechać samemu',
      },
      { first: HEIGHT.tall, second: AGE.at, expectedResult: result('rideAlone') },
      { first: HEIGHT.taller, second: AGE.at, expectedResult: result('rideAlone') },
    ),
    testCase(
      'negative',
      'equivalencePartitioning',
      {
        en: 'a negative height',
        ua: 'від’ємний зріст',
        ru: 'отрицательный рост',
        pl: 'ujemny wzrost',
      },
      { first: HEIGHT.negative, second: AGE.old, expectedResult: result('invalid') },
      { first: HEIGHT.negative, second: AGE.young, expectedResult: result('invalid') },
    ),
    testCase(
      'letters',
      'errorGuessing',
      COMMON_FINDINGS.lettersInsteadOfNumber,
      { first: HEIGHT.tall, second: AGE.letters, expectedResult: result('invalid') },
      { first: HEIGHT.below, second: AGE.letters, expectedResult: result('invalid') },
    ),
    testCase(
      'empty',
      'errorGuessing',
      COMMON_FINDINGS.emptyField,
      { first: HEIGHT.empty, second: AGE.old, expectedResult: result('empty') },
      { first: HEIGHT.at, second: AGE.empty, expectedResult: result('empty') },
    ),
    // Appended, so the numbers of the earlier cases stay as they were.
    testCase(
      'shortAndYoung',
      'decisionTable',
      {
        en: 'too short and younger than 8: may not ride, not even with an adult',
        ua: 'замалий зріст і молодше 8 років: кататися не можна навіть із дорослим',
        ru: 'недостаточный рост и младше 8 лет: кататься нельзя даже со взрослым',
        pl: 'za niski wzrost i poniżej 8 lat: nie może jechać nawet z dorosłym',
      },
      { first: HEIGHT.below, second: AGE.young, expectedResult: result('tooShort') },
      { first: HEIGHT.below, second: AGE.below, expectedResult: result('tooShort') },
    ),
    testCase(
      'belowMinAge',
      'boundaryValues',
      {
        en: '7 years, just below the age of 8: tall enough, rides only with an adult',
        ua: '7 років, трохи менше за 8: зріст достатній, катається лише з дорослим',
        ru: '7 лет, чуть меньше 8: рост достаточный, катается только со взрослым',
        pl: '7 lat, tuż poniżej 8: wzrost wystarczający, jedzie tylko z dorosłym',
      },
      { first: HEIGHT.tall, second: AGE.below, expectedResult: result('withAdult') },
      { first: HEIGHT.at, second: AGE.below, expectedResult: result('withAdult') },
    ),
  ],
};
