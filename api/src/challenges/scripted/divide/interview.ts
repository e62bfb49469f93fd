// Over 300 lines because each of its fourteen faults needs a report spec whose words are in four languages.
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import type { FieldValues } from '../../engine/definition';
import type { BugReportSpec } from '../../../bug-reports/bug-report';
import type { LocalizedWords } from '../../../bug-reports/words';
import type { InterviewSpec } from '../../../interview/families';
import { sameInEveryLanguage } from '../../../i18n/localized';

const { enterBothNumbers, enterValidNumbers, divisionByZero } = CALCULATOR_MESSAGES;

const shown = sameInEveryLanguage;

/** One submission of the form. */
const step = (first: string, second: string): FieldValues => ({ first, second, third: '' });

/** A field that must be refused is read as 0 and divided: the words of a title that says so. */
const READ_AS_ZERO: LocalizedWords = {
  en: [
    'read as 0',
    'read as zero',
    'treated as 0',
    'treated as zero',
    'as 0',
    'as zero',
    'result 0',
    'result is 0',
    'gives 0',
    'shows 0',
    'accepted',
    'instead of',
  ],
  ua: ['як 0', 'як нуль', 'за 0', 'за нуль', 'нулем', 'дає 0', 'результат 0', 'прийма', 'замість'],
  ru: [
    'как 0',
    'как ноль',
    'за 0',
    'за ноль',
    'нулём',
    'нулем',
    'даёт 0',
    'дает 0',
    'результат 0',
    'принима',
    'вместо',
  ],
  pl: [
    'jako 0',
    'jako zero',
    'jak 0',
    'jak zero',
    'zerem',
    'daje 0',
    'wynik 0',
    'akceptowan',
    'przyjmowan',
    'odczytywan',
    'zamiast',
  ],
};

/** A divisor that is no zero refused with the division-by-zero message: the words of a title that says so. */
const TAKEN_FOR_ZERO: LocalizedWords = {
  en: [
    'division by zero',
    'by zero',
    'refused',
    'rejected',
    'not accepted',
    'treated as zero',
    'taken for zero',
  ],
  ua: ['ділення на нуль', 'на нуль', 'відхиля', 'не прийма', 'як нуль', 'за нуль', 'помилк'],
  ru: [
    'деление на ноль',
    'деления на ноль',
    'на ноль',
    'отклоня',
    'не принима',
    'как ноль',
    'за ноль',
    'ошибк',
  ],
  pl: [
    'dzielenie przez zero',
    'dzielenia przez zero',
    'przez zero',
    'odrzuca',
    'nie jest akceptowan',
    'jak zero',
    'jako zero',
    'błąd',
  ],
};

/** The quotient's sign wrong: the words of a title that says so. */
const WRONG_SIGN: LocalizedWords = {
  en: ['wrong sign', 'sign is wrong', 'incorrect sign', 'minus'],
  ua: ['неправильний знак', 'хибний знак', 'невірний знак', 'мінус'],
  ru: ['неверный знак', 'неправильный знак', 'ошибочный знак', 'минус'],
  pl: ['zły znak', 'błędny znak', 'niepoprawny znak', 'minus'],
};

/**
 * What a good report of each fault of the division form says, by fault id. Where another drawn fault changes the
 * answer of a model step (an empty divisor read as 0 beside an unchecked zero divisor shows Infinity), the
 * interview's replay puts the build's own answer in the actual result, so the titles name the rule broken, not
 * one answer.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  divisorZeroUnchecked: {
    feature: {
      en: [
        'division by zero',
        'divide by zero',
        'dividing by zero',
        'zero divisor',
        'divisor of zero',
        'by 0',
      ],
      ua: ['ділення на нуль', 'діленні на нуль', 'ділити на нуль', 'нульовий дільник', 'дільник 0', 'на 0'],
      ru: [
        'деление на ноль',
        'деления на ноль',
        'делении на ноль',
        'делить на ноль',
        'нулевой делитель',
        'делитель 0',
        'на 0',
      ],
      pl: [
        'dzielenie przez zero',
        'dzielenia przez zero',
        'dzieleniu przez zero',
        'zerowy dzielnik',
        'dzielnik 0',
        'przez 0',
      ],
    },
    behaviour: {
      en: [
        'infinity',
        'nan',
        'not caught',
        'not handled',
        'not checked',
        'unhandled',
        'no error',
        'instead of',
      ],
      ua: [
        'infinity',
        'nan',
        'нескінченн',
        'не перехоплю',
        'не обробля',
        'не перевіря',
        'немає помилки',
        'замість',
      ],
      ru: [
        'infinity',
        'nan',
        'бесконечн',
        'не перехватыва',
        'не обрабатыва',
        'не проверя',
        'нет ошибки',
        'вместо',
      ],
      pl: [
        'infinity',
        'nan',
        'nieskończon',
        'nie jest obsługiwan',
        'nie jest sprawdzan',
        'brak błędu',
        'zamiast',
      ],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Division by zero is not caught: the form shows Infinity instead of the error',
        ua: 'Ділення на нуль не перехоплюється: форма показує Infinity замість помилки',
        ru: 'Деление на ноль не перехватывается: форма показывает Infinity вместо ошибки',
        pl: 'Dzielenie przez zero nie jest obsługiwane: formularz pokazuje Infinity zamiast błędu',
      },
      steps: [step('5', '0')],
      expected: divisionByZero,
      actual: shown('Infinity'),
      severity: 'major',
      priority: 'high',
    },
  },
  zeroDividendAsMissing: {
    feature: {
      en: ['zero divided', '0 divided', 'dividing zero', 'zero dividend', 'dividend of zero', 'zero'],
      ua: ['нуль поділений', 'ділити нуль', 'нульове ділене', 'ділене 0', 'нуль'],
      ru: ['ноль делённый', 'ноль деленный', 'делить ноль', 'нулевое делимое', 'делимое 0', 'ноль'],
      pl: ['zero podzielone', 'dzielenie zera', 'zerowa dzielna', 'dzielna 0', 'zero'],
    },
    behaviour: {
      en: ['enter both', 'both numbers', 'missing', 'empty', 'refused', 'rejected', 'not accepted'],
      ua: ['обидва числа', 'ввести обидва', 'порожн', 'відсутн', 'відхиля', 'не прийма'],
      ru: ['оба числа', 'ввести оба', 'пуст', 'отсутств', 'отклоня', 'не принима'],
      pl: ['obu liczb', 'obie liczby', 'pust', 'brak', 'odrzuca', 'nie jest akceptowan'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Zero divided by a number asks to enter both numbers instead of showing 0',
        ua: 'Нуль, поділений на число, просить ввести обидва числа замість результату 0',
        ru: 'Ноль, делённый на число, просит ввести оба числа вместо результата 0',
        pl: 'Zero podzielone przez liczbę prosi o obie liczby zamiast wyniku 0',
      },
      steps: [step('0', '5')],
      expected: shown('0'),
      actual: enterBothNumbers,
      severity: 'major',
      priority: 'high',
    },
  },
  integerDivision: {
    feature: {
      en: ['quotient', 'result', 'remainder', 'integer division'],
      ua: ['частка', 'частку', 'частки', 'результат', 'остач', 'цілочисельн'],
      ru: ['частное', 'результат', 'остат', 'целочисленн'],
      pl: ['iloraz', 'wynik', 'reszt', 'całkowitoliczbow'],
    },
    behaviour: {
      en: [
        'whole number',
        'integer',
        'cut',
        'truncated',
        'rounded down',
        'fractional part',
        'dropped',
        'lost',
      ],
      ua: ['до цілого', 'ціле число', 'обріза', 'дробова частина', 'губиться', 'втрача', 'відкида'],
      ru: ['до целого', 'целое число', 'обреза', 'дробная часть', 'теряется', 'отбрасыва'],
      pl: ['do liczby całkowitej', 'liczba całkowita', 'obcinan', 'część ułamkowa', 'ginie', 'tracon'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'The quotient is cut to a whole number: its fractional part is lost',
        ua: 'Частка обрізається до цілого числа: дробова частина губиться',
        ru: 'Частное обрезается до целого числа: дробная часть теряется',
        pl: 'Iloraz jest obcinany do liczby całkowitej: część ułamkowa ginie',
      },
      steps: [step('7', '2')],
      expected: shown('3.5'),
      actual: shown('3'),
      severity: 'major',
      priority: 'high',
    },
  },
  operandsSwapped: {
    feature: {
      en: ['operands', 'numbers', 'order', 'second by the first', 'dividend and divisor'],
      ua: ['операнд', 'числа поміня', 'порядок', 'друге на перше', 'ділене і дільник', 'ділене й дільник'],
      ru: ['операнд', 'числа поменя', 'порядок', 'второе на первое', 'делимое и делитель'],
      pl: [
        'operand',
        'liczby zamienion',
        'kolejnoś',
        'drugą przez pierwszą',
        'druga przez pierwszą',
        'dzielna i dzielnik',
      ],
    },
    behaviour: {
      en: ['swapped', 'reversed', 'inverted', 'the other way round', 'wrong order', 'mixed up'],
      ua: ['переставл', 'поміня', 'навпаки', 'переплута', 'зворотн'],
      ru: ['переставл', 'поменя', 'наоборот', 'перепута', 'обратн'],
      pl: ['zamienion', 'odwrócon', 'na odwrót', 'odwrotn', 'pomylon'],
    },
    severities: ['critical', 'blocker'],
    model: {
      title: {
        en: 'The operands are swapped: the second number is divided by the first',
        ua: 'Операнди переставлені: друге число ділиться на перше',
        ru: 'Операнды переставлены: второе число делится на первое',
        pl: 'Operandy są zamienione: druga liczba jest dzielona przez pierwszą',
      },
      steps: [step('10', '2')],
      expected: shown('5'),
      actual: shown('0.2'),
      severity: 'critical',
      priority: 'highest',
    },
  },
  negativesGiveNegative: {
    feature: {
      en: ['two negative', 'both negative', 'both numbers are negative'],
      ua: ['двох від’ємних', "двох від'ємних", 'два від’ємні', "два від'ємні", 'обидва від’ємні'],
      ru: ['двух отрицательных', 'два отрицательных', 'оба отрицательн'],
      pl: ['dwóch liczb ujemnych', 'dwie liczby ujemne', 'dwóch ujemnych', 'obie ujemne', 'obu ujemnych'],
    },
    behaviour: {
      en: [...WRONG_SIGN.en, 'negative quotient', 'negative result', 'give a negative', 'is negative'],
      ua: [...WRONG_SIGN.ua, 'від’ємна частка', "від'ємна частка", 'від’ємною', "від'ємною"],
      ru: [...WRONG_SIGN.ru, 'отрицательное частное', 'отрицательный результат', 'отрицательным'],
      pl: [...WRONG_SIGN.pl, 'ujemny iloraz', 'ujemny wynik', 'wychodzi ujemny'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Two negative numbers give a negative quotient',
        ua: 'Частка двох від’ємних чисел виходить від’ємною',
        ru: 'Частное двух отрицательных чисел получается отрицательным',
        pl: 'Iloraz dwóch liczb ujemnych wychodzi ujemny',
      },
      steps: [step('-5', '-5')],
      expected: shown('1'),
      actual: shown('-1'),
      severity: 'major',
      priority: 'high',
    },
  },
  secondSignDropped: {
    feature: {
      en: ['second number', 'negative second', 'minus of the second', 'sign of the second', 'divisor'],
      ua: ['другого числа', 'друге число', 'від’ємне друге', "від'ємне друге", 'дільник'],
      ru: ['второго числа', 'второе число', 'отрицательное второе', 'делител'],
      pl: ['drugiej liczby', 'druga liczba', 'ujemnej drugiej', 'ujemna druga', 'dzielnik'],
    },
    behaviour: {
      en: [...WRONG_SIGN.en, 'ignored', 'dropped', 'lost', 'positive'],
      ua: [...WRONG_SIGN.ua, 'ігнору', 'відкида', 'губиться', 'втрача', 'додатн'],
      ru: [...WRONG_SIGN.ru, 'игнориру', 'отбрасыва', 'теряется', 'положительн'],
      pl: [...WRONG_SIGN.pl, 'ignorowan', 'pomijan', 'gubion', 'dodatni'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'The minus of a negative Second Number is ignored: the quotient comes out positive',
        ua: 'Мінус від’ємного другого числа ігнорується, і частка виходить додатною',
        ru: 'Минус отрицательного второго числа игнорируется, и частное выходит положительным',
        pl: 'Minus ujemnej drugiej liczby jest ignorowany i iloraz wychodzi dodatni',
      },
      steps: [step('4', '-4')],
      expected: shown('-1'),
      actual: shown('1'),
      severity: 'major',
      priority: 'high',
    },
  },
  firstWholePartOnly: {
    feature: {
      en: ['first number', 'dividend', 'decimal first'],
      ua: ['першого числа', 'перше число', 'ділене', 'діленого'],
      ru: ['первого числа', 'первое число', 'делимое', 'делимого'],
      pl: ['pierwszej liczby', 'pierwsza liczba', 'dzielna', 'dzielnej'],
    },
    behaviour: {
      en: ['fractional part', 'decimal part', 'dropped', 'ignored', 'lost', 'cut', 'truncated', 'whole part'],
      ua: ['дробова частина', 'дробову частину', 'відкида', 'ігнору', 'губиться', 'втрача', 'обріза'],
      ru: ['дробная часть', 'дробную часть', 'отбрасыва', 'игнориру', 'теряется', 'обреза'],
      pl: ['część ułamkow', 'części ułamkow', 'odrzucan', 'ignorowan', 'gubion', 'tracon', 'obcinan'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'The fractional part of First Number is dropped before dividing',
        ua: 'Дробова частина першого числа відкидається перед діленням',
        ru: 'Дробная часть первого числа отбрасывается перед делением',
        pl: 'Część ułamkowa pierwszej liczby jest odrzucana przed dzieleniem',
      },
      steps: [step('2.5', '2.5')],
      expected: shown('1'),
      actual: shown('0.8'),
      severity: 'major',
      priority: 'high',
    },
  },
  floatArithmetic: {
    feature: {
      en: ['precision', 'floating', 'long number', 'large number', 'big number', 'last digits'],
      ua: ['точн', 'плаваюч', 'довгого числа', 'довге число', 'великого числа', 'останні цифри'],
      ru: ['точност', 'плавающ', 'длинного числа', 'длинное число', 'большого числа', 'последние цифры'],
      pl: ['precyzj', 'dokładnoś', 'zmiennoprzecinkow', 'długiej liczby', 'dużej liczby', 'ostatnie cyfry'],
    },
    behaviour: {
      en: ['lost', 'lose', 'loss', 'wrong', 'inexact', 'not exact', 'imprecise', 'incorrect', 'error'],
      ua: ['втрача', 'втрата', 'неправильн', 'неточн', 'спотворю', 'хибн', 'похибк'],
      ru: ['теря', 'потеря', 'неверн', 'неправильн', 'неточн', 'искажа', 'погрешност'],
      pl: ['traci', 'tracą', 'utrata', 'błędn', 'niedokładn', 'zniekształc', 'niepoprawn'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Dividing a long number loses precision: the last digits of the quotient are wrong',
        ua: 'Ділення довгого числа втрачає точність: останні цифри частки неправильні',
        ru: 'Деление длинного числа теряет точность: последние цифры частного неверные',
        pl: 'Dzielenie długiej liczby traci precyzję: ostatnie cyfry ilorazu są błędne',
      },
      steps: [step('99999999999999999999', '3')],
      expected: shown('33333333333333333333'),
      actual: shown('33333333333333331968'),
      severity: 'major',
      priority: 'medium',
    },
  },
  blankAsZero: {
    feature: {
      en: ['spaces', 'whitespace', 'blank'],
      ua: ['пробіл'],
      ru: ['пробел'],
      pl: ['spacj', 'białe znaki', 'białymi znakami'],
    },
    behaviour: READ_AS_ZERO,
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A field of only spaces is read as 0 instead of asking for both numbers',
        ua: 'Поле лише з пробілами читається як 0 замість прохання ввести обидва числа',
        ru: 'Поле только из пробелов читается как 0 вместо просьбы ввести оба числа',
        pl: 'Pole z samymi spacjami jest odczytywane jako 0 zamiast prośby o obie liczby',
      },
      steps: [step('   ', '2')],
      expected: enterBothNumbers,
      actual: shown('0'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  secondEmptyUnchecked: {
    feature: { en: ['empty'], ua: ['порожн'], ru: ['пуст'], pl: ['pust', 'niewypełnion'] },
    behaviour: {
      en: [...READ_AS_ZERO.en, 'not checked', 'not validated', 'division by zero'],
      ua: [...READ_AS_ZERO.ua, 'не перевіря', 'не валідує', 'ділення на нуль'],
      ru: [...READ_AS_ZERO.ru, 'не проверя', 'не валидируе', 'деление на ноль', 'деления на ноль'],
      pl: [
        ...READ_AS_ZERO.pl,
        'nie jest sprawdzan',
        'nie jest walidowan',
        'dzielenie przez zero',
        'dzielenia przez zero',
      ],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'An empty Second Number is read as 0 instead of asking for both numbers',
        ua: 'Порожнє друге число читається як 0 замість прохання ввести обидва числа',
        ru: 'Пустое второе число читается как 0 вместо просьбы ввести оба числа',
        pl: 'Pusta druga liczba jest odczytywana jako 0 zamiast prośby o obie liczby',
      },
      steps: [step('10', '')],
      expected: enterBothNumbers,
      actual: divisionByZero,
      severity: 'major',
      priority: 'high',
    },
  },
  textAsZero: {
    feature: {
      en: ['text', 'letters', 'not a number', 'non-numeric'],
      ua: ['текст', 'літер', 'букв', 'не число', 'нечислов'],
      ru: ['текст', 'букв', 'не число', 'нечислов'],
      pl: ['tekst', 'liter', 'nie liczba', 'nieliczbow'],
    },
    behaviour: {
      en: [...READ_AS_ZERO.en, 'not refused', 'not rejected', 'no error'],
      ua: [...READ_AS_ZERO.ua, 'не відхиля', 'немає помилки'],
      ru: [...READ_AS_ZERO.ru, 'не отклоня', 'нет ошибки'],
      pl: [...READ_AS_ZERO.pl, 'nie jest odrzucan', 'brak błędu'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'Text in a number field is read as 0 instead of being refused',
        ua: 'Текст у полі числа читається як 0 замість помилки',
        ru: 'Текст в поле числа читается как 0 вместо ошибки',
        pl: 'Tekst w polu liczby jest odczytywany jako 0 zamiast błędu',
      },
      steps: [step('abc', '2')],
      expected: enterValidNumbers,
      actual: shown('0'),
      severity: 'major',
      priority: 'medium',
    },
  },
  negativeDivisorAsZero: {
    feature: {
      en: ['negative divisor', 'by a negative', 'negative second', 'negative number', 'divisor below zero'],
      ua: ['від’ємний дільник', "від'ємний дільник", 'на від’ємне', "на від'ємне", 'від’ємне число'],
      ru: ['отрицательный делитель', 'на отрицательное', 'отрицательное второе', 'отрицательное число'],
      pl: ['ujemny dzielnik', 'przez liczbę ujemną', 'przez ujemną', 'ujemna druga', 'liczba ujemna'],
    },
    behaviour: TAKEN_FOR_ZERO,
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A negative divisor is refused as division by zero',
        ua: 'Від’ємний дільник відхиляється як ділення на нуль',
        ru: 'Отрицательный делитель отклоняется как деление на ноль',
        pl: 'Ujemny dzielnik jest odrzucany jak dzielenie przez zero',
      },
      steps: [step('-3', '-3')],
      expected: shown('1'),
      actual: divisionByZero,
      severity: 'major',
      priority: 'high',
    },
  },
  fractionalDivisorAsZero: {
    feature: {
      en: ['divisor between', 'divisor below 1', 'divisor less than 1', 'fractional divisor', 'by 0.5'],
      ua: ['дільник між', 'дробовий дільник', 'дільник менший за 1', 'менший за 1', 'на 0,5', 'на 0.5'],
      ru: ['делитель между', 'дробный делитель', 'делитель меньше 1', 'меньше 1', 'на 0,5', 'на 0.5'],
      pl: ['dzielnik między', 'ułamkowy dzielnik', 'dzielnik mniejszy od 1', 'mniejszy od 1', 'przez 0,5'],
    },
    behaviour: TAKEN_FOR_ZERO,
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A divisor between 0 and 1, such as 0.5, is refused as division by zero',
        ua: 'Дільник між 0 і 1, як-от 0,5, відхиляється як ділення на нуль',
        ru: 'Делитель между 0 и 1, например 0,5, отклоняется как деление на ноль',
        pl: 'Dzielnik między 0 a 1, np. 0,5, jest odrzucany jak dzielenie przez zero',
      },
      steps: [step('1', '0.5')],
      expected: shown('2'),
      actual: divisionByZero,
      severity: 'major',
      priority: 'high',
    },
  },
  quotientTwoPlaces: {
    feature: {
      en: ['decimal places', 'two decimals', '2 decimals', 'two places', '2 places'],
      ua: ['знаків після коми', 'знаки після коми', 'після коми', 'десяткових знаків'],
      ru: ['знаков после запятой', 'знака после запятой', 'после запятой', 'десятичных знаков'],
      pl: ['miejsc po przecinku', 'miejsca po przecinku', 'po przecinku', 'miejsc dziesiętnych'],
    },
    behaviour: {
      en: ['rounded', 'cut', 'truncated', 'only two', 'only 2', 'too few', 'instead of 10', 'instead of ten'],
      ua: ['округлю', 'обріза', 'лише 2', 'лише два', 'замість 10', 'замість десяти', 'замало'],
      ru: ['округля', 'обреза', 'только 2', 'только два', 'вместо 10', 'вместо десяти', 'слишком мало'],
      pl: ['zaokrągla', 'obcinan', 'tylko 2', 'tylko dwa', 'zamiast 10', 'zamiast dziesięciu', 'za mało'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'The quotient is rounded to 2 decimal places instead of 10',
        ua: 'Частка округлюється до 2 знаків після коми замість 10',
        ru: 'Частное округляется до 2 знаков после запятой вместо 10',
        pl: 'Iloraz jest zaokrąglany do 2 miejsc po przecinku zamiast 10',
      },
      steps: [step('10', '3')],
      expected: shown('3.3333333333'),
      actual: shown('3.33'),
      severity: 'major',
      priority: 'medium',
    },
  },
};

/** The division form as an interview hands it over: its requirements, its form, and a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Division form',
      ua: 'Форма ділення',
      ru: 'Форма деления',
      pl: 'Formularz dzielenia',
    },
    summary: {
      en: 'The form divides First Number by Second Number: enter both and submit the form, and the result line shows the quotient. The input is validated first; the first rule it breaks decides the message.',
      ua: 'Форма ділить перше число на друге: введіть обидва й надішліть форму, і в рядку результату з’явиться частка. Спершу форма перевіряє введені дані; повідомлення визначає перше правило, яке вони порушують.',
      ru: 'Форма делит первое число на второе: введите оба и отправьте форму, и в строке результата появится частное. Сначала форма проверяет ввод; сообщение определяет первое правило, которое он нарушает.',
      pl: 'Formularz dzieli pierwszą liczbę przez drugą: wpisz obie i wyślij formularz, a w wierszu wyniku pojawi się iloraz. Najpierw formularz waliduje dane; komunikat wyznacza pierwsza reguła, którą naruszają.',
    },
    rules: [
      {
        en: `Both numbers are required. If a field is empty or holds only spaces: “${enterBothNumbers.en}”`,
        ua: `Обидва числа обов’язкові. Якщо поле порожнє або містить лише пробіли: «${enterBothNumbers.ua}»`,
        ru: `Оба числа обязательны. Если поле пустое или содержит только пробелы: «${enterBothNumbers.ru}»`,
        pl: `Obie liczby są wymagane. Jeśli pole jest puste lub zawiera same spacje: „${enterBothNumbers.pl}”`,
      },
      {
        en: `Each field takes a whole or decimal number of any length, with or without a minus, with a decimal point or a decimal comma (2.5 and 2,5 both count). Anything else, such as letters or symbols: “${enterValidNumbers.en}”`,
        ua: `Кожне поле приймає ціле або дробове число будь-якої довжини, з мінусом чи без, з десятковою крапкою або комою (підходять і 2.5, і 2,5). Будь-що інше, як-от літери чи символи: «${enterValidNumbers.ua}»`,
        ru: `Каждое поле принимает целое или дробное число любой длины, с минусом или без, с десятичной точкой или запятой (подходят и 2.5, и 2,5). Всё остальное, например буквы или символы: «${enterValidNumbers.ru}»`,
        pl: `Każde pole przyjmuje liczbę całkowitą lub ułamkową dowolnej długości, z minusem lub bez, z kropką albo przecinkiem dziesiętnym (liczą się i 2.5, i 2,5). Cokolwiek innego, np. litery czy symbole: „${enterValidNumbers.pl}”`,
      },
      {
        en: `If Second Number is zero (0, 0.0, -0): “${divisionByZero.en}” The form divides by any other divisor, negative or fractional.`,
        ua: `Якщо друге число — нуль (0, 0.0, -0): «${divisionByZero.ua}» На будь-який інший дільник, від’ємний чи дробовий, форма ділить.`,
        ru: `Если второе число — ноль (0, 0.0, -0): «${divisionByZero.ru}» На любой другой делитель, отрицательный или дробный, форма делит.`,
        pl: `Jeśli druga liczba to zero (0, 0.0, -0): „${divisionByZero.pl}” Przez każdy inny dzielnik, ujemny czy ułamkowy, formularz dzieli.`,
      },
      {
        en: 'The result line shows First Number divided by Second Number, rounded half away from zero to 10 decimal places (10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667); no digit before the decimal point is lost, however long the numbers.',
        ua: 'У рядку результату — перше число, поділене на друге, округлене до 10 знаків після коми за математичними правилами: 10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667; жодна цифра до коми не губиться, хоч би якими довгими були числа.',
        ru: 'В строке результата — первое число, делённое на второе, округлённое до 10 знаков после запятой по математическим правилам: 10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667; ни одна цифра до запятой не теряется, какими бы длинными ни были числа.',
        pl: 'W wierszu wyniku jest pierwsza liczba podzielona przez drugą, zaokrąglona do 10 miejsc po przecinku według zwykłych reguł zaokrąglania: 10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667; żadna cyfra przed przecinkiem nie ginie, niezależnie od długości liczb.',
      },
      {
        en: 'The sign follows arithmetic: one negative number gives a negative quotient, two negatives a positive one. Zero divided by any other number is 0.',
        ua: 'Знак — за правилами арифметики: одне від’ємне число дає від’ємну частку, два від’ємні — додатну. Нуль, поділений на будь-яке інше число, дає 0.',
        ru: 'Знак — по правилам арифметики: одно отрицательное число даёт отрицательное частное, два отрицательных — положительное. Ноль, делённый на любое другое число, даёт 0.',
        pl: 'Znak zgodnie z arytmetyką: jedna liczba ujemna daje iloraz ujemny, dwie ujemne — dodatni. Zero podzielone przez dowolną inną liczbę daje 0.',
      },
      {
        en: 'The quotient is written in plain notation with a decimal point, without trailing zeros (10 / 4 = 2.5, 10 / 2 = 5).',
        ua: 'Частка записується звичайним числом із десятковою крапкою, без кінцевих нулів (10 / 4 = 2.5, 10 / 2 = 5).',
        ru: 'Частное записывается обычным числом с десятичной точкой, без конечных нулей (10 / 4 = 2.5, 10 / 2 = 5).',
        pl: 'Iloraz jest zapisywany zwykłą liczbą z kropką dziesiętną, bez końcowych zer (10 / 4 = 2.5, 10 / 2 = 5).',
      },
    ],
  },
  labels: {
    first: { en: 'First Number', ua: 'Перше число', ru: 'Первое число', pl: 'Pierwsza liczba' },
    second: { en: 'Second Number', ua: 'Друге число', ru: 'Второе число', pl: 'Druga liczba' },
  },
  messages: { enterBothNumbers, enterValidNumbers, divisionByZero },
  specs: FAULT_SPECS,
};
