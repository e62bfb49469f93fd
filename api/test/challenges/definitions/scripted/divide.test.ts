import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { divide } from '../../../../src/challenges/definitions/scripted/divide';
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
    ['-1', '-3', 3, '0.3333333333'],
    ['7.5', '2.5', 4, '3'],
    ['1', '0.5', 4, '2'],
    ['0', '5', 5, '0'],
    ['-0', '-0.1', 5, '0'],
    ['5', '0', 6, 'Division by zero is not possible.'],
    ['0', '0', 6, 'Division by zero is not possible.'],
    ['-2.5', '0,0', 6, 'Division by zero is not possible.'],
    ['abc', '2', 7, 'Please enter valid numbers.'],
    ['2', '½', 7, 'Please enter valid numbers.'],
  ])('%j divided by %j finds case %i, the app answering %j', (first, second, caseIndex, message) => {
    expect(submit(first, second)).toStrictEqual({
      message,
      caseIndex,
      caseText: divide.cases[caseIndex - 1] && findingText(divide.cases[caseIndex - 1]!, 'en'),
    });
  });

  it('finds no case with an empty field', () => {
    expect(submit('', '0')).toStrictEqual({ message: 'Please enter both numbers.' });
  });

  it('puts every pair of numbers in exactly one case', () => {
    const samples = ['0', '-0', '1', '2', '3', '6', '-3', '0.5', '-0.25', '1.0', '100000000000000000000'];
    for (const first of samples) {
      for (const second of samples) {
        const matching = divide.cases.filter((found) => found.matches({ first, second, third: '' }));
        expect(matching).toHaveLength(1);
      }
    }
  });

  it('has seven cases, each naming its technique', () => {
    expect(divide.cases.map((found) => TECHNIQUES[found.technique].en)).toEqual([
      ...Array(4).fill('Equivalence partitioning'),
      'Boundary value analysis',
      'Boundary value analysis',
      'Error guessing',
    ]);
  });
});
