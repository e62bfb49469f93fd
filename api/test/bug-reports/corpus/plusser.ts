import { ALL_PASS, type CorpusEntry } from './corpus';

/** One request of the Addition API form: the method and the JSON body (third is unused). */
const post = (body: string) => ({ first: 'POST', second: body, third: '' });

const STRINGS = '{"first": "2", "second": "3"}';
const DECIMALS = '{"first": 0.1, "second": 0.2}';
const LARGE = '{"first": 12345678901234567890, "second": 1}';

/** Every answer the Addition API gives, as a kitchen-sink report pastes them. */
const EVERY_ANSWER =
  '200 OK / 400 Bad Request / 405 Method Not Allowed / "result": 0.3 / "result": 0.30000000000000004';

/**
 * Plusser (Addition API) reports. Bugs: 1 a number sent as a string is joined as text, 2 decimal sums are not
 * exact, 3 a sum of very large whole numbers loses its last digits.
 */
export const entries: readonly CorpusEntry[] = [
  {
    writer: 'terse',
    pageLanguage: 'en',
    report: {
      title: '"2" + "3" returns 23',
      steps: [post(STRINGS)],
      expected: '5',
      actual: '23',
      severity: 'critical',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'verbose',
    pageLanguage: 'en',
    report: {
      title: 'Sum of very large whole numbers loses the last digits',
      steps: [post(LARGE)],
      expected:
        'The Addition API should add the two numbers exactly. 12345678901234567890 + 1 is ' +
        '12345678901234567891, so I expect 200 OK with "result": 12345678901234567891. The documentation does ' +
        'not mention any limit on the size of the operands, and a calculator that silently changes the value is ' +
        'worse than one that refuses it.',
      actual:
        'The API answers 200 OK, but the body is {"result": 12345678901234567000}. The last three digits are ' +
        'replaced with zeros, so the sum is even smaller than the first operand. No error or warning is returned, ' +
        'so a client has no way to notice that the value was rounded.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'non-native English',
    pageLanguage: 'en',
    report: {
      title: 'Sum of decimal numbers is not exact, 0.1 plus 0.2 give wrong result',
      steps: [post(DECIMALS)],
      expected: 'API must return 200 OK and result 0.3',
      actual: 'API return 200 OK but result is 0.30000000000000004, it have extra digits',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'typos',
    pageLanguage: 'en',
    report: {
      title: 'Numbres sent as strnig are concatenaed insted of added',
      steps: [post('{"first": 10, "second": "5"}')],
      expected: '200 OK, reslut 15',
      actual: '200 OK, reslut 105',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Ukrainian on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Сума десяткових дробів неточна: 0.7 + 0.1 повертає 0.7999999999999999',
      steps: [post('{"first": 0.7, "second": 0.1}')],
      expected: 'Очікуваний результат: 200 OK, точна сума — "result": 0.8.',
      actual: 'Фактичний результат: 200 OK, але "result": 0.7999999999999999.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Polish on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Suma bardzo dużych liczb całkowitych traci ostatnie cyfry',
      steps: [post('{"first": 100000000000000000000, "second": -7}')],
      expected: 'Oczekiwany rezultat: 200 OK, wynik 99999999999999999993 (dokładna suma).',
      actual: 'Rzeczywisty rezultat: 200 OK, wynik 100000000000000000000 – odjęcie 7 zostało zgubione.',
      severity: 'minor',
      priority: 'low',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Число, отправленное строкой, склеивается как текст: "7" + 8 возвращает 78',
      steps: [post('{"first": "7", "second": 8}')],
      expected: 'Ожидаемый результат: 200 OK, числа складываются, результат 15.',
      actual: 'Фактический результат: 200 OK, результат 78.',
      severity: 'critical',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'English on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Decimal sums are inexact: 0.1 + 0.2 returns 0.30000000000000004',
      steps: [post(DECIMALS)],
      expected: '200 OK, "result": 0.3',
      actual: '200 OK, "result": 0.30000000000000004',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'wrong severity',
    pageLanguage: 'en',
    report: {
      title: 'String numbers are concatenated: "2" + "3" gives 23 instead of 5',
      steps: [post(STRINGS)],
      expected: '200 OK, result 5',
      actual: '200 OK, result 23',
      severity: 'trivial',
      priority: 'low',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'A wrong sum answered with 200 OK is rated trivial; a reviewer accepts major or critical.',
  },
  {
    writer: 'extra steps',
    pageLanguage: 'en',
    report: {
      title: 'Large whole numbers lose their last digits when added',
      steps: [post('{"first": 2, "second": 3}'), post(LARGE)],
      expected: '200 OK, result 12345678901234567891',
      actual: '200 OK, result 12345678901234567000',
      severity: 'minor',
      priority: 'low',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'Step 1 is a valid 2 + 3 baseline; each request is answered alone, so step 2 reproduces the bug without it.',
  },
  {
    writer: 'non-bug',
    pageLanguage: 'en',
    report: {
      title: 'Decimal sum 1.5 + 2.5 loses its decimal part',
      steps: [post('{"first": 1.5, "second": 2.5}')],
      expected: '200 OK, result 4.0',
      actual: '200 OK, result 4',
      severity: 'minor',
      priority: 'low',
    },
    bug: null,
    why: '4 and 4.0 are the same JSON number; the sum is exact.',
  },
  {
    writer: 'kitchen sink',
    pageLanguage: 'en',
    report: {
      title: 'Addition API sum',
      steps: [post(DECIMALS)],
      expected: EVERY_ANSWER,
      actual: EVERY_ANSWER,
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: {
      minimalSteps: true,
      actualResult: false,
      expectedResult: false,
      title: false,
      severity: true,
    },
    why: 'Expected and actual list every answer, both sums included, so neither says what should or did happen; the title is only nouns.',
  },
  {
    writer: "another bug's title",
    pageLanguage: 'en',
    report: {
      title: 'Numbers sent as strings are concatenated instead of added',
      steps: [post(DECIMALS)],
      expected: '200 OK, result 0.3',
      actual: '200 OK, result 0.30000000000000004',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title is bug 1’s; these numbers are JSON numbers, and the sum is inexact, not concatenated.',
  },
  {
    writer: 'opposite title',
    pageLanguage: 'en',
    report: {
      title: 'Very large whole numbers are added exactly, no digits lost',
      steps: [post(LARGE)],
      expected: '200 OK, result 12345678901234567891',
      actual: '200 OK, result 12345678901234567000',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title says the sum is exact, the opposite of the bug the rest of the report describes.',
  },
  {
    writer: 'long precise title',
    pageLanguage: 'en',
    report: {
      title:
        'POST /calculator concatenates numbers sent as JSON strings instead of adding them: ' +
        '{"first": "2", "second": "3"} returns 23, not 5',
      steps: [post(STRINGS)],
      expected: '200 OK, result 5',
      actual: '200 OK, result 23',
      severity: 'critical',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
    why: 'The title is 130 characters: over the form’s 120 but within the 150 a reviewer allows, and precise.',
  },
  {
    writer: 'loose answer',
    pageLanguage: 'en',
    report: {
      title: 'Big integers get rounded: last digits turn into zeros',
      steps: [post(LARGE)],
      expected: '12345678901234567891',
      actual: 'It rounded the sum off, got 12345678901234567000 back.',
      severity: 'minor',
      priority: 'low',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'No status, but a computed answer is stated by its value, and both values are right.',
  },
  {
    writer: 'swapped expected and actual',
    pageLanguage: 'en',
    report: {
      title: 'String operands are glued together instead of summed',
      steps: [post(STRINGS)],
      expected: '200 OK, result 23',
      actual: '200 OK, result 5',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, actualResult: false, expectedResult: false },
    why: 'The two fields are swapped: the build answered 23, the correct sum is 5.',
  },
  {
    writer: 'status-only actual',
    pageLanguage: 'en',
    report: {
      title: 'Adding decimals gives an imprecise sum',
      steps: [post('{"first": 0.7, "second": 0.1}')],
      expected: '200 OK, result 0.8',
      actual: '200 OK',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, actualResult: false },
    why: 'A correct build answers 200 OK too; the actual names no sum, so it does not state what the build got wrong.',
  },
  {
    writer: 'too-short title',
    pageLanguage: 'en',
    report: {
      title: 'Big sum',
      steps: [post('{"first": 99999999999999999, "second": 2}')],
      expected: '200 OK, result 100000000000000001',
      actual: '200 OK, result 100000000000000000',
      severity: 'minor',
      priority: 'low',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, title: false },
    why: 'Seven characters, under the ten a title needs, and it names no wrong behaviour.',
  },
];
