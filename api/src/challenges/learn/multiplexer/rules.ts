import type { LearnDefinition } from '../../engine/definition';
import { multiplication } from '../../support/calculator';
import { calculatorResults } from '../../support/calculator-results';
import {
  isEmpty,
  isFraction,
  isLetters,
  isNegative,
  isNumber,
  isPositive,
  isZero,
} from '../../support/number-fields';
import { COMMON_FINDINGS } from '../../support/common-findings';

/**
 * Multiplication on the generator form, the guided introduction to generator mode (SPEC §4 "Multiplication
 * learn"): six steps, each a Test Case built from two dropdowns and the expected result. Each step accepts every
 * pair of its class the dropdowns offer (a field's rule cannot look at the other field, so a class is a rule per
 * field); since the page clears every dropdown after Validate, each instruction names a value for every field.
 */
export const rules: LearnDefinition = {
  evaluator: 'learn',
  fields: ['first', 'second'],
  dropdowns: {
    first: ['4', '-3', '0', '2.5', 'abc'],
    second: ['6', '-2', '0', '1.5', 'xyz'],
  },
  resultDropdown: calculatorResults('generator', {
    en: 'The product is shown',
    ua: 'Показано добуток',
    ru: 'Показано произведение',
    pl: 'Wyświetlany jest iloczyn',
  }),
  result: multiplication,
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'two positive numbers',
        ua: 'два додатні числа',
        ru: 'два положительных числа',
        pl: 'dwie liczby dodatnie',
      },
      instruction: {
        en: 'Build your first Test Case: choose two positive numbers, for example 4 as the First Number and 6 as the Second Number, then the result you expect, and press Validate.',
        ua: 'Складіть свій перший тест-кейс: оберіть два додатні числа, наприклад 4 як перше число і 6 як друге, потім очікуваний результат і натисніть «Перевірити».',
        ru: 'Составьте свой первый тест-кейс: выберите два положительных числа, например 4 как первое число и 6 как второе, затем ожидаемый результат и нажмите «Проверить».',
        pl: 'Utwórz swój pierwszy przypadek testowy: wybierz dwie liczby dodatnie, na przykład 4 jako pierwszą liczbę i 6 jako drugą, potem oczekiwany wynik i naciśnij „Sprawdź”.',
      },
      accepts: { first: isPositive, second: isPositive },
      examples: [
        { first: '0', second: '0', expectedResult: 0 },
        { first: '0', second: '3', expectedResult: 0 },
        { first: '3', second: '0', expectedResult: 0 },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a negative number gives a negative product',
        ua: 'від’ємне число дає від’ємний добуток',
        ru: 'отрицательное число даёт отрицательное произведение',
        pl: 'liczba ujemna daje ujemny iloczyn',
      },
      instruction: {
        en: 'Now a negative number: choose -3 as the First Number, a positive number as the Second Number, for example 6, and the result you expect.',
        ua: 'Тепер від’ємне число: оберіть -3 як перше число, додатне число як друге, наприклад 6, і очікуваний результат.',
        ru: 'Теперь отрицательное число: выберите -3 как первое число, положительное число как второе, например 6, и ожидаемый результат.',
        pl: 'Teraz liczba ujemna: wybierz -3 jako pierwszą liczbę, liczbę dodatnią jako drugą, na przykład 6, i oczekiwany wynik.',
      },
      accepts: { first: isNegative, second: isPositive },
      examples: [
        { first: '1', second: '0', expectedResult: 0 },
        { first: '1', second: '3', expectedResult: 0 },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'zero, the boundary between the signs',
        ua: 'нуль, межа між знаками',
        ru: 'ноль, граница между знаками',
        pl: 'zero, granica między znakami',
      },
      instruction: {
        en: 'Zero lies between the positive and the negative numbers: choose 0 as the First Number, any number as the Second Number, for example 6, and the result you expect.',
        ua: 'Нуль лежить між додатними й від’ємними числами: оберіть 0 як перше число, будь-яке число як друге, наприклад 6, і очікуваний результат.',
        ru: 'Ноль лежит между положительными и отрицательными числами: выберите 0 как первое число, любое число как второе, например 6, и ожидаемый результат.',
        pl: 'Zero leży między liczbami dodatnimi a ujemnymi: wybierz 0 jako pierwszą liczbę, dowolną liczbę jako drugą, na przykład 6, i oczekiwany wynik.',
      },
      accepts: { first: isZero, second: isNumber },
      examples: [
        { first: '2', second: '0', expectedResult: 0 },
        { first: '2', second: '1', expectedResult: 0 },
        { first: '2', second: '2', expectedResult: 0 },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a decimal number gives an exact product',
        ua: 'добуток із десятковим дробом точний',
        ru: 'произведение с десятичной дробью точное',
        pl: 'iloczyn z liczbą dziesiętną jest dokładny',
      },
      instruction: {
        en: 'Now a decimal number: choose 2.5 as the First Number, any number as the Second Number, for example 1.5, and the result you expect. The product must be exact: 2.5 × 1.5 is 3.75.',
        ua: 'Тепер десятковий дріб: оберіть 2.5 як перше число, будь-яке число як друге, наприклад 1.5, і очікуваний результат. Добуток має бути точним: 2.5 × 1.5 = 3.75.',
        ru: 'Теперь десятичная дробь: выберите 2.5 как первое число, любое число как второе, например 1.5, и ожидаемый результат. Произведение должно быть точным: 2.5 × 1.5 = 3.75.',
        pl: 'Teraz liczba dziesiętna: wybierz 2.5 jako pierwszą liczbę, dowolną liczbę jako drugą, na przykład 1.5, i oczekiwany wynik. Iloczyn musi być dokładny: 2.5 × 1.5 = 3.75.',
      },
      accepts: { first: isFraction, second: isNumber },
      examples: [
        { first: '3', second: '3', expectedResult: 0 },
        { first: '3', second: '1', expectedResult: 0 },
      ],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.lettersInsteadOfNumber,
      instruction: {
        en: 'Guess an error: choose abc as the First Number, any number as the Second Number, for example 6, and the result you expect now.',
        ua: 'Спробуйте передбачити помилку: оберіть abc як перше число, будь-яке число як друге, наприклад 6, і результат, якого ви тепер очікуєте.',
        ru: 'Попробуйте предугадать ошибку: выберите abc как первое число, любое число как второе, например 6, и результат, который вы теперь ожидаете.',
        pl: 'Spróbuj przewidzieć błąd: wybierz abc jako pierwszą liczbę, dowolną liczbę jako drugą, na przykład 6, i wynik, jakiego teraz oczekujesz.',
      },
      accepts: { first: isLetters, second: isNumber },
      examples: [
        { first: '4', second: '0', expectedResult: 1 },
        { first: '4', second: '2', expectedResult: 1 },
      ],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Last step: choose any number as the First Number, for example 4, (empty field) as the Second Number and the result you expect.',
        ua: 'Останній крок: оберіть будь-яке число як перше, наприклад 4, (порожнє поле) як друге число й очікуваний результат.',
        ru: 'Последний шаг: выберите любое число как первое, например 4, (пустое поле) как второе число и ожидаемый результат.',
        pl: 'Ostatni krok: wybierz dowolną liczbę jako pierwszą, na przykład 4, (puste pole) jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isNumber, second: isEmpty },
      examples: [
        { first: '0', second: '5', expectedResult: 2 },
        { first: '1', second: '5', expectedResult: 2 },
      ],
    },
  ],
};
