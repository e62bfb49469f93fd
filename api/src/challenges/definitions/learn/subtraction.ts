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
        en: 'Write your first scenario: Given the First Number is 7 and the Second Number is 3, choose the result you expect as its Then step and press Validate.',
        ua: 'Напишіть свій перший сценарій: нехай перше число 7, а друге 3; оберіть очікуваний результат як крок «Тоді» і натисніть «Перевірити».',
        ru: 'Напишите свой первый сценарий: пусть первое число 7, а второе 3; выберите ожидаемый результат как шаг «Тогда» и нажмите «Проверить».',
        pl: 'Napisz swój pierwszy scenariusz: niech pierwsza liczba to 7, a druga 3; wybierz oczekiwany wynik jako krok „Wtedy” i naciśnij „Sprawdź”.',
      },
      accepts: { first: is('7'), second: is('3') },
      examples: [{ first: '0', second: '0', expectedResult: 0 }],
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
        en: 'Swap the numbers: choose 3 as the First Number, 7 as the Second Number and the result you expect.',
        ua: 'Поміняйте числа місцями: оберіть 3 як перше число, 7 як друге число й очікуваний результат.',
        ru: 'Поменяйте числа местами: выберите 3 как первое число, 7 как второе число и ожидаемый результат.',
        pl: 'Zamień liczby miejscami: wybierz 3 jako pierwszą liczbę, 7 jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: is('3'), second: is('7') },
      examples: [{ first: '1', second: '1', expectedResult: 0 }],
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
        en: 'Subtract a negative number: choose 7 or another positive number as the First Number, -2 as the Second Number and the result you expect.',
        ua: 'Відніміть від’ємне число: оберіть 7 або інше додатне число як перше число, -2 як друге число й очікуваний результат.',
        ru: 'Вычтите отрицательное число: выберите 7 или другое положительное число как первое число, -2 как второе число и ожидаемый результат.',
        pl: 'Odejmij liczbę ujemną: wybierz 7 lub inną liczbę dodatnią jako pierwszą liczbę, -2 jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isPositive, second: isNegative },
      examples: [{ first: '0', second: '2', expectedResult: 0 }],
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
        en: 'Now two decimal numbers: choose 1.5 as the First Number, 0.25 as the Second Number and the result you expect. The difference must be exactly 1.25.',
        ua: 'Тепер два десяткові дроби: оберіть 1.5 як перше число, 0.25 як друге число й очікуваний результат. Різниця має дорівнювати рівно 1.25.',
        ru: 'Теперь две десятичные дроби: выберите 1.5 как первое число, 0.25 как второе число и ожидаемый результат. Разность должна быть ровно 1.25.',
        pl: 'Teraz dwie liczby dziesiętne: wybierz 1.5 jako pierwszą liczbę, 0.25 jako drugą liczbę i oczekiwany wynik. Różnica musi wynosić dokładnie 1.25.',
      },
      accepts: { first: isFraction, second: isFraction },
      examples: [{ first: '3', second: '3', expectedResult: 0 }],
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
        en: 'Zero is the boundary between a positive and a negative difference: choose 3 as the First Number, 3 as the Second Number and the result you expect.',
        ua: 'Нуль — межа між додатною й від’ємною різницею: оберіть 3 як перше число, 3 як друге число й очікуваний результат.',
        ru: 'Ноль — граница между положительной и отрицательной разностью: выберите 3 как первое число, 3 как второе число и ожидаемый результат.',
        pl: 'Zero to granica między dodatnią a ujemną różnicą: wybierz 3 jako pierwszą liczbę, 3 jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: is('3'), second: is('3') },
      examples: [{ first: '1', second: '0', expectedResult: 0 }],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.lettersInsteadOfNumber,
      instruction: {
        en: 'Guess an error: choose 7 or another number as the First Number, xyz as the Second Number and the result you expect.',
        ua: 'Вгадайте помилку: оберіть 7 або інше число як перше число, xyz як друге число й очікуваний результат.',
        ru: 'Угадайте ошибку: выберите 7 или другое число как первое число, xyz как второе число и ожидаемый результат.',
        pl: 'Zgadnij błąd: wybierz 7 lub inną liczbę jako pierwszą liczbę, xyz jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isNumber, second: isLetters },
      examples: [{ first: '0', second: '4', expectedResult: 1 }],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Last one: choose (empty field) as the First Number, 7 or another number as the Second Number and the result you expect.',
        ua: 'Останній: оберіть (порожнє поле) як перше число, 7 або інше число як друге число й очікуваний результат.',
        ru: 'Последний: выберите (пустое поле) как первое число, 7 или другое число как второе число и ожидаемый результат.',
        pl: 'Ostatni: wybierz (puste pole) jako pierwszą liczbę, 7 lub inną liczbę jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isEmpty, second: isNumber },
      examples: [{ first: '5', second: '1', expectedResult: 2 }],
    },
  ],
};
