// Over 300 lines because it is twelve report specs and the requirements, each in four languages, read together when
// a fault or a rule changes.
import { TRIANGLE_MESSAGES } from './rules';
import type { BugReportSpec } from '../../../bug-reports/bug-report';
import type { InterviewSpec } from '../../../interview/families';
import { reports } from './reports';

const TRIANGLE = {
  en: ['triangle', 'side'],
  ua: ['трикутник', 'сторон'],
  ru: ['треугольник', 'сторон'],
  pl: ['trójkąt', 'bok'],
};

const [sidesACUnequal, onlyCLongest, sideCNotPositive] = reports.bugs;
if (!sidesACUnequal || !onlyCLongest || !sideCNotPositive)
  throw new Error('The triangle challenge lost a report spec the interview reuses');

/**
 * What a good report of each fault of the triangle says, by fault id. A drawn build answers a fault's model
 * step as that fault alone does, except where another drawn fault changes the answer (side C unchecked beside
 * "only C longest" says Scalene): the interview's replay then puts the build's own answer in the model's actual
 * result, so the titles name the rule broken, not one answer.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  flatAccepted: {
    feature: {
      en: ['flat', 'degenerate', 'sum of', 'a + b', ...TRIANGLE.en],
      ua: ['вироджен', 'пласк', 'сума', 'сумі', ...TRIANGLE.ua],
      ru: ['вырожден', 'плоск', 'сумма', 'сумме', ...TRIANGLE.ru],
      pl: ['zdegenerowan', 'płask', 'suma', 'sumie', ...TRIANGLE.pl],
    },
    behaviour: {
      en: ['accepted', 'not refused', 'not rejected', 'classified', 'no error', 'called scalene'],
      ua: ['прийма', 'не відхил', 'класифік', 'визнача', 'немає помилки'],
      ru: ['принима', 'не отклон', 'классифиц', 'определя', 'нет ошибки'],
      pl: ['akceptowan', 'przyjmowan', 'nie odrzuca', 'klasyfik', 'rozpozna', 'brak błędu'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A flat triangle, side C equal to A + B, is accepted as scalene',
        ua: 'Вироджений трикутник, де сторона C дорівнює A + B, приймається як різносторонній',
        ru: 'Вырожденный треугольник, где сторона C равна A + B, принимается как разносторонний',
        pl: 'Trójkąt zdegenerowany, w którym bok C równa się A + B, jest akceptowany jako różnoboczny',
      },
      steps: [{ first: '2', second: '3', third: '5' }],
      expected: TRIANGLE_MESSAGES.notTriangle,
      actual: TRIANGLE_MESSAGES.scalene,
      severity: 'major',
      priority: 'medium',
    },
  },
  onlyCLongest,
  sidesACUnequal,
  sidesBCUnequal: {
    feature: {
      en: ['isosceles', 'sides b and c', 'side b', 'side c', 'b c', ...TRIANGLE.en],
      ua: ['рівнобедрен', 'сторони b і c', 'b і c', ...TRIANGLE.ua],
      ru: ['равнобедрен', 'стороны b и c', 'b и c', ...TRIANGLE.ru],
      pl: ['równoramienn', 'boki b i c', 'b i c', ...TRIANGLE.pl],
    },
    behaviour: sidesACUnequal.behaviour,
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A triangle with sides B and C equal is called scalene instead of isosceles',
        ua: 'Трикутник із рівними сторонами B і C визначається як різносторонній замість рівнобедреного',
        ru: 'Треугольник с равными сторонами B и C определяется как разносторонний вместо равнобедренного',
        pl: 'Trójkąt z równymi bokami B i C jest rozpoznawany jako różnoboczny zamiast równoramiennego',
      },
      steps: [{ first: '3', second: '5', third: '5' }],
      expected: TRIANGLE_MESSAGES.isosceles,
      actual: TRIANGLE_MESSAGES.scalene,
      severity: 'major',
      priority: 'high',
    },
  },
  equilateralByAB: {
    feature: {
      en: ['isosceles', 'sides a and b', 'side a', 'side b', 'a b', ...TRIANGLE.en],
      ua: ['рівнобедрен', 'сторони a і b', 'a і b', ...TRIANGLE.ua],
      ru: ['равнобедрен', 'стороны a и b', 'a и b', ...TRIANGLE.ru],
      pl: ['równoramienn', 'boki a i b', 'a i b', ...TRIANGLE.pl],
    },
    behaviour: {
      en: [
        'equilateral',
        'misclassif',
        'wrong type',
        'wrongly classif',
        'incorrectly classif',
        'not recogni',
      ],
      ua: ['рівносторонн', 'неправильно визнач', 'хибно визнач', 'неправильний тип', 'не розпізна'],
      ru: ['равносторонн', 'неправильно опред', 'неверно опред', 'неправильный тип', 'не распозна'],
      pl: ['równoboczn', 'błędnie rozpozna', 'błędnie klasyfik', 'zły rodzaj', 'nie rozpozna'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'An isosceles triangle with sides A and B equal is called equilateral',
        ua: 'Рівнобедрений трикутник із рівними сторонами A і B визначається як рівносторонній',
        ru: 'Равнобедренный треугольник с равными сторонами A и B определяется как равносторонний',
        pl: 'Trójkąt równoramienny z równymi bokami A i B jest rozpoznawany jako równoboczny',
      },
      steps: [{ first: '5', second: '5', third: '3' }],
      expected: TRIANGLE_MESSAGES.isosceles,
      actual: TRIANGLE_MESSAGES.equilateral,
      severity: 'major',
      priority: 'high',
    },
  },
  zeroAccepted: {
    feature: {
      en: ['zero', 'length', ...TRIANGLE.en],
      ua: ['нульов', 'нуль', 'довжин', ...TRIANGLE.ua],
      ru: ['нулев', 'ноль', 'длин', ...TRIANGLE.ru],
      pl: ['zerow', 'zero', 'długoś', ...TRIANGLE.pl],
    },
    behaviour: {
      en: [
        'do not form',
        'does not form',
        "don't form",
        'wrong message',
        'wrong error',
        'instead of',
        'not validated',
      ],
      ua: ['не утворюють', 'неправильне повідомлення', 'хибне повідомлення', 'замість', 'не перевіря'],
      ru: ['не образуют', 'неправильное сообщение', 'неверное сообщение', 'вместо', 'не проверя'],
      pl: ['nie tworzą', 'zły komunikat', 'błędny komunikat', 'zamiast', 'nie jest sprawdzan'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A side of zero length gets “do not form a triangle” instead of the greater-than-zero error',
        ua: 'На нульову довжину сторони форма відповідає «не утворюють трикутник» замість помилки про нуль',
        ru: 'На нулевую длину стороны форма отвечает «не образуют треугольник» вместо ошибки про ноль',
        pl: 'Przy zerowej długości boku formularz odpowiada „nie tworzą trójkąta” zamiast błędu o zerze',
      },
      steps: [{ first: '0', second: '4', third: '5' }],
      expected: TRIANGLE_MESSAGES.notPositive,
      actual: TRIANGLE_MESSAGES.notTriangle,
      severity: 'minor',
      priority: 'medium',
    },
  },
  // The challenge's app accepts a zero or negative side C; this fault still refuses it, with the wrong message.
  sideCUnchecked: {
    feature: sideCNotPositive.feature,
    behaviour: {
      en: [...sideCNotPositive.behaviour.en, 'wrong message', 'wrong error', 'do not form', 'does not form'],
      ua: [
        ...sideCNotPositive.behaviour.ua,
        'неправильне повідомлення',
        'хибне повідомлення',
        'не утворюють',
      ],
      ru: [...sideCNotPositive.behaviour.ru, 'неправильное сообщение', 'неверное сообщение', 'не образуют'],
      pl: [
        ...sideCNotPositive.behaviour.pl,
        'nie jest odrzucan',
        'zły komunikat',
        'błędny komunikat',
        'nie tworzą',
      ],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A negative length of side C is not refused with the greater-than-zero error',
        ua: 'Від’ємна довжина сторони C не відхиляється з помилкою про довжину, більшу за нуль',
        ru: 'Отрицательная длина стороны C не отклоняется с ошибкой о длине больше нуля',
        pl: 'Ujemna długość boku C nie jest odrzucana z błędem o długości większej od zera',
      },
      steps: [{ first: '3', second: '4', third: '-2' }],
      expected: TRIANGLE_MESSAGES.notPositive,
      actual: TRIANGLE_MESSAGES.notTriangle,
      severity: 'major',
      priority: 'medium',
    },
  },
  wholeNumbersOnly: {
    feature: {
      en: ['decimal', 'fraction', 'non-integer', 'not whole', ...TRIANGLE.en],
      ua: ['дробов', 'десятков', 'неціл', ...TRIANGLE.ua],
      ru: ['дробн', 'десятичн', 'нецел', ...TRIANGLE.ru],
      pl: ['ułamkow', 'dziesiętn', 'niecałkowit', ...TRIANGLE.pl],
    },
    behaviour: {
      en: ['refused', 'rejected', 'not accepted', 'not a number', 'enter numbers'],
      ua: ['відхиля', 'не прийма', 'не число', 'введіть числа'],
      ru: ['отклоня', 'не принима', 'не число', 'введите числа'],
      pl: ['odrzuca', 'nie jest akceptowan', 'nie liczba', 'nie jest liczbą', 'wpisz liczby'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A decimal side length such as 2.5 is refused as not a number',
        ua: 'Дробова довжина сторони, наприклад 2.5, відхиляється як не число',
        ru: 'Дробная длина стороны, например 2.5, отклоняется как не число',
        pl: 'Ułamkowa długość boku, np. 2.5, jest odrzucana, jakby nie była liczbą',
      },
      steps: [{ first: '2.5', second: '3', third: '4' }],
      expected: TRIANGLE_MESSAGES.scalene,
      actual: TRIANGLE_MESSAGES.notNumbers,
      severity: 'major',
      priority: 'high',
    },
  },
  sidesABUnequal: {
    feature: {
      en: ['isosceles', 'sides a and b', 'side a', 'side b', 'a b', ...TRIANGLE.en],
      ua: ['рівнобедрен', 'сторони a і b', 'a і b', ...TRIANGLE.ua],
      ru: ['равнобедрен', 'стороны a и b', 'a и b', ...TRIANGLE.ru],
      pl: ['równoramienn', 'boki a i b', 'a i b', ...TRIANGLE.pl],
    },
    behaviour: sidesACUnequal.behaviour,
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A triangle with sides A and B equal is called scalene instead of isosceles',
        ua: 'Трикутник із рівними сторонами A і B визначається як різносторонній замість рівнобедреного',
        ru: 'Треугольник с равными сторонами A и B определяется как разносторонний вместо равнобедренного',
        pl: 'Trójkąt z równymi bokami A i B jest rozpoznawany jako różnoboczny zamiast równoramiennego',
      },
      steps: [{ first: '5', second: '5', third: '3' }],
      expected: TRIANGLE_MESSAGES.isosceles,
      actual: TRIANGLE_MESSAGES.scalene,
      severity: 'major',
      priority: 'high',
    },
  },
  commaRefused: {
    feature: {
      en: ['comma', 'decimal', ...TRIANGLE.en],
      ua: ['кома', 'комою', 'дробов', 'десятков', ...TRIANGLE.ua],
      ru: ['запят', 'дробн', 'десятичн', ...TRIANGLE.ru],
      pl: ['przecin', 'ułamkow', 'dziesiętn', ...TRIANGLE.pl],
    },
    behaviour: {
      en: ['refused', 'rejected', 'not accepted', 'not a number', 'enter numbers'],
      ua: ['відхиля', 'не прийма', 'не число', 'введіть числа'],
      ru: ['отклоня', 'не принима', 'не число', 'введите числа'],
      pl: ['odrzuca', 'nie jest akceptowan', 'nie liczba', 'nie jest liczbą', 'wpisz liczby'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A side length with a decimal comma, such as 2,5, is refused as not a number',
        ua: 'Довжина сторони з десятковою комою, наприклад 2,5, відхиляється як не число',
        ru: 'Длина стороны с десятичной запятой, например 2,5, отклоняется как не число',
        pl: 'Długość boku z przecinkiem dziesiętnym, np. 2,5, jest odrzucana, jakby nie była liczbą',
      },
      steps: [{ first: '2,5', second: '3', third: '4' }],
      expected: TRIANGLE_MESSAGES.scalene,
      actual: TRIANGLE_MESSAGES.notNumbers,
      severity: 'major',
      priority: 'medium',
    },
  },
  minusDropped: {
    feature: {
      en: ['negative', 'minus', ...TRIANGLE.en],
      ua: ['від’ємн', "від'ємн", 'мінус', ...TRIANGLE.ua],
      ru: ['отрицательн', 'минус', ...TRIANGLE.ru],
      pl: ['ujemn', 'minus', ...TRIANGLE.pl],
    },
    behaviour: {
      en: ['accepted', 'not refused', 'not rejected', 'classified', 'no error', 'as positive', 'ignored'],
      ua: ['прийма', 'не відхил', 'класифік', 'немає помилки', 'як додатн', 'ігнору'],
      ru: ['принима', 'не отклон', 'классифиц', 'нет ошибки', 'как положительн', 'игнориру'],
      pl: ['akceptowan', 'przyjmowan', 'nie odrzuca', 'klasyfik', 'brak błędu', 'jak dodatni', 'ignorowan'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A negative side length is accepted: -3, 4, 5 is classified as scalene',
        ua: 'Від’ємна довжина сторони приймається: -3, 4, 5 класифікується як різносторонній',
        ru: 'Отрицательная длина стороны принимается: -3, 4, 5 классифицируется как разносторонний',
        pl: 'Ujemna długość boku jest akceptowana: -3, 4, 5 klasyfikowany jako różnoboczny',
      },
      steps: [{ first: '-3', second: '4', third: '5' }],
      expected: TRIANGLE_MESSAGES.notPositive,
      actual: TRIANGLE_MESSAGES.scalene,
      severity: 'major',
      priority: 'high',
    },
  },
  missingAsZero: {
    feature: {
      en: ['empty', 'missing', 'blank', ...TRIANGLE.en],
      ua: ['порожн', 'не введен', 'пропущен', ...TRIANGLE.ua],
      ru: ['пуст', 'не введен', 'пропущен', ...TRIANGLE.ru],
      pl: ['pust', 'niewypełnion', 'brak', ...TRIANGLE.pl],
    },
    behaviour: {
      en: ['read as zero', 'treated as zero', 'as zero', 'wrong message', 'wrong error', 'instead of'],
      ua: ['як нуль', 'за нуль', 'замість', 'неправильне повідомлення', 'хибне повідомлення'],
      ru: ['как ноль', 'за ноль', 'вместо', 'неправильное сообщение', 'неверное сообщение'],
      pl: ['jak zero', 'jako zero', 'zamiast', 'zły komunikat', 'błędny komunikat'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'An empty side A is read as zero instead of asking for all three sides',
        ua: 'Порожня сторона A сприймається як нуль замість прохання ввести всі три сторони',
        ru: 'Пустая сторона A воспринимается как ноль вместо просьбы ввести все три стороны',
        pl: 'Pusty bok A jest traktowany jak zero zamiast prośby o podanie wszystkich trzech boków',
      },
      steps: [{ first: '', second: '4', third: '5' }],
      expected: TRIANGLE_MESSAGES.missingSide,
      actual: TRIANGLE_MESSAGES.notPositive,
      severity: 'minor',
      priority: 'medium',
    },
  },
};

/** The triangle as an interview hands it over: its requirements, its form, and a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Triangle type form',
      ua: 'Форма визначення типу трикутника',
      ru: 'Форма определения типа треугольника',
      pl: 'Formularz rozpoznawania typu trójkąta',
    },
    summary: {
      en: 'The form takes the lengths of a triangle’s three sides and tells what kind of triangle they make. Before it classifies anything, it validates the input; the first rule an input breaks decides the message.',
      ua: 'Форма приймає довжини трьох сторін трикутника й визначає, який трикутник вони утворюють. Перш ніж щось класифікувати, вона перевіряє введені дані; повідомлення визначає перше правило, яке порушує введення.',
      ru: 'Форма принимает длины трёх сторон треугольника и определяет, какой треугольник они образуют. Прежде чем что-то классифицировать, она проверяет ввод; сообщение определяет первое правило, которое нарушает ввод.',
      pl: 'Formularz przyjmuje długości trzech boków trójkąta i określa, jaki trójkąt tworzą. Zanim cokolwiek sklasyfikuje, waliduje dane wejściowe; komunikat wyznacza pierwsza reguła, którą dane naruszają.',
    },
    rules: [
      {
        en: `All three sides are required. If any field is empty: “${TRIANGLE_MESSAGES.missingSide.en}”`,
        ua: `Усі три сторони обов’язкові. Якщо будь-яке поле порожнє: «${TRIANGLE_MESSAGES.missingSide.ua}»`,
        ru: `Все три стороны обязательны. Если любое поле пустое: «${TRIANGLE_MESSAGES.missingSide.ru}»`,
        pl: `Wszystkie trzy boki są wymagane. Jeśli którekolwiek pole jest puste: „${TRIANGLE_MESSAGES.missingSide.pl}”`,
      },
      {
        en: `Each length is a whole or decimal number (2.5 and 2,5 both count). Anything else: “${TRIANGLE_MESSAGES.notNumbers.en}”`,
        ua: `Кожна довжина — ціле або дробове число (підходять і 2.5, і 2,5). Будь-що інше: «${TRIANGLE_MESSAGES.notNumbers.ua}»`,
        ru: `Каждая длина — целое или дробное число (подходят и 2.5, и 2,5). Всё остальное: «${TRIANGLE_MESSAGES.notNumbers.ru}»`,
        pl: `Każda długość to liczba całkowita lub ułamkowa (liczą się i 2.5, i 2,5). Cokolwiek innego: „${TRIANGLE_MESSAGES.notNumbers.pl}”`,
      },
      {
        en: `Every side must be greater than zero. Otherwise: “${TRIANGLE_MESSAGES.notPositive.en}”`,
        ua: `Кожна сторона має бути більшою за нуль. Інакше: «${TRIANGLE_MESSAGES.notPositive.ua}»`,
        ru: `Каждая сторона должна быть больше нуля. Иначе: «${TRIANGLE_MESSAGES.notPositive.ru}»`,
        pl: `Każdy bok musi być większy od zera. W przeciwnym razie: „${TRIANGLE_MESSAGES.notPositive.pl}”`,
      },
      {
        en: `Each side must be shorter than the other two together. Otherwise: “${TRIANGLE_MESSAGES.notTriangle.en}”`,
        ua: `Кожна сторона має бути коротшою за дві інші разом. Інакше: «${TRIANGLE_MESSAGES.notTriangle.ua}»`,
        ru: `Каждая сторона должна быть короче двух других вместе. Иначе: «${TRIANGLE_MESSAGES.notTriangle.ru}»`,
        pl: `Każdy bok musi być krótszy niż dwa pozostałe razem. W przeciwnym razie: „${TRIANGLE_MESSAGES.notTriangle.pl}”`,
      },
      {
        en: `A valid triangle is classified: all three sides equal, “${TRIANGLE_MESSAGES.equilateral.en}”; exactly two equal, “${TRIANGLE_MESSAGES.isosceles.en}”; all different, “${TRIANGLE_MESSAGES.scalene.en}”.`,
        ua: `Коректний трикутник класифікується: усі три сторони рівні — «${TRIANGLE_MESSAGES.equilateral.ua}»; рівно дві рівні — «${TRIANGLE_MESSAGES.isosceles.ua}»; усі різні — «${TRIANGLE_MESSAGES.scalene.ua}».`,
        ru: `Корректный треугольник классифицируется: все три стороны равны — «${TRIANGLE_MESSAGES.equilateral.ru}»; ровно две равны — «${TRIANGLE_MESSAGES.isosceles.ru}»; все разные — «${TRIANGLE_MESSAGES.scalene.ru}».`,
        pl: `Poprawny trójkąt jest klasyfikowany: wszystkie trzy boki równe — „${TRIANGLE_MESSAGES.equilateral.pl}”; dokładnie dwa równe — „${TRIANGLE_MESSAGES.isosceles.pl}”; wszystkie różne — „${TRIANGLE_MESSAGES.scalene.pl}”.`,
      },
    ],
  },
  labels: {
    first: { en: 'Side A', ua: 'Сторона A', ru: 'Сторона A', pl: 'Bok A' },
    second: { en: 'Side B', ua: 'Сторона B', ru: 'Сторона B', pl: 'Bok B' },
    third: { en: 'Side C', ua: 'Сторона C', ru: 'Сторона C', pl: 'Bok C' },
  },
  messages: TRIANGLE_MESSAGES,
  specs: FAULT_SPECS,
};
