import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { EMPTY_TEXT } from '@qa/shared/catalogue';
import { rules as multiplier } from '../../../../src/challenges/scripted/multiplier/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string, second: string) => evaluate(multiplier, { first, second }, 'en');

/** The case a submission finds, by its English text (without the technique). */
const foundText = (first: string, second: string): string | undefined => {
  const { caseIndex } = submit(first, second);
  return caseIndex === undefined ? undefined : multiplier.cases[caseIndex - 1]!.text.en;
};

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
    ['3', '', 7, 'Please enter both numbers.'],
    ['', 'abc', 7, 'Please enter both numbers.'],
    [EMPTY_TEXT.en, EMPTY_TEXT.pl, 7, 'Please enter both numbers.'],
    ['99999999999999999999', '2', 8, '199999999999999999998'],
  ])('%j times %j finds case %i, the app answering %j', (first, second, caseIndex, message) => {
    expect(submit(first, second)).toStrictEqual({
      message,
      caseIndex,
      caseText: multiplier.cases[caseIndex - 1] && findingText(multiplier.cases[caseIndex - 1]!, 'en'),
    });
  });

  // Values of each class besides its examples: the class, not one value, finds the case.
  it.each([
    ['12', '10', 'two positive whole numbers'],
    ['+2', '5', 'two positive whole numbers'],
    [' 6 ', '7', 'two positive whole numbers'],
    ['-1', '999', 'a negative and a positive number'],
    ['0.5', '-0.5', 'a negative and a positive number'],
    ['-0.1', '-100', 'two negative numbers'],
    ['-0', '5', 'multiplication by zero'],
    ['0.0', '-3', 'multiplication by zero'],
    ['2,5', '4', 'positive numbers, at least one of them a decimal'],
    ['0.001', '1000', 'positive numbers, at least one of them a decimal'],
    ['Ⅻ', '2', 'letters or special characters instead of a number'],
    ['1.2.3', '2', 'letters or special characters instead of a number'],
    ['5', '$', 'letters or special characters instead of a number'],
    ['', '0', 'an empty field or only spaces'],
    ['\t', '5', 'an empty field or only spaces'],
    ['-2', '  ', 'an empty field or only spaces'],
    ['1000000000000000', '1', 'a very large number (more than 15 digits before the point)'],
    ['0', '123456789012345678', 'a very large number (more than 15 digits before the point)'],
    ['-99999999999999999999.5', '-1', 'a very large number (more than 15 digits before the point)'],
  ])('%j times %j is in the class "%s"', (first, second, text) => {
    expect(foundText(first, second)).toBe(text);
  });

  it('keeps 15 digits among the ordinary numbers: the largest is not "very large"', () => {
    expect(foundText('999999999999999', '2')).toBe('two positive whole numbers');
  });

  it('puts every pair of values in exactly one case', () => {
    const samples = [
      '',
      'abc',
      '0',
      '-0',
      '1',
      '2',
      '-3',
      '0.5',
      '-0.25',
      '1.0',
      '100000000000000000000',
      '-1000000000000000',
    ];
    for (const first of samples) {
      for (const second of samples) {
        const matching = multiplier.cases.filter((found) => found.matches({ first, second, third: '' }));
        expect(matching).toHaveLength(1);
      }
    }
  });

  it('has eight cases, each naming its technique', () => {
    expect(multiplier.cases.map((found) => TECHNIQUES[found.technique].en)).toEqual([
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Boundary value analysis',
      'Equivalence partitioning',
      'Error guessing',
      'Error guessing',
      'Error guessing',
    ]);
  });
});
