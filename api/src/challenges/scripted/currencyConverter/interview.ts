// Over 300 lines because each of its fourteen faults needs a report spec whose words are in four languages.
import type { LocalizedWords } from '../../../bug-reports/words';
import type { BugReportSpec, ModelReport } from '../../../bug-reports/bug-report';
import type { Localized } from '../../../i18n/localized';
import type { InterviewSpec } from '../../../interview/families';
import { CURRENCY_MESSAGES } from './rules';

/** A result line: the page shows it alike in every language. */
const line = (text: string): Localized => ({ en: text, ua: text, ru: text, pl: text });

/** A one-step model report: one submission of the form shows each of these faults. */
const model = (
  title: Localized,
  [first, second, third]: readonly [string, string, string],
  expected: Localized,
  actual: Localized,
  severity: ModelReport['severity'],
  priority: ModelReport['priority'],
): ModelReport => ({
  title,
  steps: [{ first, second, third }],
  expected,
  actual,
  severity,
  priority,
});

/** Words a title uses for an input the form should refuse but converts. */
const CONVERTED: LocalizedWords = {
  en: ['convert', 'accept', 'not refused', 'not rejected', 'no error'],
  ua: ['конверт', 'перерах', 'прийма', 'не відхил', 'немає помилки'],
  ru: ['конверт', 'пересч', 'принима', 'не отклон', 'нет ошибки'],
  pl: ['przelicz', 'akceptow', 'przyjmow', 'nie odrzuc', 'brak błędu'],
};

/** Words a title uses for a valid amount refused. */
const REFUSED: LocalizedWords = {
  en: ['refus', 'reject', 'invalid', 'not accepted', 'valid amount'],
  ua: ['відхиля', 'некорект', 'не прийма', 'коректну суму'],
  ru: ['отклоня', 'некоррект', 'не принима', 'корректную сумму'],
  pl: ['odrzuc', 'niepoprawn', 'nie jest akceptow', 'poprawną kwotę'],
};

/** Words a title uses for a wrong message where another one is due. */
const WRONG_MESSAGE: LocalizedWords = {
  en: ['wrong message', 'wrong error', 'incorrect message'],
  ua: ['неправильне повідомлення', 'хибне повідомлення'],
  ru: ['неправильное сообщение', 'неверное сообщение'],
  pl: ['zły komunikat', 'błędny komunikat'],
};

const ZERO: LocalizedWords = {
  en: ['zero', '0'],
  ua: ['нуль', 'нульов', '0'],
  ru: ['ноль', 'нул', '0'],
  pl: ['zero', 'zer', '0'],
};

const join = (...lists: LocalizedWords[]): LocalizedWords => ({
  en: lists.flatMap((list) => list.en),
  ua: lists.flatMap((list) => list.ua),
  ru: lists.flatMap((list) => list.ru),
  pl: lists.flatMap((list) => list.pl),
});

/**
 * What a good report of each fault of the converter says, by fault id. Each model step is answered wrong by its
 * own fault alone among the faults a draw may put beside it, so the titles name the rule broken; the replay puts
 * the drawn build's own answer in the actual result.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  inverseMultiplies: {
    feature: {
      en: ['inverse', 'opposite', 'reverse', 'backward', 'eur to gbp'],
      ua: ['зворотн', 'обернен', 'протилежн', 'з eur в gbp'],
      ru: ['обратн', 'противоположн', 'из eur в gbp'],
      pl: ['odwrotn', 'przeciwn', 'z eur na gbp'],
    },
    behaviour: {
      en: ['multipl', 'instead of divid', 'not divided', 'wrong amount', 'incorrect amount'],
      ua: ['множ', 'замість ділен', 'не діл'],
      ru: ['умнож', 'вместо делен', 'не дел'],
      pl: ['mnoż', 'zamiast dziel', 'nie dziel'],
    },
    severities: ['critical', 'major'],
    model: model(
      {
        en: 'Inverse conversion EUR to GBP multiplies by the rate 1.2 instead of dividing by it',
        ua: 'Зворотна конвертація з EUR в GBP множить на курс 1,2 замість ділення на нього',
        ru: 'Обратная конвертация из EUR в GBP умножает на курс 1,2 вместо деления на него',
        pl: 'Odwrotne przeliczenie z EUR na GBP mnoży przez kurs 1,2 zamiast przez niego dzielić',
      },
      ['100', 'EUR', 'GBP'],
      line('100 EUR = 83.33 GBP'),
      line('100 EUR = 120.00 GBP'),
      'critical',
      'high',
    ),
  },
  usdToEurMissing: {
    feature: {
      en: ['usd to eur', 'usd eur'],
      ua: ['з usd в eur', 'usd в eur'],
      ru: ['из usd в eur', 'usd в eur'],
      pl: ['z usd na eur', 'usd na eur'],
    },
    behaviour: {
      en: ['not convert', 'different currenc', 'same currenc', 'no rate', 'missing rate'],
      ua: ['не конверт', 'не перерах', 'різні валют', 'немає курсу'],
      ru: ['не конверт', 'не пересч', 'разные валют', 'нет курса'],
      pl: ['nie jest przelicz', 'nie przelicz', 'różnych walut', 'różne walut', 'brak kursu'],
    },
    severities: ['critical', 'major'],
    model: model(
      {
        en: 'USD to EUR is not converted: the form asks to choose two different currencies',
        ua: 'Сума з USD в EUR не конвертується: форма просить обрати дві різні валюти',
        ru: 'Сумма из USD в EUR не конвертируется: форма просит выбрать две разные валюты',
        pl: 'Kwota z USD na EUR nie jest przeliczana: formularz prosi o wybranie dwóch różnych walut',
      },
      ['110', 'USD', 'EUR'],
      line('110 USD = 100.00 EUR'),
      CURRENCY_MESSAGES.sameCurrency,
      'critical',
      'high',
    ),
  },
  gbpUsdThroughEur: {
    feature: {
      en: ['gbp to usd', 'usd to gbp', 'gbp usd'],
      ua: ['з gbp в usd', 'gbp в usd', 'з usd в gbp'],
      ru: ['из gbp в usd', 'gbp в usd', 'из usd в gbp'],
      pl: ['z gbp na usd', 'gbp na usd', 'z usd na gbp'],
    },
    behaviour: {
      en: ['1.32', 'wrong rate', 'incorrect rate', 'through eur', 'via eur', 'cross rate'],
      ua: ['1,32', 'через eur', 'неправильн', 'невірн', 'хибн'],
      ru: ['1,32', 'через eur', 'неправильн', 'неверн', 'ошибочн'],
      pl: ['1,32', 'przez eur', 'błędn', 'zły kurs', 'złym kursem', 'niepoprawn'],
    },
    severities: ['critical', 'major'],
    model: model(
      {
        en: 'GBP to USD is converted at the wrong rate 1.32 instead of the stated 1.3',
        ua: 'З GBP в USD сума перераховується за курсом 1,32 замість указаного 1,3',
        ru: 'Из GBP в USD сумма пересчитывается по курсу 1,32 вместо указанного 1,3',
        pl: 'Z GBP na USD kwota jest przeliczana po kursie 1,32 zamiast podanego 1,3',
      },
      ['100', 'GBP', 'USD'],
      line('100 GBP = 130.00 USD'),
      line('100 GBP = 132.00 USD'),
      'major',
      'high',
    ),
  },
  zeroAccepted: {
    feature: ZERO,
    behaviour: CONVERTED,
    severities: ['major', 'minor'],
    model: model(
      {
        en: 'An amount of 0 is converted instead of being refused as not greater than zero',
        ua: 'Сума 0 конвертується замість помилки, що сума має бути більшою за нуль',
        ru: 'Сумма 0 конвертируется вместо ошибки, что сумма должна быть больше нуля',
        pl: 'Kwota 0 jest przeliczana zamiast błędu, że kwota musi być większa od zera',
      },
      ['0', 'GBP', 'EUR'],
      CURRENCY_MESSAGES.amountNotPositive,
      line('0 GBP = 0.00 EUR'),
      'minor',
      'medium',
    ),
  },
  negativeConverted: {
    feature: {
      en: ['negative', 'minus', 'below zero', 'less than zero'],
      ua: ['від’ємн', "від'ємн", 'мінус'],
      ru: ['отрицательн', 'минус'],
      pl: ['ujemn', 'minus'],
    },
    behaviour: CONVERTED,
    severities: ['major', 'minor'],
    model: model(
      {
        en: 'A negative amount is converted instead of being refused',
        ua: 'Від’ємна сума конвертується замість помилки',
        ru: 'Отрицательная сумма конвертируется вместо ошибки',
        pl: 'Ujemna kwota jest przeliczana zamiast błędu',
      },
      ['-100', 'GBP', 'EUR'],
      CURRENCY_MESSAGES.amountNotPositive,
      line('-100 GBP = -120.00 EUR'),
      'major',
      'high',
    ),
  },
  centsCut: {
    feature: {
      en: ['round', 'cent', 'two decimal', 'decimal place', 'second decimal'],
      ua: ['округл', 'цент', 'два знаки', 'двох знаків', 'знаків після коми'],
      ru: ['округл', 'цент', 'два знака', 'двух знаков', 'знаков после запятой'],
      pl: ['zaokrągl', 'cent', 'dwóch miejsc', 'dwa miejsca', 'miejsc po przecinku'],
    },
    behaviour: {
      en: ['truncat', 'cut', 'round down', 'rounded down', 'drop', 'floor', 'not rounded'],
      ua: ['обріза', 'відкида', 'у менший бік', 'вниз', 'не округл', 'замість округл'],
      ru: ['обреза', 'отбрасыва', 'в меньшую сторону', 'вниз', 'не округл', 'вместо округл'],
      pl: ['obcina', 'ucina', 'w dół', 'nie zaokrągl', 'zamiast zaokrągl'],
    },
    severities: ['major', 'minor'],
    model: model(
      {
        en: 'The converted amount is cut off after two decimals instead of rounded to the cent',
        ua: 'Отримана сума обрізається до двох знаків після коми замість округлення до цента',
        ru: 'Полученная сумма обрезается до двух знаков после запятой вместо округления до цента',
        pl: 'Przeliczona kwota jest obcinana do dwóch miejsc po przecinku zamiast zaokrąglana do centa',
      },
      ['50', 'EUR', 'GBP'],
      line('50 EUR = 41.67 GBP'),
      line('50 EUR = 41.66 GBP'),
      'minor',
      'medium',
    ),
  },
  sameCurrencyConverted: {
    feature: {
      en: ['same currenc', 'both dropdown', 'identical', 'eur to eur'],
      ua: ['однаков', 'та сама валют', 'ту саму валют', 'обох списк'],
      ru: ['одинаков', 'та же валют', 'ту же валют', 'обоих списк'],
      pl: ['ta sama walut', 'tę samą walut', 'tej samej walut', 'obu list', 'identyczn'],
    },
    behaviour: CONVERTED,
    severities: ['major', 'minor'],
    model: model(
      {
        en: 'The same currency in both dropdowns is converted instead of asking for two different currencies',
        ua: 'Однакова валюта в обох списках конвертується замість прохання обрати дві різні валюти',
        ru: 'Одинаковая валюта в обоих списках конвертируется вместо просьбы выбрать две разные валюты',
        pl: 'Ta sama waluta na obu listach jest przeliczana zamiast prośby o dwie różne waluty',
      },
      ['100', 'EUR', 'EUR'],
      CURRENCY_MESSAGES.sameCurrency,
      line('100 EUR = 100.00 EUR'),
      'minor',
      'medium',
    ),
  },
  wholeAmountsOnly: {
    feature: {
      en: ['decimal', 'fraction', 'non-integer', 'not whole', '12.5'],
      ua: ['дробов', 'десятков', 'неціл', '12.5'],
      ru: ['дробн', 'десятичн', 'нецел', '12.5'],
      pl: ['ułamkow', 'dziesiętn', 'niecałkowit', '12.5'],
    },
    behaviour: REFUSED,
    severities: ['critical', 'major'],
    model: model(
      {
        en: 'A decimal amount such as 12.5 is refused as invalid',
        ua: 'Дробова сума, наприклад 12.5, відхиляється як некоректна',
        ru: 'Дробная сумма, например 12.5, отклоняется как некорректная',
        pl: 'Kwota ułamkowa, np. 12.5, jest odrzucana jako niepoprawna',
      },
      ['12.5', 'GBP', 'EUR'],
      line('12.5 GBP = 15.00 EUR'),
      CURRENCY_MESSAGES.invalidAmount,
      'major',
      'high',
    ),
  },
  blankAsInvalid: {
    feature: {
      en: ['spaces', 'space', 'blank', 'whitespace'],
      ua: ['пробіл'],
      ru: ['пробел'],
      pl: ['spacj'],
    },
    behaviour: join(WRONG_MESSAGE, {
      en: ['invalid', 'valid amount', 'instead of empty'],
      ua: ['некорект', 'коректну суму', 'а не порожн', 'замість порожн'],
      ru: ['некоррект', 'корректную сумму', 'а не пуст', 'вместо пуст'],
      pl: ['niepoprawn', 'poprawną kwotę', 'a nie za pust', 'zamiast pust'],
    }),
    severities: ['minor', 'trivial'],
    model: model(
      {
        en: 'An amount of only spaces is reported as invalid instead of empty',
        ua: 'Сума з одних пробілів вважається некоректною, а не порожньою',
        ru: 'Сумма из одних пробелов считается некорректной, а не пустой',
        pl: 'Kwota z samych spacji jest uznawana za niepoprawną, a nie za pustą',
      },
      ['   ', 'GBP', 'EUR'],
      CURRENCY_MESSAGES.enterAmount,
      CURRENCY_MESSAGES.invalidAmount,
      'minor',
      'low',
    ),
  },
  floatArithmetic: {
    feature: {
      en: ['large', 'huge', 'big', 'long', 'digits'],
      ua: ['дуже велик', 'величезн', 'довг', 'цифр'],
      ru: ['очень больш', 'огромн', 'крупн', 'длинн', 'цифр'],
      pl: ['bardzo duż', 'ogromn', 'dług', 'cyfr'],
    },
    behaviour: {
      en: ['precision', 'lose', 'lost', 'inaccura', 'imprecise', 'float'],
      ua: ['точніст', 'втрача', 'неточн'],
      ru: ['точност', 'теря', 'неточн'],
      pl: ['precyzj', 'dokładnoś', 'traci', 'niedokładn'],
    },
    severities: ['major', 'minor'],
    model: model(
      {
        en: 'A very large amount loses precision: the last digits of the converted amount are wrong',
        ua: 'Дуже велика сума втрачає точність: останні цифри отриманої суми неправильні',
        ru: 'Очень большая сумма теряет точность: последние цифры полученной суммы неверны',
        pl: 'Bardzo duża kwota traci precyzję: ostatnie cyfry przeliczonej kwoty są błędne',
      },
      ['10000000000000000001', 'GBP', 'EUR'],
      line('10000000000000000001 GBP = 12000000000000000001.20 EUR'),
      line('10000000000000000001 GBP = 12000000000000000000.00 EUR'),
      'minor',
      'low',
    ),
  },
  commaRefused: {
    feature: {
      en: ['comma', '12,5'],
      ua: ['кома', 'комою', '12,5'],
      ru: ['запят', '12,5'],
      pl: ['przecink', 'przecinek', '12,5'],
    },
    behaviour: REFUSED,
    severities: ['major', 'minor'],
    model: model(
      {
        en: 'An amount with a decimal comma, such as 12,5, is refused as invalid',
        ua: 'Сума з десятковою комою, наприклад 12,5, відхиляється як некоректна',
        ru: 'Сумма с десятичной запятой, например 12,5, отклоняется как некорректная',
        pl: 'Kwota z przecinkiem dziesiętnym, np. 12,5, jest odrzucana jako niepoprawna',
      },
      ['12,5', 'GBP', 'EUR'],
      line('12.5 GBP = 15.00 EUR'),
      CURRENCY_MESSAGES.invalidAmount,
      'major',
      'medium',
    ),
  },
  currenciesCheckedFirst: {
    feature: {
      en: ['empty amount', 'same currenc', 'both dropdown', 'order of checks', 'checked first'],
      ua: ['порожн', 'однаков', 'обох списк', 'порядок перевір'],
      ru: ['пуст', 'одинаков', 'обоих списк', 'порядок провер'],
      pl: ['pust', 'tą samą walut', 'obu list', 'kolejnoś'],
    },
    behaviour: join(WRONG_MESSAGE, {
      en: ['different currenc', 'before the amount'],
      ua: ['різні валют', 'до суми', 'раніше за суму'],
      ru: ['разные валют', 'разных валют', 'до суммы', 'раньше суммы'],
      pl: ['różnych walut', 'różne walut', 'przed kwotą'],
    }),
    severities: ['minor', 'trivial'],
    model: model(
      {
        en: 'An empty amount with the same currency in both dropdowns asks for two different currencies',
        ua: 'Порожня сума з однаковою валютою в обох списках дає повідомлення про дві різні валюти',
        ru: 'Пустая сумма с одинаковой валютой в обоих списках даёт сообщение про две разные валюты',
        pl: 'Pusta kwota z tą samą walutą na obu listach daje komunikat o dwóch różnych walutach',
      },
      ['', 'EUR', 'EUR'],
      CURRENCY_MESSAGES.enterAmount,
      CURRENCY_MESSAGES.sameCurrency,
      'minor',
      'low',
    ),
  },
  zeroReadAsEmpty: {
    feature: ZERO,
    behaviour: join(WRONG_MESSAGE, {
      en: ['empty', 'enter an amount', 'missing'],
      ua: ['порожн', 'введіть суму', 'ввести суму'],
      ru: ['пуст', 'введите сумму', 'ввести сумму'],
      pl: ['pust', 'wpisz kwotę', 'wpisanie kwoty'],
    }),
    severities: ['minor', 'trivial'],
    model: model(
      {
        en: 'An amount of 0 is treated as empty: the form asks to enter an amount',
        ua: 'Сума 0 сприймається як порожня: форма просить ввести суму',
        ru: 'Сумма 0 воспринимается как пустая: форма просит ввести сумму',
        pl: 'Kwota 0 jest traktowana jak puste pole: formularz prosi o wpisanie kwoty',
      },
      ['0', 'GBP', 'EUR'],
      CURRENCY_MESSAGES.amountNotPositive,
      CURRENCY_MESSAGES.enterAmount,
      'minor',
      'low',
    ),
  },
  tinyAmountRefused: {
    feature: {
      en: ['under one cent', 'less than a cent', 'fraction of a cent', 'tiny', 'small', '0.001'],
      ua: ['менше одного цента', 'менше цента', 'частка цента', 'дуже мал', '0.001'],
      ru: ['меньше одного цента', 'меньше цента', 'доля цента', 'очень мал', '0.001'],
      pl: ['mniejsza niż jeden cent', 'mniej niż cent', 'ułamek centa', 'bardzo mał', '0.001'],
    },
    behaviour: {
      en: ['refus', 'reject', 'greater than zero', 'not accepted', 'not converted'],
      ua: ['відхиля', 'більша за нуль', 'більшою за нуль', 'не прийма'],
      ru: ['отклоня', 'больше нуля', 'не принима'],
      pl: ['odrzuc', 'większa od zera', 'nie jest akceptow'],
    },
    severities: ['major', 'minor'],
    model: model(
      {
        en: 'An amount under one cent, such as 0.001, is refused as not greater than zero',
        ua: 'Сума менше одного цента, наприклад 0.001, відхиляється як не більша за нуль',
        ru: 'Сумма меньше одного цента, например 0.001, отклоняется как не больше нуля',
        pl: 'Kwota mniejsza niż jeden cent, np. 0.001, jest odrzucana jako nie większa od zera',
      },
      ['0.001', 'GBP', 'EUR'],
      line('0.001 GBP = 0.00 EUR'),
      CURRENCY_MESSAGES.amountNotPositive,
      'minor',
      'low',
    ),
  },
};

const M = CURRENCY_MESSAGES;

/** The Currency Converter as an interview hands it over: its requirements, its form, and a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Currency converter form',
      ua: 'Форма конвертера валют',
      ru: 'Форма конвертера валют',
      pl: 'Formularz przelicznika walut',
    },
    summary: {
      en: 'The form converts an amount of money from one currency to another at fixed rates and shows the result line, or a message when the input breaks a rule. It checks the amount first and the currencies after it; the first rule broken decides the message.',
      ua: 'Форма переводить суму грошей з однієї валюти в іншу за фіксованими курсами й показує рядок результату або повідомлення, якщо введення порушує правило. Спершу вона перевіряє суму, потім валюти; повідомлення визначає перше порушене правило.',
      ru: 'Форма переводит сумму денег из одной валюты в другую по фиксированным курсам и показывает строку результата или сообщение, если ввод нарушает правило. Сначала она проверяет сумму, затем валюты; сообщение определяет первое нарушенное правило.',
      pl: 'Formularz przelicza kwotę pieniędzy z jednej waluty na drugą po stałych kursach i pokazuje wiersz wyniku albo komunikat, gdy dane naruszają regułę. Najpierw sprawdza kwotę, potem waluty; komunikat wyznacza pierwsza naruszona reguła.',
    },
    rules: [
      {
        en: `The amount is required. If the field is empty or holds only spaces: “${M.enterAmount.en}”`,
        ua: `Сума обов’язкова. Якщо поле порожнє або містить лише пробіли: «${M.enterAmount.ua}»`,
        ru: `Сумма обязательна. Если поле пустое или содержит только пробелы: «${M.enterAmount.ru}»`,
        pl: `Kwota jest wymagana. Jeśli pole jest puste lub zawiera same spacje: „${M.enterAmount.pl}”`,
      },
      {
        en: `The amount is a whole or decimal number; the decimal separator may be a point or a comma (12.5 and 12,5 both count). Anything else: “${M.invalidAmount.en}”`,
        ua: `Сума — ціле або дробове число; десятковим роздільником може бути крапка або кома (підходять і 12.5, і 12,5). Будь-що інше: «${M.invalidAmount.ua}»`,
        ru: `Сумма — целое или дробное число; десятичным разделителем может быть точка или запятая (подходят и 12.5, и 12,5). Всё остальное: «${M.invalidAmount.ru}»`,
        pl: `Kwota to liczba całkowita lub ułamkowa; separatorem dziesiętnym może być kropka lub przecinek (liczą się i 12.5, i 12,5). Cokolwiek innego: „${M.invalidAmount.pl}”`,
      },
      {
        en: `The amount must be greater than zero; any positive amount, however small, is converted. Otherwise: “${M.amountNotPositive.en}”`,
        ua: `Сума має бути більшою за нуль; будь-яка додатна сума, хоч яка мала, конвертується. Інакше: «${M.amountNotPositive.ua}»`,
        ru: `Сумма должна быть больше нуля; любая положительная сумма, как бы мала она ни была, конвертируется. Иначе: «${M.amountNotPositive.ru}»`,
        pl: `Kwota musi być większa od zera; każda dodatnia kwota, nawet najmniejsza, jest przeliczana. W przeciwnym razie: „${M.amountNotPositive.pl}”`,
      },
      {
        en: `Only a valid amount has its currencies checked: Currency From and Currency To must differ. The same currency in both: “${M.sameCurrency.en}”`,
        ua: `Валюти перевіряються лише для коректної суми: «З валюти» і «У валюту» мають відрізнятися. Однакова валюта в обох: «${M.sameCurrency.ua}»`,
        ru: `Валюты проверяются только для корректной суммы: «Из валюты» и «В валюту» должны различаться. Одинаковая валюта в обоих: «${M.sameCurrency.ru}»`,
        pl: `Waluty są sprawdzane tylko przy poprawnej kwocie: „Z waluty” i „Na walutę” muszą się różnić. Ta sama waluta w obu: „${M.sameCurrency.pl}”`,
      },
      {
        en: 'Rates: 1 GBP = 1.2 EUR, 1 EUR = 1.1 USD, 1 GBP = 1.3 USD. The opposite direction divides by the same rate: 120 EUR = 100.00 GBP.',
        ua: 'Курси: 1 GBP = 1,2 EUR, 1 EUR = 1,1 USD, 1 GBP = 1,3 USD. У зворотному напрямку сума ділиться на той самий курс: 120 EUR = 100.00 GBP.',
        ru: 'Курсы: 1 GBP = 1,2 EUR, 1 EUR = 1,1 USD, 1 GBP = 1,3 USD. В обратном направлении сумма делится на тот же курс: 120 EUR = 100.00 GBP.',
        pl: 'Kursy: 1 GBP = 1,2 EUR, 1 EUR = 1,1 USD, 1 GBP = 1,3 USD. W przeciwnym kierunku kwota jest dzielona przez ten sam kurs: 120 EUR = 100.00 GBP.',
      },
      {
        en: 'The result line reads “amount FROM = result TO”, such as “100 GBP = 120.00 EUR”: the amount as a number with a point (12,5 is shown as 12.5), the result exact whatever the size of the amount and rounded half up to two decimal places.',
        ua: 'Рядок результату має вигляд «сума З = результат У», наприклад «100 GBP = 120.00 EUR»: сума записана числом із крапкою (12,5 показується як 12.5), результат точний за будь-якого розміру суми й округлений до двох знаків після коми за правилами арифметики (половина — вгору).',
        ru: 'Строка результата имеет вид «сумма ИЗ = результат В», например «100 GBP = 120.00 EUR»: сумма записана числом с точкой (12,5 показывается как 12.5), результат точен при любом размере суммы и округлён до двух знаков после запятой по правилам арифметики (половина — вверх).',
        pl: 'Wiersz wyniku ma postać „kwota Z = wynik NA”, np. „100 GBP = 120.00 EUR”: kwota zapisana jako liczba z kropką (12,5 jest pokazywane jako 12.5), wynik dokładny bez względu na wielkość kwoty i zaokrąglony do dwóch miejsc po przecinku według zasad arytmetyki (połowa w górę).',
      },
    ],
  },
  labels: {
    first: { en: 'Amount', ua: 'Сума', ru: 'Сумма', pl: 'Kwota' },
    second: { en: 'Currency From', ua: 'З валюти', ru: 'Из валюты', pl: 'Z waluty' },
    third: { en: 'Currency To', ua: 'У валюту', ru: 'В валюту', pl: 'Na walutę' },
  },
  messages: CURRENCY_MESSAGES,
  specs: FAULT_SPECS,
};
