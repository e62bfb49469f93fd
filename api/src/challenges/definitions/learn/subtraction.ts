import type { LearnDefinition } from '../../engine/definition';
import { subtraction as subtract } from '../../support/calculator';
import { calculatorResults } from '../../support/calculator-results';
import {
  isEmpty,
  isFraction,
  isLetters,
  isNegative,
  isNumber,
  isPositive,
} from '../../support/number-fields';
import { COMMON_FINDINGS } from '../../support/common-findings';

const is =
  (expected: string) =>
  (value: string): boolean =>
    value === expected;

/**
 * Subtraction, the guided introduction to gherkin (SPEC §5: seven scenarios): each step is a Given/When/Then
 * scenario built from two dropdowns and the expected result. Order matters in a subtraction, so the first two
 * steps swap the same numbers; then a negative subtrahend, exact decimals, zero as the result, and errors.
 */
export const subtraction: LearnDefinition = {
  mode: 'learn',
  fields: ['first', 'second'],
  dropdowns: {
    first: ['7', '3', '-5', '1.5', 'abc'],
    second: ['3', '7', '-2', '0.25', 'xyz'],
  },
  resultDropdown: calculatorResults('gherkin', {
    en: 'The difference is shown',
    ua: 'Показано різницю',
    ru: 'Показана разность',
    pl: 'Wyświetlana jest różnica',
  }),
  result: subtract,
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a larger number minus a smaller one',
        ua: 'більше число мінус менше',
        ru: 'большее число минус меньшее',
        pl: 'większa liczba minus mniejsza',
      },
      instruction: {
        en: 'Write your first scenario: Given the First Number is 7 and the Second Number is 3, choose what you expect Then, and press Validate.',
        ua: 'Напишіть свій перший сценарій: нехай перше число 7, а друге 3; оберіть, що ви очікуєте в «Тоді», і натисніть «Перевірити».',
        ru: 'Напишите свой первый сценарий: пусть первое число 7, а второе 3; выберите, что вы ожидаете в «Тогда», и нажмите «Проверить».',
        pl: 'Napisz swój pierwszy scenariusz: niech pierwsza liczba to 7, a druga 3; wybierz, czego oczekujesz w „Wtedy”, i naciśnij „Sprawdź”.',
      },
      accepts: { first: is('7'), second: is('3') },
      example: { first: '0', second: '0', expectedResult: 0 },
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a smaller number minus a larger one gives a negative difference',
        ua: 'менше число мінус більше дає від’ємну різницю',
        ru: 'меньшее число минус большее даёт отрицательную разность',
        pl: 'mniejsza liczba minus większa daje ujemną różnicę',
      },
      instruction: {
        en: 'Swap the numbers: 3 as the First Number and 7 as the Second Number.',
        ua: 'Поміняйте числа місцями: 3 як перше число і 7 як друге.',
        ru: 'Поменяйте числа местами: 3 первым числом и 7 вторым.',
        pl: 'Zamień liczby miejscami: 3 jako pierwsza liczba i 7 jako druga.',
      },
      accepts: { first: is('3'), second: is('7') },
      example: { first: '1', second: '1', expectedResult: 0 },
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'subtracting a negative number adds it',
        ua: 'віднімання від’ємного числа додає його',
        ru: 'вычитание отрицательного числа прибавляет его',
        pl: 'odjęcie liczby ujemnej dodaje ją',
      },
      instruction: {
        en: 'Choose a positive First Number and -2 as the Second Number.',
        ua: 'Оберіть додатне перше число і -2 як друге.',
        ru: 'Выберите положительное первое число и -2 вторым.',
        pl: 'Wybierz dodatnią pierwszą liczbę i -2 jako drugą.',
      },
      accepts: { first: isPositive, second: isNegative },
      example: { first: '0', second: '2', expectedResult: 0 },
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'decimal numbers subtract exactly',
        ua: 'десяткові дроби віднімаються точно',
        ru: 'десятичные дроби вычитаются точно',
        pl: 'liczby dziesiętne odejmują się dokładnie',
      },
      instruction: {
        en: 'Choose two decimal numbers, 1.5 and 0.25: the difference must be exactly 1.25.',
        ua: 'Оберіть два десяткові дроби, 1.5 і 0.25: різниця має дорівнювати рівно 1.25.',
        ru: 'Выберите две десятичные дроби, 1.5 и 0.25: разность должна быть ровно 1.25.',
        pl: 'Wybierz dwie liczby dziesiętne, 1.5 i 0.25: różnica musi wynosić dokładnie 1.25.',
      },
      accepts: { first: isFraction, second: isFraction },
      example: { first: '3', second: '3', expectedResult: 0 },
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'the same number twice gives zero',
        ua: 'те саме число двічі дає нуль',
        ru: 'одно и то же число дважды даёт ноль',
        pl: 'ta sama liczba dwa razy daje zero',
      },
      instruction: {
        en: 'Zero is the boundary between a positive and a negative difference: choose 3 in both fields.',
        ua: 'Нуль — межа між додатною й від’ємною різницею: оберіть 3 в обох полях.',
        ru: 'Ноль — граница между положительной и отрицательной разностью: выберите 3 в обоих полях.',
        pl: 'Zero to granica między dodatnią a ujemną różnicą: wybierz 3 w obu polach.',
      },
      accepts: { first: is('3'), second: is('3') },
      example: { first: '1', second: '0', expectedResult: 0 },
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.lettersInsteadOfNumber,
      instruction: {
        en: 'Guess an error: choose a number as the First Number and xyz as the Second Number.',
        ua: 'Вгадайте помилку: оберіть число як перше число і xyz як друге.',
        ru: 'Угадайте ошибку: выберите число первым числом и xyz вторым.',
        pl: 'Zgadnij błąd: wybierz liczbę jako pierwszą liczbę i xyz jako drugą.',
      },
      accepts: { first: isNumber, second: isLetters },
      example: { first: '0', second: '4', expectedResult: 1 },
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Last one: choose the empty option as the First Number and any number as the Second Number.',
        ua: 'Останній: оберіть порожній варіант як перше число і будь-яке число як друге.',
        ru: 'Последний: выберите пустой вариант первым числом и любое число вторым.',
        pl: 'Ostatni: wybierz pustą opcję jako pierwszą liczbę i dowolną liczbę jako drugą.',
      },
      accepts: { first: isEmpty, second: isNumber },
      example: { first: '5', second: '1', expectedResult: 2 },
    },
  ],
};
