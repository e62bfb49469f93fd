import { CALCULATOR_RESULT } from '../../../../src/challenges/support/calculator-results';
import { rules as subtraction } from '../../../../src/challenges/learn/subtraction/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

/** Options of the two dropdowns, by their index: what the page sends. */
const FIRST = { '7': '0', '3': '1', '-5': '2', '1.5': '3', abc: '4', empty: '5' } as const;
const SECOND = { '3': '0', '7': '1', '-2': '2', '0.25': '3', xyz: '4', empty: '5' } as const;
type First = keyof typeof FIRST;
type Second = keyof typeof SECOND;
const { number, validNumbers, bothNumbers } = CALCULATOR_RESULT;

const resultOf = (first: First, second: Second): number =>
  first === 'empty' || second === 'empty'
    ? bothNumbers
    : first === 'abc' || second === 'xyz'
      ? validNumbers
      : number;

const submit = (caseNumber: number, first: First, second: Second, expectedResult = resultOf(first, second)) =>
  evaluate(subtraction, { first: FIRST[first], second: SECOND[second], expectedResult, caseNumber }, 'en');

/** Per step: the pairs of options in its class with the difference shown, and pairs outside it. */
const STEPS: ReadonlyArray<{
  step: number;
  follows: ReadonlyArray<readonly [First, Second, string]>;
  breaks: ReadonlyArray<readonly [First, Second]>;
}> = [
  {
    step: 1,
    follows: [
      ['7', '3', '4'],
      ['7', '-2', '9'],
      ['7', '0.25', '6.75'],
      ['3', '-2', '5'],
      ['1.5', '0.25', '1.25'],
    ],
    breaks: [
      ['3', '7'],
      ['7', '7'],
      ['7', 'xyz'],
    ],
  },
  {
    step: 2,
    follows: [
      ['3', '7', '-4'],
      ['-5', '7', '-12'],
      ['1.5', '7', '-5.5'],
      ['-5', '3', '-8'],
      ['-5', '-2', '-3'],
    ],
    breaks: [
      ['7', '7'],
      ['3', '3'],
      ['abc', '7'],
    ],
  },
  {
    step: 3,
    follows: [
      ['7', '-2', '9'],
      ['3', '-2', '5'],
      ['-5', '-2', '-3'],
      ['1.5', '-2', '3.5'],
    ],
    breaks: [
      ['7', '3'],
      ['empty', '-2'],
    ],
  },
  {
    step: 4,
    follows: [
      ['1.5', '0.25', '1.25'],
      ['1.5', '3', '-1.5'],
      ['1.5', '7', '-5.5'],
      ['1.5', '-2', '3.5'],
    ],
    breaks: [
      ['7', '0.25'],
      ['1.5', 'xyz'],
    ],
  },
  {
    step: 5,
    follows: [
      ['3', '3', '0'],
      ['7', '7', '0'],
    ],
    breaks: [
      ['7', '3'],
      ['3', '7'],
    ],
  },
  {
    step: 6,
    follows: [
      ['7', 'xyz', 'Please enter valid numbers.'],
      ['3', 'xyz', 'Please enter valid numbers.'],
      ['-5', 'xyz', 'Please enter valid numbers.'],
      ['1.5', 'xyz', 'Please enter valid numbers.'],
    ],
    breaks: [
      ['abc', '3'],
      ['abc', 'xyz'],
      ['empty', 'xyz'],
    ],
  },
  {
    step: 7,
    follows: [
      ['empty', '3', 'Please enter both numbers.'],
      ['empty', '7', 'Please enter both numbers.'],
      ['empty', '-2', 'Please enter both numbers.'],
      ['empty', '0.25', 'Please enter both numbers.'],
    ],
    breaks: [
      ['7', 'empty'],
      ['empty', 'empty'],
      ['empty', 'xyz'],
    ],
  },
];

describe('subtraction, the guided introduction to gherkin', () => {
  describe.each(STEPS)('step $step', ({ step, follows, breaks }) => {
    it.each(follows)('is found with %s and %s, the app answering %j', (first, second, message) => {
      expect(submit(step, first, second)).toStrictEqual({
        message,
        caseIndex: step,
        caseText: expect.any(String),
        firstCorrect: true,
        secondCorrect: true,
        thirdCorrect: true,
      });
    });

    it.each(breaks)('is not found with %s and %s', (first, second) => {
      expect(submit(step, first, second)).toMatchObject({ message: 'Please follow the instructions' });
    });
  });

  it('marks only the result when the values follow the step and the result is wrong', () => {
    expect(submit(1, '7', '-2', validNumbers)).toStrictEqual({
      message: 'Invalid Scenario. Try another combination of parameters',
      firstCorrect: true,
      secondCorrect: true,
      thirdCorrect: false,
    });
  });

  it('marks the Second Number when the pair leaves the class: 7 and 7 are neither larger nor smaller', () => {
    expect(submit(1, '7', '7')).toMatchObject({ firstCorrect: true, secondCorrect: false });
    expect(submit(2, '7', '7')).toMatchObject({ firstCorrect: true, secondCorrect: false });
    expect(submit(5, '7', '3')).toMatchObject({ firstCorrect: true, secondCorrect: false });
    // A value off the step is marked on its own field, whatever the pair.
    expect(submit(1, 'abc', '3')).toMatchObject({ firstCorrect: false, secondCorrect: true });
  });

  it('names the seven scenarios, each with two or more values where the dropdowns offer them', () => {
    expect(subtraction.cases.map((step) => step.text.en)).toEqual([
      'a larger number minus a smaller one',
      'a smaller number minus a larger one gives a negative difference',
      'subtracting a negative number adds it',
      'a decimal number gives an exact difference',
      'the same number twice gives zero',
      'letters instead of a number',
      'an empty field',
    ]);
    expect(subtraction.cases.every((step) => step.examples.length >= 2)).toBe(true);
  });
});
