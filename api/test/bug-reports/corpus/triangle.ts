import { ALL_PASS, type CorpusEntry } from './corpus';

/** One submission of the triangle form: sides A, B and C. */
const sides = (first: string, second: string, third: string) => ({ first, second, third });

/** Every message the triangle form can show, as a kitchen-sink report pastes them. */
const EVERY_MESSAGE =
  'Equilateral triangle / Isosceles triangle / Scalene triangle / These sides do not form a triangle. / ' +
  'Side lengths must be greater than zero. / Please enter numbers. / ' +
  'Please enter the lengths of all three sides. / Error: NaN';

/**
 * Triangle reports. Bugs: 1 A = C called scalene, 2 an impossible triangle accepted when A or B is the longest,
 * 3 a zero or negative side C not refused, 4 a very large side gives "Error: NaN".
 */
export const entries: readonly CorpusEntry[] = [
  {
    writer: 'terse',
    pageLanguage: 'en',
    report: {
      title: 'A=C shown as scalene',
      steps: [sides('5', '3', '5')],
      expected: 'Isosceles triangle',
      actual: 'Scalene triangle',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'verbose',
    pageLanguage: 'en',
    report: {
      title:
        'Sides that cannot form a triangle are accepted as a scalene triangle when side A is the longest',
      steps: [sides('10', '2', '3')],
      expected:
        'According to the requirements the form must check the triangle inequality for every side, not only for ' +
        'side C. With A = 10, B = 2 and C = 3, side A is longer than B and C together (2 + 3 = 5 < 10), so no ' +
        'triangle can be built from these lengths and the form should answer "These sides do not form a triangle."',
      actual:
        'The form does not refuse the lengths at all. It classifies them as if they were a valid triangle and shows ' +
        '"Scalene triangle" under the Check button. The same happens when side B is the longest one, while a long ' +
        'side C is refused correctly, so it looks like only A + B > C is checked.',
      severity: 'critical',
      priority: 'high',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'non-native English',
    pageLanguage: 'en',
    report: {
      title: 'Zero length of side C is accept, form show triangle type',
      steps: [sides('3', '4', '0')],
      expected:
        'Form must to show error "Side lengths must be greater than zero." because side can not be zero.',
      actual: 'Form is accept zero in side C and show "Scalene triangle", no any error.',
      severity: 'major',
      priority: 'high',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'typos',
    pageLanguage: 'en',
    report: {
      title: 'Isoceles triangel with sides A and C equal is shown as scalen',
      steps: [sides('7', '4', '7')],
      expected: 'Isoceles triangel',
      actual: 'Scalen triangel',
      severity: 'critical',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Ukrainian on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Дуже велика довжина сторони ламає форму: замість типу трикутника «Error: NaN»',
      steps: [sides('99999999999999999999', '99999999999999999999', '99999999999999999999')],
      expected: 'Усі три сторони однакові, тому форма має показати «Рівносторонній трикутник».',
      actual: 'Замість результату форма показує «Error: NaN».',
      severity: 'critical',
      priority: 'high',
    },
    bug: 4,
    verdicts: ALL_PASS,
    why: 'The reference build calls three equal sides equilateral whatever their length, so that is the expected result.',
  },
  {
    writer: 'Polish on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Boki, które nie tworzą trójkąta, są akceptowane, gdy najdłuższy jest bok B',
      steps: [sides('2', '6', '3')],
      expected:
        'Oczekiwany rezultat: komunikat „These sides do not form a triangle.”, ponieważ bok B (6) jest dłuższy ' +
        'niż suma A i C (2 + 3 = 5).',
      actual:
        'Rzeczywisty rezultat: formularz akceptuje te boki i wyświetla „Scalene triangle” (trójkąt różnoboczny).',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Отрицательная длина стороны C не отклоняется, форма определяет тип треугольника',
      steps: [sides('3', '3', '-2')],
      expected: 'Ожидаемый результат: сообщение «Длины сторон должны быть больше нуля.»',
      actual:
        'Фактический результат: форма принимает -2 для стороны C и показывает «Равнобедренный треугольник».',
      severity: 'critical',
      priority: 'high',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'The page said «Рівнобедрений трикутник»; the Russian name of the same outcome counts.',
  },
  {
    writer: 'English on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Triangle with equal sides A and C (2.5, 4, 2.5) is classified as scalene',
      steps: [sides('2.5', '4', '2.5')],
      expected: 'Isosceles triangle, since sides A and C are both 2.5.',
      actual: 'The form answers "Різносторонній трикутник", i.e. Scalene triangle.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'wrong severity',
    pageLanguage: 'en',
    report: {
      title: 'Very large side length crashes the form with "Error: NaN"',
      steps: [sides('99999999999999999999', '4', '5')],
      expected: 'These sides do not form a triangle.',
      actual: 'Error: NaN',
      severity: 'trivial',
      priority: 'low',
    },
    bug: 4,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'A crash on an input is rated trivial; a reviewer accepts critical, major or blocker.',
  },
  {
    writer: 'extra steps',
    pageLanguage: 'en',
    report: {
      title: 'Impossible triangle with longest side A is accepted as scalene',
      steps: [sides('3', '4', '5'), sides('10', '2', '3')],
      expected: 'These sides do not form a triangle.',
      actual: 'Scalene triangle',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'Step 1 (3, 4, 5) is a correct scalene check; the form judges each submission alone, so step 2 reproduces the bug without it.',
  },
  {
    writer: 'non-bug',
    pageLanguage: 'en',
    report: {
      title: 'Sides 1, 2 and 10 are refused instead of giving a scalene triangle',
      steps: [sides('1', '2', '10')],
      expected: 'Scalene triangle',
      actual: 'These sides do not form a triangle.',
      severity: 'major',
      priority: 'medium',
    },
    bug: null,
    why: 'The app is right: 1 + 2 is less than 10, so the sides form no triangle.',
  },
  {
    writer: 'kitchen sink',
    pageLanguage: 'en',
    report: {
      title: 'Triangle sides',
      steps: [sides('3', '4', '0')],
      expected: EVERY_MESSAGE,
      actual: EVERY_MESSAGE,
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: {
      minimalSteps: true,
      actualResult: false,
      expectedResult: false,
      title: false,
      severity: true,
    },
    why: 'Expected and actual list every message, so neither says what should or did happen; the title is only the form’s nouns.',
  },
  {
    writer: "another bug's title",
    pageLanguage: 'en',
    report: {
      title: 'Isosceles triangle with sides A and C equal is shown as scalene',
      steps: [sides('10', '2', '3')],
      expected: 'These sides do not form a triangle.',
      actual: 'Scalene triangle',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title is bug 1’s (A = C called scalene); these steps have no equal sides, they reproduce an impossible triangle accepted.',
  },
  {
    writer: 'opposite title',
    pageLanguage: 'en',
    report: {
      title: 'Triangle with equal sides A and C is correctly recognised as isosceles',
      steps: [sides('5', '3', '5')],
      expected: 'Isosceles triangle',
      actual: 'Scalene triangle',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title says the feature works, the opposite of the bug the rest of the report describes.',
  },
  {
    writer: 'long precise title',
    pageLanguage: 'en',
    report: {
      title:
        'Entering a very large length such as 99999999999999999999 in side C crashes the form with "Error: NaN" ' +
        'instead of a validation message',
      steps: [sides('3', '4', '99999999999999999999')],
      expected: 'These sides do not form a triangle.',
      actual: 'Error: NaN',
      severity: 'critical',
      priority: 'high',
    },
    bug: 4,
    verdicts: ALL_PASS,
    why: 'The title is 134 characters: over the form’s 120 but within the 150 a reviewer allows, and precise.',
  },
  {
    writer: 'loose answer',
    pageLanguage: 'en',
    report: {
      title: 'Sides A and C equal (6, 2, 6) not recognised as isosceles',
      steps: [sides('6', '2', '6')],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
    why: 'Just the outcome words, but they name the right outcomes.',
  },
  {
    writer: 'loose answer',
    pageLanguage: 'en',
    report: {
      title: 'Negative side C is accepted and classified',
      steps: [sides('1', '1', '-5')],
      expected: 'It should refuse the input: lengths have to be greater than zero.',
      actual: 'It happily called it an isosceles triangle.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'Paraphrases, but they name the refusal for a length not above zero and the isosceles answer shown.',
  },
  {
    writer: 'too-short title',
    pageLanguage: 'en',
    report: {
      title: 'A > B + C',
      steps: [sides('9', '3', '4')],
      expected: 'These sides do not form a triangle.',
      actual: 'Scalene triangle',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, title: false },
    why: 'Nine characters, under the ten a title needs, and it names no behaviour.',
  },
  {
    writer: 'expected restates actual',
    pageLanguage: 'en',
    report: {
      title: 'Negative length of side C is not rejected',
      steps: [sides('5', '5', '-1')],
      expected: 'Isosceles triangle',
      actual: 'Isosceles triangle',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, expectedResult: false },
    why: 'The expected result repeats what the build showed; the requirements refuse a side of -1.',
  },
  {
    writer: 'empty actual',
    pageLanguage: 'en',
    report: {
      title: 'Huge side B makes the app crash',
      steps: [sides('4', '99999999999999999999', '5')],
      expected: 'These sides do not form a triangle.',
      actual: '',
      severity: 'blocker',
      priority: 'highest',
    },
    bug: 4,
    verdicts: { ...ALL_PASS, actualResult: false },
    why: 'The actual result is empty; the title says it crashes, but the actual must state what was shown (Error: NaN).',
  },
];
