// Over 300 lines because it is fourteen report specs and the requirements, each in four languages, read together
// when a fault or a rule changes.
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import type { BugReportSpec } from '../../../bug-reports/bug-report';
import type { InterviewSpec } from '../../../interview/families';
import type { LocalizedWords } from '../../../bug-reports/words';
import { sameInEveryLanguage } from '../../../i18n/localized';

const MESSAGES = CALCULATOR_MESSAGES;

const shown = sameInEveryLanguage;

/** A valid input refused: the words of a title that says so. */
const REFUSED: LocalizedWords = {
  en: ['refused', 'rejected', 'not accepted', 'invalid', 'error'],
  ua: ['відхиля', 'не прийма', 'некорект', 'помилк'],
  ru: ['отклоня', 'не принима', 'некоррект', 'ошибк'],
  pl: ['odrzuca', 'nie jest akceptowan', 'niepoprawn', 'błąd'],
};

/** A valid division refused with the division-by-zero message. */
const REFUSED_AS_BY_ZERO: LocalizedWords = {
  en: [...REFUSED.en, 'division by zero', 'not possible'],
  ua: [...REFUSED.ua, 'ділення на нуль', 'неможлив'],
  ru: [...REFUSED.ru, 'деление на ноль', 'невозможн'],
  pl: [...REFUSED.pl, 'dzielenie przez zero', 'niemożliw'],
};

/** The ten decimals the page promises. */
const TEN_DECIMALS: LocalizedWords = {
  en: ['ten decimal', '10 decimal', 'decimal places', 'precision'],
  ua: ['десять знаків', 'десятьма знаками', '10 знаків', 'точніст'],
  ru: ['десять знаков', 'десятью знаками', '10 знаков', 'точност'],
  pl: ['dziesięć miejsc', 'dziesięcioma miejscami', '10 miejsc', 'precyzj', 'dokładnoś'],
};

/** The quotient's sign. */
const SIGN: LocalizedWords = {
  en: ['sign', 'minus', 'negative quotient', 'negative result'],
  ua: ['знак', 'мінус', 'від’ємн', "від'ємн"],
  ru: ['знак', 'минус', 'отрицательн'],
  pl: ['znak', 'minus', 'ujemn'],
};

/**
 * What a good report of each fault of the division form says, by fault id. Where another drawn fault changes the
 * answer of a model step (decimals dropped beside integer division), the interview's replay puts the build's own
 * answer in the actual result, so the titles name the rule broken, not one answer.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  zeroDividendRefused: {
    feature: {
      en: [
        'zero divided',
        '0 divided',
        'dividend of 0',
        'zero dividend',
        'first number of 0',
        'first number 0',
      ],
      ua: ['ділення нуля', 'нуль поділ', 'нульове ділене', 'ділене 0', 'перше число 0'],
      ru: ['деление нуля', 'ноль делённый', 'нулевое делимое', 'делимое 0', 'первое число 0'],
      pl: ['dzielenie zera', 'zero podzielone', 'zerowa dzielna', 'dzielna 0', 'pierwsza liczba 0'],
    },
    behaviour: REFUSED_AS_BY_ZERO,
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'Zero divided by a number is refused as a division by zero',
        ua: 'Ділення нуля на число відхиляється як ділення на нуль',
        ru: 'Деление нуля на число отклоняется как деление на ноль',
        pl: 'Dzielenie zera przez liczbę jest odrzucane jako dzielenie przez zero',
      },
      steps: [{ first: '0', second: '5', third: '' }],
      expected: shown('0'),
      actual: MESSAGES.divisionByZero,
      severity: 'major',
      priority: 'high',
    },
  },
  zeroDivisorAsEmpty: {
    feature: {
      en: [
        'second number of 0',
        'second number 0',
        'divisor of 0',
        'zero divisor',
        'divided by 0',
        'divided by zero',
      ],
      ua: ['друге число 0', 'дільник 0', 'нульовий дільник', 'ділення на 0'],
      ru: ['второе число 0', 'делитель 0', 'нулевой делитель', 'деление на 0'],
      pl: ['druga liczba 0', 'dzielnik 0', 'zerowy dzielnik', 'dzielenie przez 0'],
    },
    behaviour: {
      en: ['empty', 'blank', 'enter both', 'wrong message', 'wrong error'],
      ua: ['порожн', 'обидва числа', 'неправильне повідомлення', 'хибне повідомлення'],
      ru: ['пуст', 'оба числа', 'неправильное сообщение', 'неверное сообщение'],
      pl: ['pust', 'obie liczby', 'zły komunikat', 'błędny komunikat'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A Second Number of 0 is treated as an empty field instead of a division by zero',
        ua: 'Друге число 0 сприймається як порожнє поле замість ділення на нуль',
        ru: 'Второе число 0 воспринимается как пустое поле вместо деления на ноль',
        pl: 'Druga liczba 0 jest traktowana jak puste pole zamiast dzielenia przez zero',
      },
      steps: [{ first: '5', second: '0', third: '' }],
      expected: MESSAGES.divisionByZero,
      actual: MESSAGES.enterBothNumbers,
      severity: 'minor',
      priority: 'medium',
    },
  },
  fewerPlaces: {
    feature: TEN_DECIMALS,
    behaviour: {
      en: ['rounded', 'nine decimals', '9 decimals', 'digit lost', 'last digit'],
      ua: ['округлю', 'дев’ят', "дев'ят", 'втрача'],
      ru: ['округля', 'девят', 'теря'],
      pl: ['zaokrągl', 'dziewięciu', 'dziewięć', 'tracon'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A quotient with exactly ten decimals is rounded to nine',
        ua: 'Частка рівно з десятьма знаками після коми округлюється до дев’яти',
        ru: 'Частное ровно с десятью знаками после запятой округляется до девяти',
        pl: 'Iloraz z dokładnie dziesięcioma miejscami po przecinku jest zaokrąglany do dziewięciu',
      },
      steps: [{ first: '1', second: '1024', third: '' }],
      expected: shown('0.0009765625'),
      actual: shown('0.000976563'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  morePlaces: {
    feature: TEN_DECIMALS,
    behaviour: {
      en: ['eleven', '11 decimals', 'more decimals', 'not rounded', 'too many'],
      ua: ['одинадцят', '11 знаків', 'не округл', 'зайв'],
      ru: ['одиннадцат', '11 знаков', 'не округл', 'лишн'],
      pl: ['jedenast', '11 miejsc', 'nie jest zaokrągl', 'za dużo'],
    },
    severities: ['minor', 'trivial'],
    model: {
      title: {
        en: 'A quotient with more than ten decimals is shown with eleven instead of rounded to ten',
        ua: 'Частку з понад десятьма знаками після коми показано з одинадцятьма замість округлення до десяти',
        ru: 'Частное с более чем десятью знаками после запятой показано с одиннадцатью вместо округления до десяти',
        pl: 'Iloraz z ponad dziesięcioma miejscami po przecinku jest pokazany z jedenastoma zamiast zaokrąglenia do dziesięciu',
      },
      steps: [{ first: '1', second: '2048', third: '' }],
      expected: shown('0.0004882813'),
      actual: shown('0.00048828125'),
      severity: 'minor',
      priority: 'low',
    },
  },
  integerDivision: {
    feature: {
      en: ['whole numbers', 'integers', 'integer division', 'remainder'],
      ua: ['цілих чисел', 'цілі числа', 'остач'],
      ru: ['целых чисел', 'целые числа', 'остат'],
      pl: ['liczb całkowitych', 'liczby całkowite', 'reszt'],
    },
    behaviour: {
      en: ['drop', 'lost', 'cut', 'truncat', 'ignored', 'rounded down'],
      ua: ['відкида', 'обріза', 'втрача', 'до цілого'],
      ru: ['отбрасыва', 'обреза', 'теря', 'до целого'],
      pl: ['pomija', 'obcina', 'gubi', 'tracon', 'do liczby całkowitej'],
    },
    severities: ['critical', 'major'],
    model: {
      title: {
        en: 'Dividing two whole numbers drops the remainder: the quotient is cut to a whole number',
        ua: 'Ділення двох цілих чисел відкидає остачу: частка обрізається до цілого',
        ru: 'Деление двух целых чисел отбрасывает остаток: частное обрезается до целого',
        pl: 'Dzielenie dwóch liczb całkowitych pomija resztę: iloraz jest obcinany do liczby całkowitej',
      },
      steps: [{ first: '7', second: '2', third: '' }],
      expected: shown('3.5'),
      actual: shown('3'),
      severity: 'critical',
      priority: 'high',
    },
  },
  signLost: {
    feature: SIGN,
    behaviour: {
      en: ['lost', 'dropped', 'positive', 'missing', 'ignored'],
      ua: ['губит', 'втрача', 'зника', 'додатн', 'ігнору'],
      ru: ['теря', 'пропада', 'положительн', 'игнориру'],
      pl: ['traci', 'gubi', 'tracon', 'dodatni', 'ignorowan'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'The minus sign of a negative quotient is lost: it is shown positive',
        ua: 'Від’ємна частка втрачає знак мінус: її показано додатною',
        ru: 'Отрицательное частное теряет знак минус: оно показано положительным',
        pl: 'Ujemny iloraz traci znak minus: jest pokazywany jako dodatni',
      },
      steps: [{ first: '-12', second: '4', third: '' }],
      expected: shown('-3'),
      actual: shown('3'),
      severity: 'major',
      priority: 'high',
    },
  },
  negativeIfAnyNegative: {
    feature: {
      en: ['two negative', 'both negative', 'two minus'],
      ua: ['двох від’ємних', "двох від'ємних", 'обидва від’ємн', "обидва від'ємн", 'два від’ємн'],
      ru: ['двух отрицательных', 'оба отрицательн', 'два отрицательн'],
      pl: ['dwóch liczb ujemnych', 'dwie liczby ujemne', 'obie ujemne', 'obie liczby ujemne'],
    },
    behaviour: {
      en: ['negative quotient', 'negative result', 'wrong sign', 'stays negative', 'minus'],
      ua: ['від’ємну частку', "від'ємну частку", 'від’ємний результат', 'неправильний знак', 'хибний знак'],
      ru: ['отрицательное частное', 'отрицательный результат', 'неправильный знак', 'неверный знак'],
      pl: ['ujemny iloraz', 'ujemny wynik', 'zły znak', 'błędny znak'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Dividing two negative numbers gives a negative quotient instead of a positive one',
        ua: 'Ділення двох від’ємних чисел дає від’ємну частку замість додатної',
        ru: 'Деление двух отрицательных чисел даёт отрицательное частное вместо положительного',
        pl: 'Dzielenie dwóch liczb ujemnych daje ujemny iloraz zamiast dodatniego',
      },
      steps: [{ first: '-12', second: '-4', third: '' }],
      expected: shown('3'),
      actual: shown('-3'),
      severity: 'major',
      priority: 'high',
    },
  },
  decimalsDropped: {
    feature: {
      en: ['decimal number', 'decimal part', 'fractional part', 'numbers with decimals'],
      ua: ['дробові числа', 'дробових чисел', 'дробову частину', 'дробова частина'],
      ru: ['дробные числа', 'дробных чисел', 'дробную часть', 'дробная часть'],
      pl: ['liczby dziesiętne', 'liczb dziesiętnych', 'część ułamkow', 'ułamkową część'],
    },
    behaviour: {
      en: ['lose', 'lost', 'dropped', 'ignored', 'cut', 'truncat'],
      ua: ['втрача', 'відкида', 'ігнору', 'обріза'],
      ru: ['теря', 'отбрасыва', 'игнориру', 'обреза'],
      pl: ['traci', 'tracą', 'pomija', 'ignorowan', 'obcina'],
    },
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Decimal numbers lose their decimal part before the division',
        ua: 'Дробові числа втрачають дробову частину перед діленням',
        ru: 'Дробные числа теряют дробную часть перед делением',
        pl: 'Liczby dziesiętne tracą część ułamkową przed dzieleniem',
      },
      steps: [{ first: '7.5', second: '2', third: '' }],
      expected: shown('3.75'),
      actual: shown('3.5'),
      severity: 'major',
      priority: 'high',
    },
  },
  commaRefused: {
    feature: {
      en: ['comma'],
      ua: ['кома', 'комою'],
      ru: ['запятая', 'запятую', 'десятичной запятой'],
      pl: ['przecinkiem', 'przecinek'],
    },
    behaviour: REFUSED,
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A number with a decimal comma, such as 2,5, is refused as not valid',
        ua: 'Число з десятковою комою, наприклад 2,5, відхиляється як некоректне',
        ru: 'Число с десятичной запятой, например 2,5, отклоняется как некорректное',
        pl: 'Liczba z przecinkiem dziesiętnym, np. 2,5, jest odrzucana jako niepoprawna',
      },
      steps: [{ first: '2,5', second: '3', third: '' }],
      expected: shown('0.8333333333'),
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
      en: ['as 0', 'as zero', 'divided', 'no error', 'instead of asking'],
      ua: ['як 0', 'як нуль', 'ділиться', 'немає помилки', 'замість прохання'],
      ru: ['как 0', 'как ноль', 'делится', 'нет ошибки', 'вместо просьбы'],
      pl: ['jak 0', 'jako 0', 'jak zero', 'jako zero', 'dzielon', 'brak błędu', 'zamiast prośby'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'An empty field is read as 0 instead of asking for both numbers',
        ua: 'Порожнє поле сприймається як 0 замість прохання ввести обидва числа',
        ru: 'Пустое поле воспринимается как 0 вместо просьбы ввести оба числа',
        pl: 'Puste pole jest traktowane jak 0 zamiast prośby o obie liczby',
      },
      steps: [{ first: '', second: '5', third: '' }],
      expected: MESSAGES.enterBothNumbers,
      actual: shown('0'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  zeroTextOnly: {
    feature: {
      en: ['0.0', '0,0', 'zero written', 'written as', 'decimal zero'],
      ua: ['0.0', '0,0', 'записаний як', 'записаний інакше', 'дробовий нуль'],
      ru: ['0.0', '0,0', 'записанный как', 'записанный иначе', 'дробный ноль'],
      pl: ['0.0', '0,0', 'zapisany jako', 'zapisane jako', 'zero dziesiętne'],
    },
    behaviour: {
      en: ['infinity', 'not caught', 'not handled', 'not recognised', 'not recognized', 'no error'],
      ua: ['infinity', 'нескінченн', 'не розпізна', 'не перехоплю', 'не обробля', 'немає помилки'],
      ru: ['infinity', 'бесконечн', 'не распозна', 'не перехватыва', 'не обрабатыва', 'нет ошибки'],
      pl: ['infinity', 'nieskończon', 'nie jest rozpoznawan', 'nie jest obsługiwan', 'brak błędu'],
    },
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A divisor written as 0.0 is not caught as division by zero: the form shows Infinity',
        ua: 'Дільник, записаний як 0.0, не розпізнається як ділення на нуль: форма показує Infinity',
        ru: 'Делитель, записанный как 0.0, не распознаётся как деление на ноль: форма показывает Infinity',
        pl: 'Dzielnik zapisany jako 0.0 nie jest rozpoznawany jako dzielenie przez zero: formularz pokazuje Infinity',
      },
      steps: [{ first: '5', second: '0.0', third: '' }],
      expected: MESSAGES.divisionByZero,
      actual: shown('Infinity'),
      severity: 'major',
      priority: 'high',
    },
  },
  leadingNumberRead: {
    feature: {
      en: ['not a number', 'non-numeric', 'text', 'slash'],
      ua: ['не є числом', 'не число', 'нечислов', 'текст'],
      ru: ['не является числом', 'не число', 'нечислов', 'текст'],
      pl: ['nie jest liczbą', 'nieliczbow', 'tekst'],
    },
    behaviour: {
      en: ['read as', 'accepted', 'divided', 'not refused', 'no error', 'parsed'],
      ua: ['зчиту', 'прийма', 'ділиться', 'не відхиля', 'немає помилки'],
      ru: ['читается', 'считыва', 'принима', 'делится', 'не отклоня', 'нет ошибки'],
      pl: ['odczytywan', 'akceptowan', 'dzielon', 'nie jest odrzucan', 'brak błędu'],
    },
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'Text that is not a number, such as 1/2, is read as the number it starts with and divided',
        ua: 'Значення, що не є числом, як-от 1/2, зчитується як число, з якого починається, і ділиться',
        ru: 'Значение, которое не является числом, например 1/2, читается как число, с которого начинается, и делится',
        pl: 'Wartość, która nie jest liczbą, np. 1/2, jest odczytywana jako liczba, od której się zaczyna, i dzielona',
      },
      steps: [{ first: '5', second: '1/2', third: '' }],
      expected: MESSAGES.enterValidNumbers,
      actual: shown('5'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  longNumbersRefused: {
    feature: {
      en: ['16 digits', 'sixteen digits', 'long number', 'large number', 'big number', 'huge number'],
      ua: ['16 цифр', 'шістнадцят', 'довге число', 'довгі числа', 'велике число', 'великі числа'],
      ru: ['16 цифр', 'шестнадцат', 'длинное число', 'длинные числа', 'большое число', 'большие числа'],
      pl: ['16 cyfr', 'szesnast', 'długa liczba', 'długie liczby', 'duża liczba', 'duże liczby'],
    },
    behaviour: REFUSED,
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A number of 16 digits or more is refused as not a valid number',
        ua: 'Число довжиною 16 цифр і більше відхиляється як некоректне',
        ru: 'Число длиной 16 цифр и более отклоняется как некорректное',
        pl: 'Liczba mająca 16 cyfr lub więcej jest odrzucana jako niepoprawna',
      },
      steps: [{ first: '1000000000000000', second: '8', third: '' }],
      expected: shown('125000000000000'),
      actual: MESSAGES.enterValidNumbers,
      severity: 'minor',
      priority: 'medium',
    },
  },
  negativeDivisorRefused: {
    feature: {
      en: ['dividing by a negative', 'negative second', 'negative divisor', 'divided by a negative'],
      ua: ['на від’ємне', "на від'ємне", 'від’ємне друге', "від'ємне друге", 'від’ємний дільник'],
      ru: ['на отрицательное', 'отрицательное второе', 'отрицательный делитель'],
      pl: ['przez ujemn', 'ujemną drugą', 'ujemna druga', 'ujemny dzielnik'],
    },
    behaviour: REFUSED_AS_BY_ZERO,
    severities: ['major', 'critical'],
    model: {
      title: {
        en: 'Dividing by a negative Second Number is refused as a division by zero',
        ua: 'Ділення на від’ємне друге число відхиляється як ділення на нуль',
        ru: 'Деление на отрицательное второе число отклоняется как деление на ноль',
        pl: 'Dzielenie przez ujemną drugą liczbę jest odrzucane jako dzielenie przez zero',
      },
      steps: [{ first: '12', second: '-5', third: '' }],
      expected: shown('-2.4'),
      actual: MESSAGES.divisionByZero,
      severity: 'major',
      priority: 'high',
    },
  },
};

/** The division form as an interview hands it over: its requirements, its form, a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Division form',
      ua: 'Форма ділення',
      ru: 'Форма деления',
      pl: 'Formularz dzielenia',
    },
    summary: {
      en: 'The form divides the First Number by the Second Number and shows the quotient. It validates both fields first; the first rule an input breaks decides the message, and an input that breaks none gets the quotient.',
      ua: 'Форма ділить перше число на друге й показує частку. Спершу вона перевіряє обидва поля; повідомлення визначає перше правило, яке порушує введення, а на коректне введення форма показує частку.',
      ru: 'Форма делит первое число на второе и показывает частное. Сначала она проверяет оба поля; сообщение определяет первое правило, которое нарушает ввод, а на корректный ввод форма показывает частное.',
      pl: 'Formularz dzieli pierwszą liczbę przez drugą i pokazuje iloraz. Najpierw waliduje oba pola; komunikat wyznacza pierwsza reguła, którą dane naruszają, a dla poprawnych danych formularz pokazuje iloraz.',
    },
    rules: [
      {
        en: `Both fields are required. If either is empty or holds only spaces: “${MESSAGES.enterBothNumbers.en}”`,
        ua: `Обидва поля обов’язкові. Якщо будь-яке з них порожнє або містить лише пробіли: «${MESSAGES.enterBothNumbers.ua}»`,
        ru: `Оба поля обязательны. Если любое из них пустое или содержит только пробелы: «${MESSAGES.enterBothNumbers.ru}»`,
        pl: `Oba pola są wymagane. Jeśli którekolwiek jest puste lub zawiera same spacje: „${MESSAGES.enterBothNumbers.pl}”`,
      },
      {
        en: `Each field holds a plain number of any length: whole or decimal, with a decimal point or comma (2.5 and 2,5 both count), a minus sign allowed. Anything else (letters, 1/2, 1e3): “${MESSAGES.enterValidNumbers.en}”`,
        ua: `Кожне поле містить звичайне число будь-якої довжини: ціле або дробове, з десятковою крапкою чи комою (підходять і 2.5, і 2,5), можна зі знаком мінус. Будь-що інше (літери, 1/2, 1e3): «${MESSAGES.enterValidNumbers.ua}»`,
        ru: `Каждое поле содержит обычное число любой длины: целое или дробное, с десятичной точкой или запятой (подходят и 2.5, и 2,5), можно со знаком минус. Всё остальное (буквы, 1/2, 1e3): «${MESSAGES.enterValidNumbers.ru}»`,
        pl: `Każde pole zawiera zwykłą liczbę dowolnej długości: całkowitą lub ułamkową, z kropką lub przecinkiem dziesiętnym (liczą się i 2.5, i 2,5), dozwolony znak minus. Cokolwiek innego (litery, 1/2, 1e3): „${MESSAGES.enterValidNumbers.pl}”`,
      },
      {
        en: `A Second Number equal to zero, however it is written (0, 0.0, -0): “${MESSAGES.divisionByZero.en}” A First Number of zero is fine: 0 divided by 5 is 0.`,
        ua: `Друге число, що дорівнює нулю, хоч би як його записано (0, 0.0, -0): «${MESSAGES.divisionByZero.ua}» Перше число може бути нулем: 0, поділене на 5, — це 0.`,
        ru: `Второе число, равное нулю, как бы его ни записали (0, 0.0, -0): «${MESSAGES.divisionByZero.ru}» Первое число может быть нулём: 0, делённый на 5, — это 0.`,
        pl: `Druga liczba równa zeru, niezależnie od zapisu (0, 0.0, -0): „${MESSAGES.divisionByZero.pl}” Pierwsza liczba może być zerem: 0 podzielone przez 5 to 0.`,
      },
      {
        en: 'The quotient’s sign follows arithmetic: one negative number gives a negative quotient, two give a positive one.',
        ua: 'Знак частки — за правилами арифметики: одне від’ємне число дає від’ємну частку, два — додатну.',
        ru: 'Знак частного — по правилам арифметики: одно отрицательное число даёт отрицательное частное, два — положительное.',
        pl: 'Znak ilorazu jest zgodny z arytmetyką: jedna liczba ujemna daje ujemny iloraz, dwie — dodatni.',
      },
      {
        en: 'The quotient is shown with up to ten decimals, without trailing zeros: one that needs more is rounded half up to ten (10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667); one that needs ten or fewer is shown in full (7 / 2 = 3.5, 1 / 1024 = 0.0009765625).',
        ua: 'Частку показано з точністю до десяти знаків після коми, без зайвих нулів у кінці: якщо знаків потрібно більше, її округлюють до десяти за математичними правилами (10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667); якщо десять або менше — показують повністю (7 / 2 = 3.5, 1 / 1024 = 0.0009765625).',
        ru: 'Частное показано с точностью до десяти знаков после запятой, без лишних нулей в конце: если знаков нужно больше, его округляют до десяти по математическим правилам (10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667); если десять или меньше — показывают полностью (7 / 2 = 3.5, 1 / 1024 = 0.0009765625).',
        pl: 'Iloraz jest pokazywany z dokładnością do dziesięciu miejsc po przecinku, bez zer na końcu: jeśli potrzeba więcej miejsc, zaokrągla się go do dziesięciu według zasad matematycznych (10 / 3 = 3.3333333333, 2 / 3 = 0.6666666667); jeśli dziesięć lub mniej — pokazuje się go w całości (7 / 2 = 3.5, 1 / 1024 = 0.0009765625).',
      },
    ],
  },
  labels: {
    first: { en: 'First Number', ua: 'Перше число', ru: 'Первое число', pl: 'Pierwsza liczba' },
    second: { en: 'Second Number', ua: 'Друге число', ru: 'Второе число', pl: 'Druga liczba' },
  },
  messages: {
    divisionByZero: MESSAGES.divisionByZero,
    enterBothNumbers: MESSAGES.enterBothNumbers,
    enterValidNumbers: MESSAGES.enterValidNumbers,
  },
  specs: FAULT_SPECS,
};
