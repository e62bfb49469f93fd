import { CALCULATOR_RESULT } from '../../../../src/challenges/support/calculator-results';
import { rules as multiplexer } from '../../../../src/challenges/learn/multiplexer/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

/** Options of the two dropdowns, by their index: what the page sends. */
const FIRST = { '4': '0', '-3': '1', '0': '2', '2.5': '3', abc: '4', empty: '5' } as const;
const SECOND = { '6': '0', '-2': '1', '0': '2', '1.5': '3', xyz: '4', empty: '5' } as const;
const { number, validNumbers, bothNumbers } = CALCULATOR_RESULT;

const submit = (
  caseNumber: number,
  first: keyof typeof FIRST,
  second: keyof typeof SECOND,
  expectedResult: number,
) => evaluate(multiplexer, { first: FIRST[first], second: SECOND[second], expectedResult, caseNumber }, 'en');

describe('multiplexer, the guided introduction to generator mode', () => {
  it.each([
    [1, '4', '6', number, '24'],
    [2, '-3', '6', number, '-18'],
    [3, '0', '6', number, '0'],
    [4, '2.5', '1.5', number, '3.75'],
    [5, 'abc', '6', validNumbers, 'Please enter valid numbers.'],
    [6, '4', 'empty', bothNumbers, 'Please enter both numbers.'],
  ] as const)(
    'step %d: %s and %s with the right result is found, every field unmarked',
    (step, first, second, result, message) => {
      expect(submit(step, first, second, result)).toMatchObject({
        caseIndex: step,
        message,
        firstCorrect: true,
        secondCorrect: true,
        thirdCorrect: true,
      });
    },
  );

  it('marks only the expected result when the values follow the step and the result is wrong', () => {
    expect(submit(2, '-3', '6', validNumbers)).toStrictEqual({
      message: 'Invalid Test Case. Try another combination of parameters',
      firstCorrect: true,
      secondCorrect: true,
      thirdCorrect: false,
    });
  });

  it.each([
    // abc and 6: the app asks for valid numbers, so that result is right for what was chosen.
    [2, 'abc', '6', validNumbers, { firstCorrect: false, secondCorrect: true, thirdCorrect: true }],
    // 6 was asked for, the empty option chosen: the result for an empty field is right.
    [3, '0', 'empty', bothNumbers, { firstCorrect: true, secondCorrect: false, thirdCorrect: true }],
    // Both a value off the step and a result the app does not give for it: both are marked.
    [2, 'abc', '6', number, { firstCorrect: false, secondCorrect: true, thirdCorrect: false }],
  ] as const)(
    'step %d with %s and %s: marks each choice that is wrong, and no other',
    (step, first, second, result, flags) => {
      expect(submit(step, first, second, result)).toStrictEqual({
        message: 'Please follow the instructions',
        ...flags,
      });
    },
  );

  /** Per step, every pair of the dropdowns' options in its class (with the app's result), then pairs outside it. */
  it.each([
    [
      1,
      [
        ['4', '6'],
        ['4', '1.5'],
        ['2.5', '6'],
        ['2.5', '1.5'],
      ],
      [
        ['-3', '6'],
        ['4', '0'],
        ['0', '6'],
      ],
    ],
    [
      2,
      [
        ['-3', '6'],
        ['-3', '1.5'],
      ],
      [
        ['-3', '-2'],
        ['4', '-2'],
        ['-3', '0'],
      ],
    ],
    [
      3,
      [
        ['0', '6'],
        ['0', '-2'],
        ['0', '0'],
        ['0', '1.5'],
      ],
      [
        ['4', '0'],
        ['0', 'xyz'],
        ['0', 'empty'],
      ],
    ],
    [
      4,
      [
        ['2.5', '1.5'],
        ['2.5', '6'],
        ['2.5', '-2'],
        ['2.5', '0'],
      ],
      [
        ['4', '1.5'],
        ['2.5', 'xyz'],
      ],
    ],
    [
      5,
      [
        ['abc', '6'],
        ['abc', '-2'],
        ['abc', '0'],
        ['abc', '1.5'],
      ],
      [
        ['4', 'xyz'],
        ['abc', 'xyz'],
      ],
    ],
    [
      6,
      [
        ['4', 'empty'],
        ['-3', 'empty'],
        ['0', 'empty'],
        ['2.5', 'empty'],
      ],
      [
        ['empty', '6'],
        ['abc', 'empty'],
      ],
    ],
  ] as const)('step %d accepts every pair of its class and no other', (step, follows, breaks) => {
    const resultOf = (first: string, second: string) =>
      first === 'empty' || second === 'empty'
        ? bothNumbers
        : first === 'abc' || second === 'xyz'
          ? validNumbers
          : number;
    for (const [first, second] of follows) {
      expect(submit(step, first, second, resultOf(first, second))).toMatchObject({ caseIndex: step });
    }
    for (const [first, second] of breaks) {
      expect(submit(step, first, second, resultOf(first, second))).toMatchObject({
        message: 'Please follow the instructions',
      });
    }
  });

  it('names each class, with two or more values of it in examples', () => {
    expect(multiplexer.cases.map((step) => step.text.en)).toEqual([
      'two positive numbers',
      'a negative number gives a negative product',
      'zero, the boundary between the signs',
      'a decimal number gives an exact product',
      'letters instead of a number',
      'an empty field',
    ]);
    expect(multiplexer.cases.filter((step) => step.examples.length < 2)).toEqual([]);
  });
});
