import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { EMPTY_TEXT } from '@qa/shared/catalogue';
import { rules as divider } from '../../../../src/challenges/learn/divider/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (caseNumber: number, first: string, second: string) =>
  evaluate(divider, { first, second, caseNumber }, 'en');

type Example = [first: string, second: string];

/** Per step: inputs that follow it with the app's answer, and inputs that do not with the expected field flags. */
const STEPS: Array<{
  step: number;
  follows: Array<[...Example, string]>;
  breaks: Array<[...Example, boolean, boolean]>;
}> = [
  {
    step: 1,
    follows: [
      ['10', '2', '5'],
      ['10', '3', '3.3333333333'],
    ],
    breaks: [
      ['-10', '2', false, true],
      ['10', '0', true, false],
    ],
  },
  {
    step: 2,
    follows: [
      ['-10', '2', '-5'],
      ['-1', '0.5', '-2'],
    ],
    breaks: [
      ['10', '2', false, true],
      ['-10', '-2', true, false],
    ],
  },
  {
    step: 3,
    follows: [
      ['7.5', '2.5', '3'],
      ['-0,5', '0.2', '-2.5'],
    ],
    breaks: [
      ['7', '2.5', false, true],
      ['7.5', '2', true, false],
    ],
  },
  {
    step: 4,
    follows: [
      ['0', '5', '0'],
      ['0.0', '-0.5', '0'],
    ],
    breaks: [
      ['0', '0', true, false],
      ['1', 'x', false, false],
    ],
  },
  {
    step: 5,
    follows: [
      ['5', '0', 'Division by zero is not possible.'],
      ['0', '0.00', 'Division by zero is not possible.'],
    ],
    breaks: [
      ['5', '1', true, false],
      [EMPTY_TEXT.en, '0', false, true],
    ],
  },
  {
    step: 6,
    follows: [
      ['abc', '2', 'Please enter valid numbers.'],
      ['два', '0', 'Please enter valid numbers.'],
      ['?', '-3', 'Please enter valid numbers.'],
      ['1/2', '4', 'Please enter valid numbers.'],
    ],
    breaks: [
      ['12', '2', false, true],
      ['abc', 'abc', true, false],
      [EMPTY_TEXT.en, '2', false, true],
    ],
  },
  {
    step: 7,
    follows: [
      ['10', '', 'Please enter both numbers.'],
      ['-4', EMPTY_TEXT.en, 'Please enter both numbers.'],
      ['0', '   ', 'Please enter both numbers.'],
      ['2.5', EMPTY_TEXT.pl, 'Please enter both numbers.'],
    ],
    breaks: [
      ['10', '2', true, false],
      ['', '', false, true],
      ['abc', '', false, true],
    ],
  },
  {
    step: 8,
    follows: [
      ['12345678901234567890', '3', '4115226300411522630'],
      ['-100000000000000000000', '0.5', '-200000000000000000000'],
      ['9007199254740992', '-2', '-4503599627370496'],
    ],
    breaks: [
      ['9007199254740991', '3', false, true],
      ['12345678901234567890', '0', true, false],
      ['12345678901234567890', '', true, false],
    ],
  },
  {
    step: 9,
    follows: [
      ['-10', '-2', '5'],
      ['-7.5', '-0.5', '15'],
      ['-1', '-3', '0.3333333333'],
    ],
    breaks: [
      ['-10', '2', true, false],
      ['10', '-2', false, true],
      ['0', '-2', false, true],
    ],
  },
];

describe('divider steps', () => {
  describe.each(STEPS)('step $step', ({ step, follows, breaks }) => {
    it.each(follows)('is found with %j and %j, the app answering %j', (first, second, message) => {
      expect(submit(step, first, second)).toStrictEqual({
        message,
        caseIndex: step,
        caseText: divider.cases[step - 1] && findingText(divider.cases[step - 1]!, 'en'),
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

  it('teaches nine steps, each naming its technique', () => {
    expect(divider.cases.map((step) => TECHNIQUES[step.technique].en)).toEqual([
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Boundary value analysis',
      'Boundary value analysis',
      'Error guessing',
      'Error guessing',
      'Error guessing',
      'Equivalence partitioning',
    ]);
    expect(divider.bugs).toEqual([]);
  });

  it('appends the classes a careful tester adds: an empty field, a very large number, two negative numbers', () => {
    expect(divider.cases.map((step) => step.text.en).slice(5)).toEqual([
      'letters or special characters instead of a number',
      'an empty field',
      'a very large number',
      'two negative numbers give a positive quotient',
    ]);
  });

  it.each(
    divider.cases.flatMap((step, index) => step.examples.map((example) => [index + 1, example] as const)),
  )('step %i is found with each value of its class in examples: %j', (step, example) => {
    expect(submit(step, example.first ?? '', example.second ?? '')).toMatchObject({ caseIndex: step });
  });
});
