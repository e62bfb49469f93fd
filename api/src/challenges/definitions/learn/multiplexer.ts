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
 * learn"): six steps, each a Test Case built from two dropdowns and the expected result. The first Test Case is
 * the one the later steps change one value of, so the tester sees what each partition adds.
 */
export const multiplexer: LearnDefinition = {
  mode: 'learn',
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
        en: 'Build your first Test Case: choose 4 as the First Number, 6 as the Second Number and the result you expect, then press Validate.',
        ua: 'Складіть свій перший тест-кейс: оберіть 4 як перше число, 6 як друге число й очікуваний результат, потім натисніть «Перевірити».',
        ru: 'Составьте свой первый тест-кейс: выберите 4 как первое число, 6 как второе число и ожидаемый результат, затем нажмите «Проверить».',
        pl: 'Zbuduj swój pierwszy przypadek testowy: wybierz 4 jako pierwszą liczbę, 6 jako drugą liczbę i oczekiwany wynik, a potem naciśnij „Sprawdź”.',
      },
      accepts: { first: isPositive, second: isPositive },
      example: { first: '0', second: '0', expectedResult: 0 },
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
        en: 'Reuse your first Test Case: keep 6 as the Second Number, change the First Number to -3 and choose the result again.',
        ua: 'Використайте свій перший тест-кейс: залиште 6 як друге число, змініть перше число на -3 і знову оберіть результат.',
        ru: 'Используйте свой первый тест-кейс: оставьте 6 вторым числом, замените первое число на -3 и снова выберите результат.',
        pl: 'Wykorzystaj swój pierwszy przypadek testowy: zostaw 6 jako drugą liczbę, zmień pierwszą liczbę na -3 i ponownie wybierz wynik.',
      },
      accepts: { first: isNegative, second: isPositive },
      example: { first: '1', second: '0', expectedResult: 0 },
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
        en: 'Zero lies between the positive and the negative numbers: choose 0 as the First Number and 6 as the Second Number.',
        ua: 'Нуль лежить між додатними й від’ємними числами: оберіть 0 як перше число і 6 як друге.',
        ru: 'Ноль лежит между положительными и отрицательными числами: выберите 0 первым числом и 6 вторым.',
        pl: 'Zero leży między liczbami dodatnimi a ujemnymi: wybierz 0 jako pierwszą liczbę i 6 jako drugą.',
      },
      accepts: { first: isZero, second: isPositive },
      example: { first: '2', second: '0', expectedResult: 0 },
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'decimal numbers multiply exactly',
        ua: 'десяткові дроби множаться точно',
        ru: 'десятичные дроби умножаются точно',
        pl: 'liczby dziesiętne mnożą się dokładnie',
      },
      instruction: {
        en: 'Choose two decimal numbers, 2.5 and 1.5: the product must be exactly 3.75.',
        ua: 'Оберіть два десяткові дроби, 2.5 і 1.5: добуток має дорівнювати рівно 3.75.',
        ru: 'Выберите две десятичные дроби, 2.5 и 1.5: произведение должно быть ровно 3.75.',
        pl: 'Wybierz dwie liczby dziesiętne, 2.5 i 1.5: iloczyn musi wynosić dokładnie 3.75.',
      },
      accepts: { first: isFraction, second: isFraction },
      example: { first: '3', second: '3', expectedResult: 0 },
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.lettersInsteadOfNumber,
      instruction: {
        en: 'Guess an error: choose abc as the First Number and 6 as the Second Number. Which result do you expect now?',
        ua: 'Вгадайте помилку: оберіть abc як перше число і 6 як друге. Який результат ви очікуєте тепер?',
        ru: 'Угадайте ошибку: выберите abc первым числом и 6 вторым. Какой результат вы ожидаете теперь?',
        pl: 'Zgadnij błąd: wybierz abc jako pierwszą liczbę i 6 jako drugą. Jakiego wyniku spodziewasz się teraz?',
      },
      accepts: { first: isLetters, second: isNumber },
      example: { first: '4', second: '0', expectedResult: 1 },
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Last one: keep 4 as the First Number and choose the empty option as the Second Number.',
        ua: 'Останній: залиште 4 як перше число й оберіть порожній варіант як друге число.',
        ru: 'Последний: оставьте 4 первым числом и выберите пустой вариант вторым числом.',
        pl: 'Ostatni: zostaw 4 jako pierwszą liczbę i wybierz pustą opcję jako drugą liczbę.',
      },
      accepts: { first: isNumber, second: isEmpty },
      example: { first: '0', second: '5', expectedResult: 2 },
    },
  ],
};
