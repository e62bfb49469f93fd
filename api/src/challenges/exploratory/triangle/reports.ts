import { TRIANGLE_MESSAGES, rules } from './rules';
import { design } from './design';
import type { ReportedChallenge } from '../../../bug-reports/bug-report';
import { replayOf } from '../../../bug-reports/replay';

const TRIANGLE = {
  en: ['triangle', 'side'],
  ua: ['трикутник', 'сторон'],
  ru: ['треугольник', 'сторон'],
  pl: ['trójkąt', 'bok'],
};

/**
 * The triangle's planted bugs as a reviewer reads their reports. The expected result is what the reference build
 * (the test design's) answers the reproducing step.
 */
export const reports: ReportedChallenge = {
  replay: replayOf(rules),
  messages: Object.values(TRIANGLE_MESSAGES),
  expectedOf: (step, language) => {
    const [outcome] = design.reference.outcomesOf([step]);
    return outcome ? TRIANGLE_MESSAGES[outcome][language] : '';
  },
  bugs: [
    {
      feature: {
        en: ['isosceles', 'sides a and c', 'side a', 'side c', 'a c', ...TRIANGLE.en],
        ua: ['рівнобедрен', 'сторони a і c', 'a і c', ...TRIANGLE.ua],
        ru: ['равнобедрен', 'стороны a и c', 'a и c', ...TRIANGLE.ru],
        pl: ['równoramienn', 'boki a i c', 'a i c', ...TRIANGLE.pl],
      },
      behaviour: {
        en: [
          'scalene',
          'not isosceles',
          'not recogni',
          'misclassif',
          'wrong type',
          'wrongly classif',
          'incorrectly classif',
        ],
        ua: [
          'різносторонн',
          'не рівнобедрен',
          'не розпізна',
          'неправильно визнач',
          'хибно визнач',
          'неправильний тип',
        ],
        ru: [
          'разносторонн',
          'не равнобедрен',
          'не распозна',
          'неправильно опред',
          'неверно опред',
          'неправильный тип',
        ],
        pl: [
          'różnoboczn',
          'nie równoramienn',
          'nie rozpozna',
          'błędnie rozpozna',
          'błędnie klasyfik',
          'zły rodzaj',
        ],
      },
      severities: ['major', 'critical'],
      model: {
        title: {
          en: 'A triangle with sides A and C equal is called scalene instead of isosceles',
          ua: 'Трикутник із рівними сторонами A і C визначається як різносторонній замість рівнобедреного',
          ru: 'Треугольник с равными сторонами A и C определяется как разносторонний вместо равнобедренного',
          pl: 'Trójkąt z równymi bokami A i C jest rozpoznawany jako różnoboczny zamiast równoramiennego',
        },
        steps: [{ first: '5', second: '3', third: '5' }],
        expected: TRIANGLE_MESSAGES.isosceles,
        actual: TRIANGLE_MESSAGES.scalene,
        severity: 'major',
        priority: 'high',
      },
    },
    {
      feature: {
        en: ['longest side', 'side a', 'side b', 'triangle inequality', ...TRIANGLE.en],
        ua: ['найдовш', 'сторона a', 'сторона b', 'нерівність трикутника', ...TRIANGLE.ua],
        ru: ['самая длинная', 'сторона a', 'сторона b', 'неравенство треугольника', ...TRIANGLE.ru],
        pl: ['najdłuższ', 'bok a', 'bok b', 'nierówność trójkąta', ...TRIANGLE.pl],
      },
      behaviour: {
        en: [
          'accept',
          'not refused',
          'not rejected',
          'classified',
          'no error',
          'impossible',
          'invalid',
          'cannot form',
          'do not form',
          "don't form",
        ],
        ua: [
          'прийма',
          'не відхил',
          'класифік',
          'визнача',
          'немає помилки',
          'неможлив',
          'не утворюють',
          'не можуть утворити',
        ],
        ru: [
          'принима',
          'не отклон',
          'классифиц',
          'определя',
          'нет ошибки',
          'невозможн',
          'не образуют',
          'не могут образовать',
        ],
        pl: [
          'akceptowan',
          'przyjmowan',
          'nie odrzuca',
          'klasyfik',
          'rozpozna',
          'brak błędu',
          'niemożliw',
          'nie tworzą',
          'nie mogą utworzyć',
        ],
      },
      severities: ['major', 'critical'],
      model: {
        title: {
          en: 'Sides that cannot form a triangle are accepted when side A or B is the longest',
          ua: 'Сторони, що не можуть утворити трикутник, приймаються, коли найдовша — сторона A або B',
          ru: 'Стороны, которые не могут образовать треугольник, принимаются, когда самая длинная — сторона A или B',
          pl: 'Boki, które nie mogą utworzyć trójkąta, są akceptowane, gdy najdłuższy jest bok A lub B',
        },
        steps: [{ first: '10', second: '2', third: '3' }],
        expected: TRIANGLE_MESSAGES.notTriangle,
        actual: TRIANGLE_MESSAGES.scalene,
        severity: 'major',
        priority: 'high',
      },
    },
    {
      feature: {
        en: ['side c', 'zero', 'negative', 'length'],
        ua: ['сторона c', 'сторони c', 'нульов', 'від’ємн', "від'ємн", 'довжин'],
        ru: ['сторона c', 'стороны c', 'нулев', 'отрицательн', 'длин'],
        pl: ['bok c', 'boku c', 'zerow', 'ujemn', 'długoś'],
      },
      behaviour: {
        en: [
          'accept',
          'not refused',
          'not rejected',
          'allowed',
          'no error',
          'classified',
          'not validated',
          'not checked',
        ],
        ua: ['прийма', 'не відхил', 'дозвол', 'немає помилки', 'класифік', 'не перевіря', 'не валідує'],
        ru: ['принима', 'не отклон', 'разреш', 'нет ошибки', 'классифиц', 'не проверя', 'не валидиру'],
        pl: [
          'akceptowan',
          'przyjmowan',
          'nie odrzuca',
          'dozwolon',
          'brak błędu',
          'klasyfik',
          'nie jest sprawdzan',
          'brak walidacji',
        ],
      },
      severities: ['major', 'critical'],
      model: {
        title: {
          en: 'A zero or negative length of side C is accepted instead of refused',
          ua: 'Нульова або від’ємна довжина сторони C приймається замість відхилення',
          ru: 'Нулевая или отрицательная длина стороны C принимается, а не отклоняется',
          pl: 'Zerowa lub ujemna długość boku C jest akceptowana zamiast odrzucona',
        },
        steps: [{ first: '3', second: '4', third: '0' }],
        expected: TRIANGLE_MESSAGES.notPositive,
        actual: TRIANGLE_MESSAGES.scalene,
        severity: 'major',
        priority: 'high',
      },
    },
    {
      feature: {
        en: ['very large', 'large', 'huge', 'big', 'long number', 'length', ...TRIANGLE.en],
        ua: ['дуже велик', 'велик', 'величезн', 'довг', 'довжин', ...TRIANGLE.ua],
        ru: ['очень больш', 'больш', 'огромн', 'длинн', 'длин', ...TRIANGLE.ru],
        pl: ['bardzo duż', 'duż', 'ogromn', 'dług', ...TRIANGLE.pl],
      },
      behaviour: {
        en: ['crash', 'nan', 'breaks', 'broken', 'fails', 'failure'],
        ua: ['збій', 'падає', 'nan', 'ламає', 'зламан', 'аварійн'],
        ru: ['сбой', 'падает', 'nan', 'ломает', 'сломан', 'аварийн'],
        pl: ['awari', 'zawiesza', 'nan', 'psuje', 'wywala', 'błąd krytyczny'],
      },
      severities: ['critical', 'major', 'blocker'],
      model: {
        title: {
          en: 'A very large side length crashes the form with “Error: NaN”',
          ua: 'Дуже велика довжина сторони спричиняє збій форми з «Error: NaN»',
          ru: 'Очень большая длина стороны приводит к сбою формы с «Error: NaN»',
          pl: 'Bardzo duża długość boku powoduje awarię formularza z „Error: NaN”',
        },
        steps: [{ first: '99999999999999999999', second: '4', third: '5' }],
        expected: TRIANGLE_MESSAGES.notTriangle,
        actual: TRIANGLE_MESSAGES.crash,
        severity: 'critical',
        priority: 'high',
      },
    },
  ],
};
