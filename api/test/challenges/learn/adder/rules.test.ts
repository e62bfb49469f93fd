import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { EMPTY_TEXT, LANGUAGES, type Language } from '@qa/shared/catalogue';
import { rules as adder } from '../../../../src/challenges/learn/adder/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (caseNumber: number, first: string, second: string, language: Language = 'en') =>
  evaluate(adder, { first, second, caseNumber }, language);

type Example = [first: string, second: string];

const INVALID = 'Please enter valid numbers.';
const BOTH = 'Please enter both numbers.';

/** Per step: inputs that follow it with the app's answer, and inputs that do not with the expected field flags. */
const STEPS: Array<{
  step: number;
  follows: Array<[...Example, string]>;
  breaks: Array<[...Example, boolean, boolean]>;
}> = [
  {
    step: 1,
    follows: [
      ['2', '3', '5'],
      ['1', '1', '2'],
      ['+10', '007', '17'],
      ['2.0', '3', '5'],
    ],
    breaks: [
      ['-2', '3', false, true],
      ['2', '1.5', true, false],
      ['0', '0', false, false],
      ['abc', EMPTY_TEXT.en, false, false],
    ],
  },
  {
    step: 2,
    follows: [
      ['-5', '3', '-2'],
      ['-0.5', '2,5', '2'],
    ],
    breaks: [
      ['5', '3', false, true],
      ['-5', '-3', true, false],
      ['-5', '0', true, false],
      ['0', 'x', false, false],
    ],
  },
  {
    step: 3,
    follows: [
      ['0', '0', '0'],
      ['-0', '0.00', '0'],
      ['0,0', '+0', '0'],
    ],
    breaks: [
      ['0', '1', true, false],
      [EMPTY_TEXT.ua, '0', false, true],
      ['o', 'O', false, false],
    ],
  },
  {
    step: 4,
    follows: [
      ['1.5', '2.25', '3.75'],
      ['-0.1', '0,2', '0.1'],
    ],
    breaks: [
      ['1', '2.5', false, true],
      ['1.50', '2.0', true, false],
      ['1.5.1', 'abc', false, false],
    ],
  },
  {
    step: 5,
    follows: [
      ['abc', '3', INVALID],
      ['1a', '0', INVALID],
      ['Зірка', '-2.5', INVALID],
      // Symbols are the same class as letters: the app refuses them with the same message.
      ['!!!', '3', INVALID],
      ['1e3', '2', INVALID],
      ['1.5.1', '7', INVALID],
    ],
    breaks: [
      ['12', '3', false, true],
      ['abc', 'def', true, false],
      ['-1,5', '3', false, true],
      [EMPTY_TEXT.en, EMPTY_TEXT.ru, false, false],
    ],
  },
  {
    step: 6,
    follows: [
      ['7', '', BOTH],
      ['7', EMPTY_TEXT.en, BOTH],
      ['7', EMPTY_TEXT.ua, BOTH],
      ['-1.5', EMPTY_TEXT.ru, BOTH],
      ['0', EMPTY_TEXT.pl, BOTH],
    ],
    breaks: [
      ['', '', false, true],
      ['7', '3', true, false],
      ['abc', '3', false, false],
    ],
  },
  {
    step: 7,
    follows: [
      ['12345678901234567890', '1', '12345678901234567891'],
      ['-99999999999999999999', '0.5', '-99999999999999999998.5'],
      ['9007199254740993', '0', '9007199254740993'],
      ['10000000000000000.5', '-1', '9999999999999999.5'],
    ],
    breaks: [
      ['9007199254740991', '1', false, true],
      ['12345678901234567890', 'abc', true, false],
      ['1e20', '1', false, true],
      ['12345678901234567890', '', true, false],
    ],
  },
];

describe('adder steps', () => {
  describe.each(STEPS)('step $step', ({ step, follows, breaks }) => {
    it.each(follows)('is found with %j and %j, the app answering %j', (first, second, message) => {
      expect(submit(step, first, second)).toStrictEqual({
        message,
        caseIndex: step,
        caseText: adder.cases[step - 1] && findingText(adder.cases[step - 1]!, 'en'),
        firstCorrect: true,
        secondCorrect: true,
      });
    });

    it.each(breaks)(
      'is not found with %j and %j (flags %s, %s)',
      (first, second, firstCorrect, secondCorrect) => {
        expect(submit(step, first, second)).toStrictEqual({
          message: 'Please follow the instructions',
          firstCorrect,
          secondCorrect,
        });
      },
    );
  });

  it('teaches seven steps, each naming its technique', () => {
    expect(adder.cases).toHaveLength(7);
    expect(adder.cases.map((step) => TECHNIQUES[step.technique].en)).toEqual([
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Boundary value analysis',
      'Equivalence partitioning',
      'Error guessing',
      'Error guessing',
      'Error guessing',
    ]);
    expect(adder.bugs).toEqual([]);
  });

  it('names the classes a careful tester adds: letters or symbols, and a very large number', () => {
    expect(adder.cases.map((step) => step.text.en)).toEqual([
      'two positive whole numbers',
      'a negative number',
      'zero in both fields',
      'decimal numbers',
      'letters or special characters instead of a number',
      'an empty field',
      'a very large number',
    ]);
  });

  it.each(
    adder.cases.flatMap((step, index) => step.examples.map((example) => [index + 1, example] as const)),
  )('step %i is found with each value of its class in examples: %j', (step, example) => {
    expect(submit(step, example.first ?? '', example.second ?? '')).toMatchObject({ caseIndex: step });
  });

  it.each(adder.cases.map((step, index) => [index + 1, step.examples[0]] as const))(
    'step %i is found with its example answer',
    (step, example) => {
      expect(submit(step, example.first ?? '', example.second ?? '')).toMatchObject({ caseIndex: step });
    },
  );
});

describe('the Addition app', () => {
  const answer = (first: string, second: string, language: Language = 'en') =>
    adder.result({ first, second, third: '' }, language);

  it.each([
    ['2', '3', '5'],
    ['0.1', '0.2', '0.3'],
    ['-5', '3', '-2'],
    ['1.5', '2.25', '3.75'],
    ['1,5', '1.5', '3'],
    ['0', '0', '0'],
    ['12345678901234567890123', '1', '12345678901234567890124'],
  ])('adds %s and %s: %s', (first, second, sum) => {
    expect(answer(first, second)).toBe(sum);
  });

  it.each([
    ['abc', '3'],
    ['1e3', '1'],
    ['Infinity', '1'],
    ['NaN', 'NaN'],
  ])('refuses %j and %j as invalid numbers', (first, second) => {
    expect(answer(first, second)).toBe(INVALID);
  });

  it.each([
    ['7', ''],
    ['', '7'],
    ['', ''],
  ])('asks for both numbers when one is empty: %j %j', (first, second) => {
    expect(answer(first, second)).toBe(BOTH);
  });

  it('words its messages in every language', () => {
    for (const [first, second] of [
      ['abc', '3'],
      ['7', ''],
    ]) {
      const messages = LANGUAGES.map((language) => answer(first ?? '', second ?? '', language));
      expect(new Set(messages).size).toBe(LANGUAGES.length);
      expect(messages.every(Boolean)).toBe(true);
    }
  });
});

describe('adder in other languages', () => {
  it('names the case and asks to follow the instructions in the request language', () => {
    expect(submit(1, '2', '3', 'pl').caseText).toBe(
      'Podział na klasy równoważności: dwie dodatnie liczby całkowite',
    );
    expect(submit(1, '-2', '3', 'ua').message).toBe('Будь ласка, дотримуйтесь інструкцій');
  });
});
