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
 * learn"): six steps, each a Test Case built from two dropdowns and the expected result. The later steps differ
 * from the first Test Case in one value, so the tester sees what each partition adds; since the page clears
 * every dropdown after Validate, each instruction still names all the values to choose.
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
      examples: [{ first: '0', second: '0', expectedResult: 0 }],
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
        en: 'Now a negative number: choose -3 as the First Number, 6 as the Second Number and the result you expect. Only the First Number differs from your first Test Case.',
        ua: 'Тепер від’ємне число: оберіть -3 як перше число, 6 як друге число й очікуваний результат. Від вашого першого тест-кейсу відрізняється лише перше число.',
        ru: 'Теперь отрицательное число: выберите -3 как первое число, 6 как второе число и ожидаемый результат. От вашего первого тест-кейса отличается только первое число.',
        pl: 'Teraz liczba ujemna: wybierz -3 jako pierwszą liczbę, 6 jako drugą liczbę i oczekiwany wynik. Od twojego pierwszego przypadku testowego różni się tylko pierwsza liczba.',
      },
      accepts: { first: isNegative, second: isPositive },
      examples: [{ first: '1', second: '0', expectedResult: 0 }],
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
        en: 'Zero lies between the positive and the negative numbers: choose 0 as the First Number, 6 as the Second Number and the result you expect.',
        ua: 'Нуль лежить між додатними й від’ємними числами: оберіть 0 як перше число, 6 як друге число й очікуваний результат.',
        ru: 'Ноль лежит между положительными и отрицательными числами: выберите 0 как первое число, 6 как второе число и ожидаемый результат.',
        pl: 'Zero leży między liczbami dodatnimi a ujemnymi: wybierz 0 jako pierwszą liczbę, 6 jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isZero, second: isPositive },
      examples: [{ first: '2', second: '0', expectedResult: 0 }],
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
        en: 'Now two decimal numbers: choose 2.5 as the First Number, 1.5 as the Second Number and the result you expect. The product must be exactly 3.75.',
        ua: 'Тепер два десяткові дроби: оберіть 2.5 як перше число, 1.5 як друге число й очікуваний результат. Добуток має дорівнювати рівно 3.75.',
        ru: 'Теперь две десятичные дроби: выберите 2.5 как первое число, 1.5 как второе число и ожидаемый результат. Произведение должно быть ровно 3.75.',
        pl: 'Teraz dwie liczby dziesiętne: wybierz 2.5 jako pierwszą liczbę, 1.5 jako drugą liczbę i oczekiwany wynik. Iloczyn musi wynosić dokładnie 3.75.',
      },
      accepts: { first: isFraction, second: isFraction },
      examples: [{ first: '3', second: '3', expectedResult: 0 }],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.lettersInsteadOfNumber,
      instruction: {
        en: 'Guess an error: choose abc as the First Number, 6 as the Second Number and the result you expect now.',
        ua: 'Вгадайте помилку: оберіть abc як перше число, 6 як друге число й результат, який ви очікуєте тепер.',
        ru: 'Угадайте ошибку: выберите abc как первое число, 6 как второе число и результат, который вы ожидаете теперь.',
        pl: 'Zgadnij błąd: wybierz abc jako pierwszą liczbę, 6 jako drugą liczbę i wynik, jakiego spodziewasz się teraz.',
      },
      accepts: { first: isLetters, second: isNumber },
      examples: [{ first: '4', second: '0', expectedResult: 1 }],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Last one: choose 4 as the First Number, (empty field) as the Second Number and the result you expect.',
        ua: 'Останній: оберіть 4 як перше число, (порожнє поле) як друге число й очікуваний результат.',
        ru: 'Последний: выберите 4 как первое число, (пустое поле) как второе число и ожидаемый результат.',
        pl: 'Ostatni: wybierz 4 jako pierwszą liczbę, (puste pole) jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isNumber, second: isEmpty },
      examples: [{ first: '0', second: '5', expectedResult: 2 }],
    },
  ],
};
