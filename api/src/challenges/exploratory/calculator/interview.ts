// Over 300 lines because it is thirteen report specs and the requirements, each in four languages, read together
// when a fault or a rule changes.
import { PERCENTAGE_MESSAGES } from './rules';
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import type { BugReportSpec } from '../../../bug-reports/bug-report';
import type { InterviewSpec } from '../../../interview/families';
import type { LocalizedWords } from '../../../bug-reports/words';
import { sameInEveryLanguage } from '../../../i18n/localized';

const MESSAGES = {
  negativePercentage: PERCENTAGE_MESSAGES.negativePercentage,
  enterBothNumbers: CALCULATOR_MESSAGES.enterBothNumbers,
  enterValidNumbers: CALCULATOR_MESSAGES.enterValidNumbers,
} as const;

const shown = sameInEveryLanguage;

/** A valid input refused: the words of a title that says so. */
const REFUSED: LocalizedWords = {
  en: ['refused', 'rejected', 'not accepted', 'invalid', 'error'],
  ua: ['відхиля', 'не прийма', 'некорект', 'помилк'],
  ru: ['отклоня', 'не принима', 'некоррект', 'ошибк'],
  pl: ['odrzuca', 'nie jest akceptowan', 'niepoprawn', 'błąd'],
};

/** An input the form must refuse is worked out: the words of a title that says so. */
const CALCULATED: LocalizedWords = {
  en: ['accepted', 'calculated', 'computed', 'not refused', 'not rejected', 'no error', 'allowed'],
  ua: ['прийма', 'обчислю', 'розрахов', 'не відхиля', 'немає помилки', 'дозволя'],
  ru: ['принима', 'вычисля', 'рассчитыва', 'не отклоня', 'нет ошибки', 'разреша'],
  pl: ['akceptowan', 'przyjmowan', 'obliczan', 'nie jest odrzucan', 'brak błędu', 'dozwolon'],
};

const NEGATIVE_PERCENTAGE: LocalizedWords = {
  en: ['negative percent', 'minus'],
  ua: ['від’ємний відсот', "від'ємний відсот", 'від’ємні відсот', "від'ємні відсот", 'мінус'],
  ru: ['отрицательный процент', 'отрицательные процент', 'минус'],
  pl: ['ujemny procent', 'ujemne procent', 'ujemnego procent', 'minus'],
};

const OVER_HUNDRED: LocalizedWords = {
  en: ['above 100', 'over 100', 'more than 100', 'greater than 100', 'over a hundred', 'above one hundred'],
  ua: ['понад 100', 'більше 100', 'більший за 100', 'більше ніж 100', 'вище 100', 'понад сто'],
  ru: ['больше 100', 'свыше 100', 'более 100', 'выше 100', 'больше ста'],
  pl: ['powyżej 100', 'ponad 100', 'większy niż 100', 'większy od 100', 'więcej niż 100', 'powyżej stu'],
};

const NEGATIVE_NUMBER: LocalizedWords = {
  en: ['negative number', 'number with a minus', 'number below zero'],
  ua: ['від’ємне число', "від'ємне число", 'від’ємного числа', "від'ємного числа", 'число з мінусом'],
  ru: ['отрицательное число', 'отрицательного числа', 'число с минусом'],
  pl: ['ujemna liczba', 'ujemną liczbę', 'ujemnej liczby', 'liczba ujemna', 'liczby ujemnej'],
};

/**
 * What a good report of each fault of the percentage calculator says, by fault id. Where another drawn fault
 * changes the answer of a model step (a cut result beside a negative percentage let through), the interview's
 * replay puts the build's own answer in the actual result, so the titles name the rule broken, not one answer.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  zeroRefused: {
    feature: {
      en: ['zero percent', '0 percent', 'percentage of 0', 'percentage of zero', 'zero percentage'],
      ua: ['нуль відсотків', '0 відсотків', 'нульовий відсот', 'відсоток 0'],
      ru: ['ноль процентов', '0 процентов', 'нулевой процент', 'процент 0'],
      pl: ['zero procent', '0 procent', 'zerowy procent', 'procent 0'],
    },
    behaviour: {
      en: [...REFUSED.en, 'negative'],
      ua: [...REFUSED.ua, 'від’ємн', "від'ємн"],
      ru: [...REFUSED.ru, 'отрицательн'],
      pl: [...REFUSED.pl, 'ujemn'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'Zero percent is refused as a negative percentage',
        ua: 'Нуль відсотків відхиляється як від’ємний відсоток',
        ru: 'Ноль процентов отклоняется как отрицательный процент',
        pl: 'Zero procent jest odrzucane jako ujemny procent',
      },
      steps: [{ first: '0', second: '80', third: '' }],
      expected: shown('0'),
      actual: MESSAGES.negativePercentage,
      severity: 'minor',
      priority: 'medium',
    },
  },
  negativeAccepted: {
    feature: NEGATIVE_PERCENTAGE,
    behaviour: CALCULATED,
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A negative percentage is accepted and calculated instead of refused',
        ua: 'Від’ємний відсоток приймається й обчислюється замість відхилення',
        ru: 'Отрицательный процент принимается и вычисляется вместо отклонения',
        pl: 'Ujemny procent jest akceptowany i obliczany zamiast odrzucenia',
      },
      steps: [{ first: '-10', second: '80', third: '' }],
      expected: MESSAGES.negativePercentage,
      actual: shown('-8'),
      severity: 'major',
      priority: 'high',
    },
  },
  fractionNegativeAccepted: {
    feature: {
      en: ['between -1 and 0', 'between 0 and -1', 'above -1', 'greater than -1', 'negative fraction'],
      ua: ['між -1 і 0', 'між 0 і -1', 'від -1 до 0', 'більший за -1', 'більше -1'],
      ru: ['между -1 и 0', 'между 0 и -1', 'от -1 до 0', 'больше -1'],
      pl: ['między -1 a 0', 'między 0 a -1', 'od -1 do 0', 'większy od -1', 'większy niż -1'],
    },
    behaviour: CALCULATED,
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A negative percentage between -1 and 0, such as -0.5, is accepted and calculated',
        ua: 'Від’ємний відсоток між -1 і 0, наприклад -0,5, приймається й обчислюється',
        ru: 'Отрицательный процент между -1 и 0, например -0,5, принимается и вычисляется',
        pl: 'Ujemny procent między -1 a 0, np. -0,5, jest akceptowany i obliczany',
      },
      steps: [{ first: '-0.5', second: '80', third: '' }],
      expected: MESSAGES.negativePercentage,
      actual: shown('-0.4'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  cappedAtHundred: {
    feature: OVER_HUNDRED,
    behaviour: {
      en: ['capped', 'limited', 'clamped', 'cut to 100', 'as 100', 'wrong result'],
      ua: ['обмежу', 'обріза', 'як 100', 'до 100', 'неправильний результат', 'хибний результат'],
      ru: ['ограничива', 'обреза', 'как 100', 'до 100', 'неправильный результат', 'неверный результат'],
      pl: ['ograniczan', 'obcinan', 'jak 100', 'do 100', 'błędny wynik', 'zły wynik'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A percentage above 100 is capped at 100 percent',
        ua: 'Відсоток понад 100 обмежується до 100',
        ru: 'Процент больше 100 ограничивается до 100',
        pl: 'Procent powyżej 100 jest ograniczany do 100',
      },
      steps: [{ first: '150', second: '80', third: '' }],
      expected: shown('120'),
      actual: shown('80'),
      severity: 'major',
      priority: 'high',
    },
  },
  wholePercentage: {
    feature: {
      en: ['decimal percent', 'fractional percent', 'percentage with decimals', 'non-integer percent'],
      ua: ['дробовий відсот', 'дробові відсот', 'десятковий відсот', 'відсоток із дробовою'],
      ru: ['дробный процент', 'дробные процент', 'десятичный процент', 'процент с дробной'],
      pl: ['ułamkowy procent', 'ułamkowe procent', 'dziesiętny procent', 'procent ułamkowy'],
    },
    behaviour: {
      en: ['rounded', 'whole number', 'integer', 'wrong result'],
      ua: ['округл', 'до цілого', 'неправильний результат', 'хибний результат'],
      ru: ['округл', 'до целого', 'неправильный результат', 'неверный результат'],
      pl: ['zaokrągl', 'całkowit', 'błędny wynik', 'zły wynik'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A decimal percentage is rounded to a whole number before the calculation',
        ua: 'Дробовий відсоток округлюється до цілого перед обчисленням',
        ru: 'Дробный процент округляется до целого перед вычислением',
        pl: 'Ułamkowy procent jest zaokrąglany do liczby całkowitej przed obliczeniem',
      },
      steps: [{ first: '99.5', second: '80', third: '' }],
      expected: shown('79.6'),
      actual: shown('80'),
      severity: 'major',
      priority: 'high',
    },
  },
  zeroNumberAsEmpty: {
    feature: {
      en: ['number of 0', 'number of zero', 'number 0', 'zero number', 'number is 0', 'number is zero'],
      ua: ['число 0', 'число нуль', 'нульове число', 'число дорівнює 0'],
      ru: ['число 0', 'число ноль', 'нулевое число', 'число равно 0'],
      pl: ['liczba 0', 'liczba zero', 'liczbę 0', 'zerowa liczba', 'liczba równa 0'],
    },
    behaviour: {
      en: ['empty', 'blank', 'enter both', 'missing', 'wrong message', 'wrong error'],
      ua: ['порожн', 'обидва числа', 'не введен', 'неправильне повідомлення', 'хибне повідомлення'],
      ru: ['пуст', 'оба числа', 'не введен', 'неправильное сообщение', 'неверное сообщение'],
      pl: ['pust', 'obie liczby', 'niewypełnion', 'zły komunikat', 'błędny komunikat'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A Number of 0 is treated as an empty field',
        ua: 'Число 0 сприймається як порожнє поле',
        ru: 'Число 0 воспринимается как пустое поле',
        pl: 'Liczba 0 jest traktowana jak puste pole',
      },
      steps: [{ first: '25', second: '0', third: '' }],
      expected: shown('0'),
      actual: MESSAGES.enterBothNumbers,
      severity: 'minor',
      priority: 'medium',
    },
  },
  negativeNumberRefused: {
    feature: NEGATIVE_NUMBER,
    behaviour: REFUSED,
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A negative Number is refused as not a valid number',
        ua: 'Від’ємне число відхиляється як некоректне',
        ru: 'Отрицательное число отклоняется как некорректное',
        pl: 'Ujemna liczba jest odrzucana jako niepoprawna',
      },
      steps: [{ first: '25', second: '-80', third: '' }],
      expected: shown('-20'),
      actual: MESSAGES.enterValidNumbers,
      severity: 'major',
      priority: 'high',
    },
  },
  commaRefused: {
    feature: {
      en: ['comma'],
      ua: ['кома', 'комою', 'коми'],
      ru: ['запят'],
      pl: ['przecin'],
    },
    behaviour: REFUSED,
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A number with a decimal comma, such as 12,5, is refused as not valid',
        ua: 'Число з десятковою комою, наприклад 12,5, відхиляється як некоректне',
        ru: 'Число с десятичной запятой, например 12,5, отклоняется как некорректное',
        pl: 'Liczba z przecinkiem dziesiętnym, np. 12,5, jest odrzucana jako niepoprawna',
      },
      steps: [{ first: '12,5', second: '80', third: '' }],
      expected: shown('10'),
      actual: MESSAGES.enterValidNumbers,
      severity: 'major',
      priority: 'high',
    },
  },
  emptyAsZero: {
    feature: {
      en: ['empty', 'blank', 'missing'],
      ua: ['порожн', 'не заповнен', 'пропущен'],
      ru: ['пуст', 'не заполнен', 'пропущен'],
      pl: ['pust', 'niewypełnion', 'pominięt'],
    },
    behaviour: {
      en: ['as 0', 'as zero', 'calculated', 'computed', 'no error', 'instead of asking'],
      ua: ['як 0', 'як нуль', 'обчислю', 'немає помилки', 'замість прохання'],
      ru: ['как 0', 'как ноль', 'вычисля', 'нет ошибки', 'вместо просьбы'],
      pl: ['jak 0', 'jako 0', 'jak zero', 'jako zero', 'obliczan', 'brak błędu', 'zamiast prośby'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'An empty field is read as 0 instead of asking for both numbers',
        ua: 'Порожнє поле сприймається як 0 замість прохання ввести обидва числа',
        ru: 'Пустое поле воспринимается как 0 вместо просьбы ввести оба числа',
        pl: 'Puste pole jest traktowane jak 0 zamiast prośby o obie liczby',
      },
      steps: [{ first: '', second: '80', third: '' }],
      expected: MESSAGES.enterBothNumbers,
      actual: shown('0'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  resultTruncated: {
    feature: {
      en: [
        'fractional result',
        'decimal result',
        'decimal part',
        'fractional part',
        'decimals of the result',
      ],
      ua: ['дробовий результат', 'дробова частина', 'дробову частину', 'десяткова частина'],
      ru: ['дробный результат', 'дробная часть', 'дробную часть', 'десятичная часть'],
      pl: ['ułamkowy wynik', 'część ułamkowa', 'część ułamkową', 'część dziesiętna'],
    },
    behaviour: {
      en: ['cut', 'truncat', 'dropped', 'lost', 'whole number', 'rounded down'],
      ua: ['відкида', 'обріза', 'втрача', 'цілим', 'до цілого'],
      ru: ['отбрасыва', 'обреза', 'теряет', 'целым', 'до целого'],
      pl: ['obcinan', 'odrzucan', 'gubion', 'tracon', 'całkowit'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A fractional result is cut to a whole number instead of shown exactly',
        ua: 'Дробова частина результату відкидається: результат показується цілим числом',
        ru: 'Дробная часть результата отбрасывается: результат показывается целым числом',
        pl: 'Część ułamkowa wyniku jest obcinana: wynik jest pokazywany jako liczba całkowita',
      },
      steps: [{ first: '1', second: '80', third: '' }],
      expected: shown('0.8'),
      actual: shown('0'),
      severity: 'major',
      priority: 'high',
    },
  },
  leadingNumberRead: {
    feature: {
      en: ['percent sign', 'sign', 'symbol', 'trailing', 'non-numeric', 'not a number'],
      ua: ['знак відсотка', 'знаком відсотка', 'символ', 'нечислов', 'не число'],
      ru: ['знак процента', 'знаком процента', 'символ', 'нечислов', 'не число'],
      pl: ['znak procentu', 'znakiem procentu', 'symbol', 'nieliczbow', 'nie jest liczbą'],
    },
    behaviour: {
      en: [...CALCULATED.en, 'read as', 'parsed'],
      ua: [...CALCULATED.ua, 'зчиту'],
      ru: [...CALCULATED.ru, 'считыва'],
      pl: [...CALCULATED.pl, 'odczytywan'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A value with a percent sign, such as 25%, is accepted and calculated instead of refused',
        ua: 'Значення зі знаком відсотка, як-от 25%, приймається й обчислюється замість відхилення',
        ru: 'Значение со знаком процента, например 25%, принимается и вычисляется вместо отклонения',
        pl: 'Wartość ze znakiem procentu, np. 25%, jest akceptowana i obliczana zamiast odrzucenia',
      },
      steps: [{ first: '25%', second: '80', third: '' }],
      expected: MESSAGES.enterValidNumbers,
      actual: shown('20'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  negativeResultRefused: {
    feature: NEGATIVE_NUMBER,
    behaviour: {
      en: [...REFUSED.en, 'negative percent', 'cannot be negative'],
      ua: [...REFUSED.ua, 'від’ємний відсот', "від'ємний відсот"],
      ru: [...REFUSED.ru, 'отрицательный процент'],
      pl: [...REFUSED.pl, 'ujemny procent'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A percentage of a negative Number is refused as a negative percentage',
        ua: 'Відсоток від’ємного числа відхиляється як від’ємний відсоток',
        ru: 'Процент от отрицательного числа отклоняется как отрицательный процент',
        pl: 'Procent z ujemnej liczby jest odrzucany jako ujemny procent',
      },
      steps: [{ first: '25', second: '-80', third: '' }],
      expected: shown('-20'),
      actual: MESSAGES.negativePercentage,
      severity: 'major',
      priority: 'high',
    },
  },
  overHundredRefused: {
    feature: OVER_HUNDRED,
    behaviour: REFUSED,
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'A percentage above 100 is refused as not a valid number',
        ua: 'Відсоток понад 100 відхиляється як некоректне число',
        ru: 'Процент больше 100 отклоняется как некорректное число',
        pl: 'Procent powyżej 100 jest odrzucany jako niepoprawna liczba',
      },
      steps: [{ first: '150', second: '80', third: '' }],
      expected: shown('120'),
      actual: MESSAGES.enterValidNumbers,
      severity: 'major',
      priority: 'high',
    },
  },
};

/** The percentage calculator as an interview hands it over: its requirements, its form, a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Percentage calculator',
      ua: 'Калькулятор відсотків',
      ru: 'Калькулятор процентов',
      pl: 'Kalkulator procentów',
    },
    summary: {
      en: 'The form works out a percentage of a number: the Percentage field says how many percent, the Number field of what. It validates both fields first; the first rule an input breaks decides the message, and an input that breaks none gets the result.',
      ua: 'Форма обчислює відсоток від числа: у полі «Відсоток» вказують, скільки відсотків, а в полі «Число» — від чого. Спершу вона перевіряє обидва поля; повідомлення визначає перше правило, яке порушує введення, а на коректне введення форма показує результат.',
      ru: 'Форма вычисляет процент от числа: в поле «Процент» указывают, сколько процентов, а в поле «Число» — от чего. Сначала она проверяет оба поля; сообщение определяет первое правило, которое нарушает ввод, а на корректный ввод форма показывает результат.',
      pl: 'Formularz oblicza procent z liczby: w polu „Procent” podaje się, ile procent, a w polu „Liczba” — z czego. Najpierw waliduje oba pola; komunikat wyznacza pierwsza reguła, którą dane naruszają, a dla poprawnych danych formularz pokazuje wynik.',
    },
    rules: [
      {
        en: `Both fields are required. If either is empty or holds only spaces: “${MESSAGES.enterBothNumbers.en}”`,
        ua: `Обидва поля обов’язкові. Якщо будь-яке з них порожнє або містить лише пробіли: «${MESSAGES.enterBothNumbers.ua}»`,
        ru: `Оба поля обязательны. Если любое из них пустое или содержит только пробелы: «${MESSAGES.enterBothNumbers.ru}»`,
        pl: `Oba pola są wymagane. Jeśli którekolwiek jest puste lub zawiera same spacje: „${MESSAGES.enterBothNumbers.pl}”`,
      },
      {
        en: `Each field holds a plain number of any length: whole or decimal, with a decimal point or comma (2.5 and 2,5 both count), a minus sign allowed. Anything else (letters, a % sign, 1e3): “${MESSAGES.enterValidNumbers.en}”`,
        ua: `Кожне поле містить звичайне число будь-якої довжини: ціле або дробове, з десятковою крапкою чи комою (підходять і 2.5, і 2,5), можна зі знаком мінус. Будь-що інше (літери, знак %, 1e3): «${MESSAGES.enterValidNumbers.ua}»`,
        ru: `Каждое поле содержит обычное число любой длины: целое или дробное, с десятичной точкой или запятой (подходят и 2.5, и 2,5), можно со знаком минус. Всё остальное (буквы, знак %, 1e3): «${MESSAGES.enterValidNumbers.ru}»`,
        pl: `Każde pole zawiera zwykłą liczbę dowolnej długości: całkowitą lub ułamkową, z kropką lub przecinkiem dziesiętnym (liczą się i 2.5, i 2,5), dozwolony znak minus. Cokolwiek innego (litery, znak %, 1e3): „${MESSAGES.enterValidNumbers.pl}”`,
      },
      {
        en: `The percentage cannot be below zero: “${MESSAGES.negativePercentage.en}” Zero and every positive percentage are allowed, 100 and more included.`,
        ua: `Відсоток не може бути меншим за нуль: «${MESSAGES.negativePercentage.ua}» Нуль і будь-який додатний відсоток дозволені, зокрема 100 і більше.`,
        ru: `Процент не может быть меньше нуля: «${MESSAGES.negativePercentage.ru}» Ноль и любой положительный процент допустимы, в том числе 100 и больше.`,
        pl: `Procent nie może być mniejszy od zera: „${MESSAGES.negativePercentage.pl}” Zero i każdy dodatni procent są dozwolone, także 100 i więcej.`,
      },
      {
        en: 'The Number may be any number: positive, negative, zero or decimal.',
        ua: 'Число може бути будь-яким: додатним, від’ємним, нулем або дробовим.',
        ru: 'Число может быть любым: положительным, отрицательным, нулём или дробным.',
        pl: 'Liczba może być dowolna: dodatnia, ujemna, zero lub ułamkowa.',
      },
      {
        en: 'The result is Number × Percentage / 100, shown exactly, neither rounded nor cut, without trailing zeros: 25 percent of 80 is 20, 1 percent of 80 is 0.8, 150 percent of 80 is 120, 25 percent of -80 is -20.',
        ua: 'Результат — Число × Відсоток / 100, показаний точно, без округлення й обрізання, без зайвих нулів у кінці: 25 відсотків від 80 — це 20, 1 відсоток від 80 — 0.8, 150 відсотків від 80 — 120, 25 відсотків від -80 — -20.',
        ru: 'Результат — Число × Процент / 100, показанный точно, без округления и обрезки, без лишних нулей в конце: 25 процентов от 80 — это 20, 1 процент от 80 — 0.8, 150 процентов от 80 — 120, 25 процентов от -80 — -20.',
        pl: 'Wynik to Liczba × Procent / 100, pokazany dokładnie, bez zaokrąglania i obcinania, bez zer na końcu: 25 procent z 80 to 20, 1 procent z 80 to 0.8, 150 procent z 80 to 120, 25 procent z -80 to -20.',
      },
    ],
  },
  labels: {
    first: { en: 'Percentage', ua: 'Відсоток', ru: 'Процент', pl: 'Procent' },
    second: { en: 'Number', ua: 'Число', ru: 'Число', pl: 'Liczba' },
  },
  messages: MESSAGES,
  specs: FAULT_SPECS,
};
