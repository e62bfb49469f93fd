import { rules } from './rules';
import type { Localized } from '../../../i18n/localized';
import type { ReportedChallenge } from '../../../bug-reports/bug-report';
import { replayOf } from '../../../bug-reports/replay';

/**
 * The build's answer to a POST as a tester states it: the status and the result. The sum is written out here (not
 * computed) so a spec that names the wrong answer fails its check.
 */
const answered = (result: number): Localized => ({
  en: `200 OK, the result is ${result}`,
  ua: `200 OK, результат: ${result}`,
  ru: `200 OK, результат: ${result}`,
  pl: `200 OK, wynik: ${result}`,
});

const post = (body: string) => ({ first: 'POST', second: body, third: '' });

const STRING_BODY = '{"first": "2", "second": "3"}';
const DECIMAL_BODY = '{"first": 0.1, "second": 0.2}';
const LARGE_BODY = '{"first": 12345678901234567890, "second": 1}';

/**
 * The Addition API's planted bugs as a reviewer reads their reports. The expected result is the exact sum: the
 * status alone does not tell the bug apart, as the build answers 200 OK to each of them. A sum is a number the
 * words cannot foresee for every request, so they hold the sums of the definition's examples and the words a
 * tester uses for "added as numbers" or "exact".
 */
export const reports: ReportedChallenge = {
  replay: replayOf(rules),
  bugs: [
    {
      feature: {
        en: ['string', 'quoted', 'text', 'sum', 'addition', 'calculator'],
        ua: ['рядк', 'рядок', 'лапк', 'текст', 'сум', 'додаван', 'калькулятор'],
        ru: ['строк', 'кавычк', 'текст', 'сумм', 'сложени', 'калькулятор'],
        pl: ['ciąg', 'napis', 'tekst', 'cudzysłow', 'sum', 'dodawan', 'kalkulator'],
      },
      behaviour: {
        en: [
          'concatenat',
          'join',
          'glue',
          'append',
          'stuck together',
          'as text',
          'instead of adding',
          'not added',
          '23',
          '105',
        ],
        ua: ['склею', 'склеєн', 'об’єдну', 'конкатен', 'як текст', 'замість додавання', 'не дода'],
        ru: [
          'склеива',
          'склеен',
          'склеит',
          'объединя',
          'конкатен',
          'как текст',
          'вместо сложения',
          'не склад',
        ],
        pl: [
          'skleja',
          'sklejan',
          'sklejon',
          'łączy',
          'łączon',
          'konkaten',
          'jak tekst',
          'jako tekst',
          'zamiast dodawa',
          'nie dodaje',
        ],
      },
      expected: {
        en: ['5', '15', 'sum of', 'added', 'adds', 'as numbers', 'numeric', 'arithmetic'],
        ua: ['дода', 'як числа', 'арифметичн', 'п’ять'],
        ru: ['слож', 'склады', 'как числа', 'арифметическ', 'пять'],
        pl: ['doda', 'jako liczby', 'arytmetyczn', 'pięć'],
      },
      severities: ['major', 'critical'],
      model: {
        title: {
          en: 'Numbers sent as strings are concatenated: "2" + "3" returns 23 instead of 5',
          ua: 'Числа, надіслані рядками, склеюються як текст: "2" + "3" повертає 23 замість 5',
          ru: 'Числа, отправленные строками, склеиваются как текст: "2" + "3" возвращает 23 вместо 5',
          pl: 'Liczby wysłane jako ciągi znaków są sklejane jak tekst: "2" + "3" zwraca 23 zamiast 5',
        },
        steps: [post(STRING_BODY)],
        expected: {
          en: '200 OK, the numbers are added: "result": 5',
          ua: '200 OK, числа додаються: "result": 5',
          ru: '200 OK, числа складываются: "result": 5',
          pl: '200 OK, liczby są dodawane: "result": 5',
        },
        actual: answered(23),
        severity: 'critical',
        priority: 'high',
      },
    },
    {
      feature: {
        en: ['decimal', 'fraction', 'float', '0.1', 'sum', 'addition'],
        ua: ['десятков', 'дроб', 'сум', 'додаван'],
        ru: ['десятичн', 'дроб', 'сумм', 'сложени'],
        pl: ['dziesiętn', 'ułam', 'sum', 'dodawan'],
      },
      behaviour: {
        en: [
          'inexact',
          'not exact',
          'imprecis',
          'inaccura',
          'precision',
          'rounding',
          'floating point error',
          'extra digits',
          '0.30000000000000004',
        ],
        ua: ['неточн', 'похибк', 'округлен', 'зайві цифри'],
        ru: ['неточн', 'погрешн', 'округлени', 'лишние цифры'],
        pl: ['niedokładn', 'nieprecyzyjn', 'błąd zaokrągl', 'zaokrągl', 'zbędne cyfry', 'dodatkowe cyfry'],
      },
      expected: {
        en: ['0.3', '0.8', 'exact', 'precise', 'accurate', 'no rounding error'],
        ua: ['точн', 'без похибк'],
        ru: ['точн', 'без погрешн'],
        pl: ['dokładn', 'precyzyjn', 'bez błędu'],
      },
      severities: ['minor', 'major'],
      model: {
        title: {
          en: 'Decimal sums are inexact: 0.1 + 0.2 returns 0.30000000000000004 instead of 0.3',
          ua: 'Суми десяткових дробів неточні: 0.1 + 0.2 повертає 0.30000000000000004 замість 0.3',
          ru: 'Суммы десятичных дробей неточны: 0.1 + 0.2 возвращает 0.30000000000000004 вместо 0.3',
          pl: 'Sumy liczb dziesiętnych są niedokładne: 0.1 + 0.2 zwraca 0.30000000000000004 zamiast 0.3',
        },
        steps: [post(DECIMAL_BODY)],
        expected: {
          en: '200 OK with the exact sum: "result": 0.3',
          ua: '200 OK із точною сумою: "result": 0.3',
          ru: '200 OK с точной суммой: "result": 0.3',
          pl: '200 OK z dokładną sumą: "result": 0.3',
        },
        actual: answered(0.30000000000000004),
        severity: 'major',
        priority: 'medium',
      },
    },
    {
      feature: {
        en: ['large', 'big', 'long number', 'whole', 'integer', '17 digit', '20 digit'],
        ua: ['велик', 'довг', 'ціл', '17 цифр', '20 цифр'],
        ru: ['больш', 'длинн', 'цел', '17 цифр', '20 цифр'],
        pl: ['duż', 'wielk', 'dług', 'całkowit', '17 cyfr', '20 cyfr'],
      },
      behaviour: {
        en: [
          'lose',
          'loses',
          'lost',
          'drop',
          'round',
          'truncat',
          'zeroed',
          'replaced by zeros',
          'precision',
          'inexact',
          'not exact',
          'inaccura',
          '12345678901234567000',
        ],
        ua: ['втрача', 'втрат', 'губить', 'округл', 'обрізає', 'нул', 'неточн'],
        ru: ['теря', 'потер', 'округл', 'обрезает', 'нул', 'неточн'],
        pl: ['traci', 'utrat', 'gubi', 'zaokrągl', 'obcina', 'zer', 'niedokładn'],
      },
      expected: {
        en: [
          '12345678901234567891',
          '99999999999999999993',
          'exact',
          'every digit',
          'all digits',
          'all the digits',
          'no digits lost',
          'not rounded',
        ],
        ua: ['точн', 'всі цифри', 'усі цифри', 'без втрат', 'без округлен'],
        ru: ['точн', 'все цифры', 'без потер', 'без округлени'],
        pl: ['dokładn', 'wszystkie cyfry', 'bez utraty', 'bez zaokrągl'],
      },
      severities: ['minor', 'major'],
      model: {
        title: {
          en: 'A sum of very large whole numbers loses its last digits: 12345678901234567890 + 1 returns 12345678901234567000',
          ua: 'Сума дуже великих цілих чисел втрачає останні цифри: 12345678901234567890 + 1 повертає 12345678901234567000',
          ru: 'Сумма очень больших целых чисел теряет последние цифры: 12345678901234567890 + 1 возвращает 12345678901234567000',
          pl: 'Suma bardzo dużych liczb całkowitych traci ostatnie cyfry: 12345678901234567890 + 1 zwraca 12345678901234567000',
        },
        steps: [post(LARGE_BODY)],
        expected: {
          en: '200 OK with the exact sum, every digit kept: "result": 12345678901234567891',
          ua: '200 OK із точною сумою, усі цифри збережено: "result": 12345678901234567891',
          ru: '200 OK с точной суммой, все цифры сохранены: "result": 12345678901234567891',
          pl: '200 OK z dokładną sumą, wszystkie cyfry zachowane: "result": 12345678901234567891',
        },
        actual: answered(12345678901234567000),
        severity: 'minor',
        priority: 'low',
      },
    },
  ],
};
