import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { EMPTY_TEXT } from '@qa/shared/catalogue';
import { multiplier } from '../../../../src/challenges/definitions/scripted/multiplier';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string, second: string) => evaluate(multiplier, { first, second }, 'en');

describe('multiplier cases', () => {
  it.each([
    ['3', '4', 1, '12'],
    ['1', '1', 1, '1'],
    ['-3', '4', 2, '-12'],
    ['3', '-0.5', 2, '-1.5'],
    ['-3', '-4', 3, '12'],
    ['-1.5', '-2', 3, '3'],
    ['7', '0', 4, '0'],
    ['0', '-7', 4, '0'],
    ['0', '0', 4, '0'],
    ['1.5', '2', 5, '3'],
    ['0.1', '0.2', 5, '0.02'],
    ['abc', '4', 6, 'Please enter valid numbers.'],
    ['4', '#', 6, 'Please enter valid numbers.'],
    ['1e3', 'x', 6, 'Please enter valid numbers.'],
  ])('%j times %j finds case %i, the app answering %j', (first, second, caseIndex, message) => {
    expect(submit(first, second)).toStrictEqual({
      message,
      caseIndex,
      caseText: multiplier.cases[caseIndex - 1] && findingText(multiplier.cases[caseIndex - 1]!, 'en'),
    });
  });

  it.each([
    ['3', ''],
    ['', 'abc'],
    [EMPTY_TEXT.en, EMPTY_TEXT.pl],
  ])('%j and %j find no case: the app asks for both numbers', (first, second) => {
    expect(submit(first, second)).toStrictEqual({ message: 'Please enter both numbers.' });
  });

  it('puts every pair of numbers in exactly one case', () => {
    const samples = ['0', '-0', '1', '2', '-3', '0.5', '-0.25', '1.0', '100000000000000000000'];
    for (const first of samples) {
      for (const second of samples) {
        const matching = multiplier.cases.filter((found) => found.matches({ first, second, third: '' }));
        expect(matching).toHaveLength(1);
      }
    }
  });

  it('has six cases, each naming its technique', () => {
    expect(multiplier.cases.map((found) => TECHNIQUES[found.technique].en)).toEqual([
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Boundary value analysis',
      'Equivalence partitioning',
      'Error guessing',
    ]);
  });
});
