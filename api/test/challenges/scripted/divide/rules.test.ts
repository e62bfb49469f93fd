import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { rules as divide } from '../../../../src/challenges/scripted/divide/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string, second: string) => evaluate(divide, { first, second }, 'en');

describe('divide cases', () => {
  it.each([
    ['10', '2', 1, '5'],
    ['7', '7', 1, '1'],
    ['10', '3', 2, '3.3333333333'],
    ['2', '3', 2, '0.6666666667'],
    ['-10', '2', 3, '-5'],
    ['10', '-4', 3, '-2.5'],
    ['-1', '-3', 10, '0.3333333333'],
    ['7.5', '2.5', 4, '3'],
    ['1', '0.5', 4, '2'],
    ['0', '5', 5, '0'],
    ['-0', '-0.1', 5, '0'],
    ['5', '0', 6, 'Division by zero is not possible.'],
    ['0', '0', 6, 'Division by zero is not possible.'],
    ['-2.5', '0,0', 6, 'Division by zero is not possible.'],
    ['abc', '2', 7, 'Please enter valid numbers.'],
    ['2', '½', 7, 'Please enter valid numbers.'],
    ['', '0', 8, 'Please enter both numbers.'],
    ['100000000000000000000', '3', 9, '33333333333333333333.3333333333'],
    ['99999999999999999999', '0', 6, 'Division by zero is not possible.'],
  ])('%j divided by %j finds case %i, the app answering %j', (first, second, caseIndex, message) => {
    expect(submit(first, second)).toStrictEqual({
      message,
      caseIndex,
      caseText: divide.cases[caseIndex - 1] && findingText(divide.cases[caseIndex - 1]!, 'en'),
    });
  });

  // Values of each class besides its examples: the class, not one value, finds the case.
  it.each([
    ['9', '3', 'positive whole numbers that divide evenly'],
    ['+8', ' 4 ', 'positive whole numbers that divide evenly'],
    ['1', '3', 'positive whole numbers with a fractional result'],
    ['22', '7', 'positive whole numbers with a fractional result'],
    ['-1', '8', 'one negative number: a negative quotient'],
    ['0.5', '-0.25', 'one negative number: a negative quotient'],
    ['-9', '-3', 'two negative numbers: a positive quotient'],
    ['-0.5', '-2', 'two negative numbers: a positive quotient'],
    ['2,5', '0,5', 'positive numbers, at least one of them a decimal'],
    ['10', '2.5', 'positive numbers, at least one of them a decimal'],
    ['-0', '3', 'zero divided by a number'],
    ['0.00', '-8', 'zero divided by a number'],
    ['-1', '-0', 'division by zero'],
    ['1000000000000000', '0.0', 'division by zero'],
    ['x', '2', 'letters or special characters instead of a number'],
    ['10', '2e1', 'letters or special characters instead of a number'],
    ['\u00a0', '2', 'an empty field or only spaces'],
    ['7', '   ', 'an empty field or only spaces'],
    ['', 'abc', 'an empty field or only spaces'],
    ['1000000000000000', '1', 'a very large number (more than 15 digits before the point)'],
    ['0', '-123456789012345678', 'a very large number (more than 15 digits before the point)'],
  ])('%j divided by %j is in the class "%s"', (first, second, text) => {
    const { caseIndex } = submit(first, second);
    expect(caseIndex && divide.cases[caseIndex - 1]!.text.en).toBe(text);
  });

  it('puts every pair of values in exactly one case', () => {
    const samples = [
      '',
      'abc',
      '0',
      '-0',
      '1',
      '2',
      '3',
      '6',
      '-3',
      '0.5',
      '-0.25',
      '1.0',
      '100000000000000000000',
    ];
    for (const first of samples) {
      for (const second of samples) {
        const matching = divide.cases.filter((found) => found.matches({ first, second, third: '' }));
        expect(matching).toHaveLength(1);
      }
    }
  });

  it('has ten cases, each naming its technique', () => {
    expect(divide.cases.map((found) => TECHNIQUES[found.technique].en)).toEqual([
      ...Array(4).fill('Equivalence partitioning'),
      'Boundary value analysis',
      'Boundary value analysis',
      ...Array(3).fill('Error guessing'),
      'Equivalence partitioning',
    ]);
  });
});
