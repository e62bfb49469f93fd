import type { FieldValues, LearnDefinition } from '../../engine/definition';
import { subtraction as subtract } from '../../support/calculator';
import { calculatorResults } from '../../support/calculator-results';
import { isEmpty, isFraction, isLetters, isNegative, isNumber } from '../../support/number-fields';
import { parseDecimal } from '../../support/decimal';
import { COMMON_FINDINGS } from '../../support/common-findings';

/** Both fields hold numbers and the first compares to the second as `sign` says (-1 smaller, 0 equal, 1 larger). */
const firstComparedToSecond =
  (sign: -1 | 0 | 1) =>
  ({ first, second }: FieldValues): boolean => {
    const a = parseDecimal(first);
    const b = parseDecimal(second);
    return a !== undefined && b !== undefined && a.cmp(b) === sign;
  };

/**
 * Subtraction, the guided introduction to gherkin (SPEC §5: seven scenarios): each step is a Given/When/Then
 * scenario built from two dropdowns and the expected result. Order matters in a subtraction, so the first two
 * steps take a larger number before and after a smaller one; then a negative subtrahend, an exact decimal,
 * the same number twice (zero, the boundary between the signs), and errors. The steps that compare the two
 * numbers judge them together and mark the Second Number when the pair is not of the step's class.
 */
export const rules: LearnDefinition = {
  evaluator: 'learn',
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
        en: 'Write your first scenario: Given a First Number larger than the Second Number, for example 7 and 3, choose the result you expect as its Then step and press Validate.',
        ua: 'Напишіть свій перший сценарій: нехай перше число більше за друге, наприклад 7 і 3; оберіть очікуваний результат як крок «Тоді» і натисніть «Перевірити».',
        ru: 'Напишите свой первый сценарий: пусть первое число больше второго, например 7 и 3; выберите ожидаемый результат как шаг «Тогда» и нажмите «Проверить».',
        pl: 'Napisz swój pierwszy scenariusz: niech pierwsza liczba będzie większa od drugiej, na przykład 7 i 3; wybierz oczekiwany wynik jako krok „Wtedy” i naciśnij „Sprawdź”.',
      },
      accepts: { first: isNumber, second: isNumber },
      together: { test: firstComparedToSecond(1), marks: 'second' },
      examples: [
        { first: '0', second: '0', expectedResult: 0 },
        { first: '0', second: '2', expectedResult: 0 },
        { first: '1', second: '3', expectedResult: 0 },
      ],
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
        en: 'Swap the order: choose a First Number smaller than the Second Number, for example 3 and 7, and the result you expect.',
        ua: 'Поміняйте порядок: оберіть перше число, менше за друге, наприклад 3 і 7, та очікуваний результат.',
        ru: 'Поменяйте порядок: выберите первое число меньше второго, например 3 и 7, и ожидаемый результат.',
        pl: 'Zamień kolejność: wybierz pierwszą liczbę mniejszą od drugiej, na przykład 3 i 7, oraz oczekiwany wynik.',
      },
      accepts: { first: isNumber, second: isNumber },
      together: { test: firstComparedToSecond(-1), marks: 'second' },
      examples: [
        { first: '1', second: '1', expectedResult: 0 },
        { first: '2', second: '1', expectedResult: 0 },
        { first: '3', second: '1', expectedResult: 0 },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'subtracting a negative number adds it',
        ua: 'віднімання від’ємного числа рівнозначне додаванню',
        ru: 'вычитание отрицательного числа равносильно сложению',
        pl: 'odjęcie liczby ujemnej działa jak dodawanie',
      },
      instruction: {
        en: 'Subtract a negative number: choose any number as the First Number, for example 7, then -2 as the Second Number and the result you expect.',
        ua: 'Відніміть від’ємне число: оберіть будь-яке число як перше, наприклад 7, потім -2 як друге число й очікуваний результат.',
        ru: 'Вычтите отрицательное число: выберите любое число как первое, например 7, затем -2 как второе число и ожидаемый результат.',
        pl: 'Odejmij liczbę ujemną: wybierz dowolną liczbę jako pierwszą, na przykład 7, potem -2 jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isNumber, second: isNegative },
      examples: [
        { first: '0', second: '2', expectedResult: 0 },
        { first: '2', second: '2', expectedResult: 0 },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a decimal number gives an exact difference',
        ua: 'різниця з десятковим дробом точна',
        ru: 'разность с десятичной дробью точная',
        pl: 'różnica z liczbą dziesiętną jest dokładna',
      },
      instruction: {
        en: 'Now a decimal number: choose 1.5 as the First Number, any number as the Second Number, for example 0.25, and the result you expect. The difference must be exact: 1.5 − 0.25 = 1.25.',
        ua: 'Тепер десятковий дріб: оберіть 1.5 як перше число, будь-яке число як друге, наприклад 0.25, і очікуваний результат. Різниця має бути точною: 1.5 − 0.25 = 1.25.',
        ru: 'Теперь десятичная дробь: выберите 1.5 как первое число, любое число как второе, например 0.25, и ожидаемый результат. Разность должна быть точной: 1.5 − 0.25 = 1.25.',
        pl: 'Teraz liczba dziesiętna: wybierz 1.5 jako pierwszą liczbę, dowolną liczbę jako drugą, na przykład 0.25, i oczekiwany wynik. Różnica musi być dokładna: 1.5 − 0.25 = 1.25.',
      },
      accepts: { first: isFraction, second: isNumber },
      examples: [
        { first: '3', second: '3', expectedResult: 0 },
        { first: '3', second: '0', expectedResult: 0 },
      ],
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
        en: 'Zero is the boundary between a positive and a negative difference: choose the same number as the First and the Second Number, for example 3 and 3, and the result you expect.',
        ua: 'Нуль — межа між додатною й від’ємною різницею: оберіть те саме число як перше і як друге, наприклад 3 і 3, та очікуваний результат.',
        ru: 'Ноль — граница между положительной и отрицательной разностью: выберите одно и то же число как первое и как второе, например 3 и 3, и ожидаемый результат.',
        pl: 'Zero to granica między dodatnią a ujemną różnicą: wybierz tę samą liczbę jako pierwszą i drugą, na przykład 3 i 3, oraz oczekiwany wynik.',
      },
      accepts: { first: isNumber, second: isNumber },
      together: { test: firstComparedToSecond(0), marks: 'second' },
      examples: [
        { first: '1', second: '0', expectedResult: 0 },
        { first: '0', second: '1', expectedResult: 0 },
      ],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.lettersInsteadOfNumber,
      instruction: {
        en: 'Guess an error: choose any number as the First Number, for example 7, then xyz as the Second Number and the result you expect.',
        ua: 'Спробуйте передбачити помилку: оберіть будь-яке число як перше, наприклад 7, потім xyz як друге число й очікуваний результат.',
        ru: 'Попробуйте предугадать ошибку: выберите любое число как первое, например 7, затем xyz как второе число и ожидаемый результат.',
        pl: 'Spróbuj przewidzieć błąd: wybierz dowolną liczbę jako pierwszą, na przykład 7, potem xyz jako drugą liczbę i oczekiwany wynik.',
      },
      accepts: { first: isNumber, second: isLetters },
      examples: [
        { first: '0', second: '4', expectedResult: 1 },
        { first: '2', second: '4', expectedResult: 1 },
      ],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Last step: choose (empty field) as the First Number, any number as the Second Number, for example 7, and the result you expect.',
        ua: 'Останній крок: оберіть (порожнє поле) як перше число, будь-яке число як друге, наприклад 7, і очікуваний результат.',
        ru: 'Последний шаг: выберите (пустое поле) как первое число, любое число как второе, например 7, и ожидаемый результат.',
        pl: 'Ostatni krok: wybierz (puste pole) jako pierwszą liczbę, dowolną liczbę jako drugą, na przykład 7, i oczekiwany wynik.',
      },
      accepts: { first: isEmpty, second: isNumber },
      examples: [
        { first: '5', second: '1', expectedResult: 2 },
        { first: '5', second: '2', expectedResult: 2 },
      ],
    },
  ],
};
