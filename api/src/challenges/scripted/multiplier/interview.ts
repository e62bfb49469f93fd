// Over 300 lines because each of its thirteen faults needs a report spec whose words are in four languages.
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import type { FieldValues } from '../../engine/definition';
import type { BugReportSpec } from '../../../bug-reports/bug-report';
import type { LocalizedWords } from '../../../bug-reports/words';
import type { InterviewSpec } from '../../../interview/families';
import { sameInEveryLanguage } from '../../../i18n/localized';

const { enterBothNumbers, enterValidNumbers } = CALCULATOR_MESSAGES;

const shown = sameInEveryLanguage;

/** One submission of the form. */
const step = (first: string, second: string): FieldValues => ({ first, second, third: '' });

/** A field that must be refused is read as 0 and multiplied: the words of a title that says so. */
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
    'no error',
  ],
  ua: [
    'як 0',
    'як нуль',
    'за 0',
    'за нуль',
    'нулем',
    'дає 0',
    'результат 0',
    'прийма',
    'множиться',
    'немає помилки',
    'без помилки',
  ],
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
    'умножа',
    'нет ошибки',
    'без ошибки',
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
    'mnożon',
    'brak błędu',
  ],
};

/** A valid number refused: the words of a title that says so. */
const REFUSED: LocalizedWords = {
  en: ['refused', 'rejected', 'not accepted', 'not valid', 'invalid', 'enter valid', 'error'],
  ua: ['відхиля', 'не прийма', 'некорект', 'помилк', 'введіть коректні'],
  ru: ['отклоня', 'не принима', 'некоррект', 'ошибк', 'введите корректные'],
  pl: ['odrzuca', 'nie jest akceptowan', 'niepoprawn', 'błąd', 'wpisz poprawne'],
};

/** The product's sign wrong: the words of a title that says so. */
const WRONG_SIGN: LocalizedWords = {
  en: ['wrong sign', 'sign is wrong', 'incorrect sign', 'minus'],
  ua: ['неправильний знак', 'хибний знак', 'невірний знак', 'мінус'],
  ru: ['неверный знак', 'неправильный знак', 'ошибочный знак', 'минус'],
  pl: ['zły znak', 'błędny znak', 'niepoprawny znak', 'minus'],
};

/**
 * What a good report of each fault of the multiplication form says, by fault id. Where another drawn fault
 * changes the answer of a model step (text read as 0 beside a zero taken for a missing number asks for both
 * numbers), the interview's replay puts the build's own answer in the actual result, so the titles name the rule
 * broken, not one answer.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  blankAsZero: {
    feature: {
      en: ['spaces', 'whitespace', 'blank'],
      ua: ['пробіл'],
      ru: ['пробел'],
      pl: ['spacj', 'białe znaki', 'białymi znakami'],
    },
    behaviour: {
      en: [...READ_AS_ZERO.en, 'instead of'],
      ua: [...READ_AS_ZERO.ua, 'замість'],
      ru: [...READ_AS_ZERO.ru, 'вместо'],
      pl: [...READ_AS_ZERO.pl, 'zamiast', 'odczytywan'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A field of only spaces is read as 0 instead of asking for both numbers',
        ua: 'Поле лише з пробілами читається як 0 замість прохання ввести обидва числа',
        ru: 'Поле только из пробелов читается как 0 вместо просьбы ввести оба числа',
        pl: 'Pole z samymi spacjami jest odczytywane jako 0 zamiast prośby o obie liczby',
      },
      steps: [step('   ', '4')],
      expected: enterBothNumbers,
      actual: shown('0'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  secondEmptyUnchecked: {
    feature: { en: ['empty'], ua: ['порожн'], ru: ['пуст'], pl: ['pust', 'niewypełnion'] },
    behaviour: {
      en: [...READ_AS_ZERO.en, 'not checked', 'not validated', 'instead of'],
      ua: [...READ_AS_ZERO.ua, 'не перевіря', 'не валідує', 'замість'],
      ru: [...READ_AS_ZERO.ru, 'не проверя', 'не валидируе', 'вместо'],
      pl: [...READ_AS_ZERO.pl, 'nie jest sprawdzan', 'nie jest walidowan', 'zamiast', 'odczytywan'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'An empty Second Number is read as 0 instead of asking for both numbers',
        ua: 'Порожнє друге число читається як 0 замість прохання ввести обидва числа',
        ru: 'Пустое второе число читается как 0 вместо просьбы ввести оба числа',
        pl: 'Pusta druga liczba jest odczytywana jako 0 zamiast prośby o obie liczby',
      },
      steps: [step('3', '')],
      expected: enterBothNumbers,
      actual: shown('0'),
      severity: 'major',
      priority: 'high',
    },
  },
  zeroAsMissing: {
    feature: {
      en: ['zero', 'by 0', 'times 0'],
      ua: ['нуль', 'нул', 'на 0'],
      ru: ['ноль', 'нул', 'на 0'],
      pl: ['zero', 'zer', 'przez 0'],
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
        en: 'Multiplying by zero asks to enter both numbers instead of showing 0',
        ua: 'Множення на нуль просить ввести обидва числа замість результату 0',
        ru: 'Умножение на ноль просит ввести оба числа вместо результата 0',
        pl: 'Mnożenie przez zero prosi o obie liczby zamiast wyniku 0',
      },
      steps: [step('7', '0')],
      expected: shown('0'),
      actual: enterBothNumbers,
      severity: 'major',
      priority: 'high',
    },
  },
  leadingNumberRead: {
    feature: {
      en: ['symbol', 'followed by', 'trailing', 'characters after'],
      ua: ['символ', 'після числа', 'зайв'],
      ru: ['символ', 'после числа', 'лишн'],
      pl: ['symbol', 'znakiem', 'po liczbie'],
    },
    behaviour: {
      en: [
        'accepted',
        'not refused',
        'not rejected',
        'ignored',
        'cut off',
        'read as',
        'multiplied',
        'no error',
      ],
      ua: ['прийма', 'не відхиля', 'ігнору', 'відкида', 'читається як', 'множиться', 'немає помилки'],
      ru: ['принима', 'не отклоня', 'игнориру', 'отбрасыва', 'читается как', 'умножа', 'нет ошибки'],
      pl: [
        'akceptowan',
        'przyjmowan',
        'nie jest odrzucan',
        'ignorowan',
        'odczytywan',
        'mnożon',
        'brak błędu',
      ],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A number followed by a symbol, such as 4#, is accepted and read as 4',
        ua: 'Число із символом у кінці, як-от 4#, приймається й читається як 4',
        ru: 'Число с символом в конце, например 4#, принимается и читается как 4',
        pl: 'Liczba ze znakiem na końcu, np. 4#, jest akceptowana i odczytywana jako 4',
      },
      steps: [step('4', '4#')],
      expected: enterValidNumbers,
      actual: shown('16'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  firstWholePartOnly: {
    feature: {
      en: ['first number', 'fractional part', 'decimal part', 'decimal first'],
      ua: ['першого числа', 'перше число', 'дробова частина', 'дробову частину'],
      ru: ['первого числа', 'первое число', 'дробная часть', 'дробную часть'],
      pl: ['pierwszej liczby', 'pierwsza liczba', 'część ułamkow', 'części ułamkow'],
    },
    behaviour: {
      en: ['dropped', 'ignored', 'lost', 'cut', 'truncated', 'whole part', 'wrong product'],
      ua: ['відкида', 'ігнору', 'губиться', 'втрача', 'обріза', 'ціла частина'],
      ru: ['отбрасыва', 'игнориру', 'теряется', 'обреза', 'целая часть'],
      pl: ['odrzucan', 'ignorowan', 'gubion', 'tracon', 'obcinan', 'ucinan', 'część całkowit'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'The fractional part of First Number is dropped before multiplying',
        ua: 'Дробова частина першого числа відкидається перед множенням',
        ru: 'Дробная часть первого числа отбрасывается перед умножением',
        pl: 'Część ułamkowa pierwszej liczby jest odrzucana przed mnożeniem',
      },
      steps: [step('1.5', '2')],
      expected: shown('3'),
      actual: shown('2'),
      severity: 'major',
      priority: 'high',
    },
  },
  floatArithmetic: {
    feature: {
      en: ['precision', 'floating', 'large product', 'big product', 'large numbers', 'last digits'],
      ua: ['точн', 'плаваюч', 'великий добуток', 'великих чисел', 'великі числа', 'останні цифри'],
      ru: ['точност', 'плавающ', 'большое произведение', 'больших чисел', 'большие числа', 'последние цифры'],
      pl: ['precyzj', 'dokładnoś', 'zmiennoprzecinkow', 'duży iloczyn', 'dużych liczb', 'ostatnie cyfry'],
    },
    behaviour: {
      en: ['lost', 'lose', 'wrong', 'inexact', 'not exact', 'imprecise', 'incorrect', 'error'],
      ua: ['втрача', 'неправильн', 'неточн', 'спотворю', 'хибн', 'похибк'],
      ru: ['теря', 'неверн', 'неправильн', 'неточн', 'искажа', 'погрешност'],
      pl: ['traci', 'tracą', 'błędn', 'niedokładn', 'zniekształc', 'niepoprawn'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A large product loses precision: its last digits are wrong',
        ua: 'Великий добуток втрачає точність: останні цифри неправильні',
        ru: 'Большое произведение теряет точность: последние цифры неверные',
        pl: 'Duży iloczyn traci precyzję: ostatnie cyfry są błędne',
      },
      steps: [step('123456789', '987654321')],
      expected: shown('121932631112635269'),
      actual: shown('121932631112635260'),
      severity: 'major',
      priority: 'medium',
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
      en: [...WRONG_SIGN.en, 'negative product', 'negative result', 'give a negative', 'is negative'],
      ua: [...WRONG_SIGN.ua, 'від’ємний добуток', "від'ємний добуток", 'від’ємним', "від'ємним"],
      ru: [...WRONG_SIGN.ru, 'отрицательное произведение', 'отрицательный результат', 'отрицательным'],
      pl: [...WRONG_SIGN.pl, 'ujemny iloczyn', 'ujemny wynik', 'wychodzi ujemny'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Two negative numbers give a negative product',
        ua: 'Добуток двох від’ємних чисел виходить від’ємним',
        ru: 'Произведение двух отрицательных чисел получается отрицательным',
        pl: 'Iloczyn dwóch liczb ujemnych wychodzi ujemny',
      },
      steps: [step('-3', '-4')],
      expected: shown('12'),
      actual: shown('-12'),
      severity: 'major',
      priority: 'high',
    },
  },
  secondSignDropped: {
    feature: {
      en: ['second number', 'negative second', 'minus of the second', 'sign of the second'],
      ua: ['другого числа', 'друге число', 'від’ємне друге', "від'ємне друге"],
      ru: ['второго числа', 'второе число', 'отрицательное второе'],
      pl: ['drugiej liczby', 'druga liczba', 'ujemnej drugiej', 'ujemna druga'],
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
        en: 'The minus of a negative Second Number is ignored: the product comes out positive',
        ua: 'Мінус від’ємного другого числа ігнорується, і добуток виходить додатним',
        ru: 'Минус отрицательного второго числа игнорируется, и произведение выходит положительным',
        pl: 'Minus ujemnej drugiej liczby jest ignorowany i iloczyn wychodzi dodatni',
      },
      steps: [step('3', '-4')],
      expected: shown('-12'),
      actual: shown('12'),
      severity: 'major',
      priority: 'high',
    },
  },
  negativeZeroShown: {
    feature: {
      en: ['negative zero', 'minus zero', 'signed zero', 'zero product', 'zero result'],
      ua: [
        'мінус нуль',
        'від’ємний нуль',
        "від'ємний нуль",
        'нульовий добуток',
        'нульовий результат',
        'нульов',
      ],
      ru: ['минус ноль', 'отрицательный ноль', 'нулевое произведение', 'нулевой результат', 'нулев'],
      pl: ['minus zero', 'ujemne zero', 'zerowy iloczyn', 'zerowy wynik', 'zerow'],
    },
    behaviour: {
      en: ['shown', 'shows', 'displayed', 'with a minus', 'minus sign'],
      ua: ['показу', 'відобража', 'виводиться', 'з мінусом'],
      ru: ['показыва', 'отобража', 'выводится', 'с минусом'],
      pl: ['wyświetlan', 'pokazywan', 'z minusem', 'ze znakiem minus'],
    },
    severities: ['minor', 'trivial'],
    model: {
      title: {
        en: 'A zero product with a negative number is shown as negative zero (-0)',
        ua: 'Нульовий добуток із від’ємним числом показується з мінусом (-0)',
        ru: 'Нулевое произведение с отрицательным числом показывается с минусом (-0)',
        pl: 'Zerowy iloczyn z liczbą ujemną jest wyświetlany z minusem (-0)',
      },
      steps: [step('-5', '0')],
      expected: shown('0'),
      actual: shown('-0'),
      severity: 'minor',
      priority: 'low',
    },
  },
  commaRefused: {
    feature: {
      en: ['comma'],
      ua: ['кома', 'комою', 'коми', 'кому'],
      ru: ['запят'],
      pl: ['przecin'],
    },
    behaviour: REFUSED,
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A number with a decimal comma, such as 0,5, is refused as not valid',
        ua: 'Число з десятковою комою, як-от 0,5, відхиляється як некоректне',
        ru: 'Число с десятичной запятой, например 0,5, отклоняется как некорректное',
        pl: 'Liczba z przecinkiem dziesiętnym, np. 0,5, jest odrzucana jako niepoprawna',
      },
      steps: [step('4', '0,5')],
      expected: shown('2'),
      actual: enterValidNumbers,
      severity: 'major',
      priority: 'medium',
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
      en: [...READ_AS_ZERO.en, 'not refused', 'not rejected', 'instead of'],
      ua: [...READ_AS_ZERO.ua, 'не відхиля', 'замість'],
      ru: [...READ_AS_ZERO.ru, 'не отклоня', 'вместо'],
      pl: [...READ_AS_ZERO.pl, 'nie jest odrzucan', 'zamiast', 'odczytywan'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'Text in a number field is read as 0 instead of being refused',
        ua: 'Текст у полі числа читається як 0 замість помилки',
        ru: 'Текст в поле числа читается как 0 вместо ошибки',
        pl: 'Tekst w polu liczby jest odczytywany jako 0 zamiast błędu',
      },
      steps: [step('abc', '4')],
      expected: enterValidNumbers,
      actual: shown('0'),
      severity: 'major',
      priority: 'medium',
    },
  },
  productRounded: {
    feature: {
      en: ['product', 'result'],
      ua: ['добуток', 'результат'],
      ru: ['произведение', 'результат'],
      pl: ['iloczyn', 'wynik'],
    },
    behaviour: {
      en: ['rounded', 'whole number', 'integer', 'decimals lost', 'decimals dropped'],
      ua: ['округлю', 'до цілого', 'ціле число', 'втрачає дробову'],
      ru: ['округля', 'до целого', 'целое число', 'теряет дробную'],
      pl: ['zaokrągla', 'do całkowitej', 'liczba całkowita', 'do liczby całkowitej'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A fractional product is rounded to a whole number',
        ua: 'Дробовий добуток округлюється до цілого числа',
        ru: 'Дробное произведение округляется до целого числа',
        pl: 'Ułamkowy iloczyn jest zaokrąglany do liczby całkowitej',
      },
      steps: [step('3', '0.5')],
      expected: shown('1.5'),
      actual: shown('2'),
      severity: 'major',
      priority: 'high',
    },
  },
  longInputCut: {
    feature: {
      en: ['long number', 'long numbers', 'longer than', 'length', 'characters', '15'],
      ua: ['довг', 'довше', 'довжин', 'знаків', '15'],
      ru: ['длинн', 'длиннее', 'длин', 'знаков', '15'],
      pl: ['dług', 'dłuższ', 'znaków', '15'],
    },
    behaviour: {
      en: ['cut', 'truncated', 'shortened', 'trimmed', 'dropped'],
      ua: ['обріза', 'скороч', 'уріза', 'відкида'],
      ru: ['обреза', 'усека', 'сокраща', 'отбрасыва'],
      pl: ['obcinan', 'ucinan', 'skracan', 'odrzucan'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A number longer than 15 characters is cut to its first 15',
        ua: 'Число, довше за 15 знаків, обрізається до перших 15',
        ru: 'Число длиннее 15 знаков обрезается до первых 15',
        pl: 'Liczba dłuższa niż 15 znaków jest obcinana do pierwszych 15',
      },
      steps: [step('1000000000000000', '3')],
      expected: shown('3000000000000000'),
      actual: shown('300000000000000'),
      severity: 'major',
      priority: 'medium',
    },
  },
};

/** The multiplication form as an interview hands it over: its requirements, its form, and a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Multiplication form',
      ua: 'Форма множення',
      ru: 'Форма умножения',
      pl: 'Formularz mnożenia',
    },
    summary: {
      en: 'The form multiplies two numbers: enter First Number and Second Number and submit the form, and the result line shows their product. The input is validated first; the first rule it breaks decides the message.',
      ua: 'Форма множить два числа: введіть перше й друге число та надішліть форму, і в рядку результату з’явиться їхній добуток. Спершу форма перевіряє введені дані; повідомлення визначає перше правило, яке вони порушують.',
      ru: 'Форма умножает два числа: введите первое и второе число и отправьте форму, и в строке результата появится их произведение. Сначала форма проверяет ввод; сообщение определяет первое правило, которое он нарушает.',
      pl: 'Formularz mnoży dwie liczby: wpisz pierwszą i drugą liczbę i wyślij formularz, a w wierszu wyniku pojawi się ich iloczyn. Najpierw formularz waliduje dane; komunikat wyznacza pierwsza reguła, którą naruszają.',
    },
    rules: [
      {
        en: `Both numbers are required. If a field is empty or holds only spaces: “${enterBothNumbers.en}”`,
        ua: `Обидва числа обов’язкові. Якщо поле порожнє або містить лише пробіли: «${enterBothNumbers.ua}»`,
        ru: `Оба числа обязательны. Если поле пустое или содержит только пробелы: «${enterBothNumbers.ru}»`,
        pl: `Obie liczby są wymagane. Jeśli pole jest puste lub zawiera same spacje: „${enterBothNumbers.pl}”`,
      },
      {
        en: `Each field takes a whole or decimal number of any length, with or without a minus, with a decimal point or a decimal comma (2.5 and 2,5 both count). Anything else, such as letters, symbols or 1e3: “${enterValidNumbers.en}”`,
        ua: `Кожне поле приймає ціле або дробове число будь-якої довжини, з мінусом чи без, з десятковою крапкою або комою (підходять і 2.5, і 2,5). Будь-що інше, як-от літери, символи чи 1e3: «${enterValidNumbers.ua}»`,
        ru: `Каждое поле принимает целое или дробное число любой длины, с минусом или без, с десятичной точкой или запятой (подходят и 2.5, и 2,5). Всё остальное, например буквы, символы или 1e3: «${enterValidNumbers.ru}»`,
        pl: `Każde pole przyjmuje liczbę całkowitą lub ułamkową dowolnej długości, z minusem lub bez, z kropką albo przecinkiem dziesiętnym (liczą się i 2.5, i 2,5). Cokolwiek innego, np. litery, symbole czy 1e3: „${enterValidNumbers.pl}”`,
      },
      {
        en: 'The result line shows the exact product, however long the numbers: nothing is rounded and no digit is lost (0.1 × 0.2 = 0.02, 3 × 0.5 = 1.5).',
        ua: 'У рядку результату — точний добуток, хоч би якими довгими були числа: нічого не округлюється і жодна цифра не губиться (0.1 × 0.2 = 0.02, 3 × 0.5 = 1.5).',
        ru: 'В строке результата — точное произведение, какими бы длинными ни были числа: ничего не округляется и ни одна цифра не теряется (0.1 × 0.2 = 0.02, 3 × 0.5 = 1.5).',
        pl: 'W wierszu wyniku jest dokładny iloczyn, niezależnie od długości liczb: nic nie jest zaokrąglane i żadna cyfra nie ginie (0.1 × 0.2 = 0.02, 3 × 0.5 = 1.5).',
      },
      {
        en: 'The sign follows arithmetic: a negative and a positive number give a negative product, two negatives a positive one. Zero times any number is 0, never -0.',
        ua: 'Знак — за правилами арифметики: від’ємне й додатне число дають від’ємний добуток, два від’ємні — додатний. Нуль, помножений на будь-яке число, дає 0, ніколи не -0.',
        ru: 'Знак — по правилам арифметики: отрицательное и положительное число дают отрицательное произведение, два отрицательных — положительное. Ноль, умноженный на любое число, даёт 0, никогда не -0.',
        pl: 'Znak zgodnie z arytmetyką: liczba ujemna i dodatnia dają iloczyn ujemny, dwie ujemne — dodatni. Zero razy dowolna liczba daje 0, nigdy -0.',
      },
      {
        en: 'The product is written in plain notation with a decimal point, without trailing zeros or an exponent (2.5 × 2 = 5).',
        ua: 'Добуток записується звичайним числом із десятковою крапкою, без кінцевих нулів і експоненти (2.5 × 2 = 5).',
        ru: 'Произведение записывается обычным числом с десятичной точкой, без конечных нулей и экспоненты (2.5 × 2 = 5).',
        pl: 'Iloczyn jest zapisywany zwykłą liczbą z kropką dziesiętną, bez końcowych zer i wykładnika (2.5 × 2 = 5).',
      },
    ],
  },
  labels: {
    first: { en: 'First Number', ua: 'Перше число', ru: 'Первое число', pl: 'Pierwsza liczba' },
    second: { en: 'Second Number', ua: 'Друге число', ru: 'Второе число', pl: 'Druga liczba' },
  },
  messages: { enterBothNumbers, enterValidNumbers },
  specs: FAULT_SPECS,
};
