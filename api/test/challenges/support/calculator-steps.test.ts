import { LANGUAGES } from '@qa/shared/catalogue';
import {
  decimalNumbersStep,
  emptySecondNumberStep,
  negativeNumberStep,
  notANumberStep,
  twoPositiveWholeNumbersStep,
} from '../../../src/challenges/support/calculator-steps';

describe('the calculator learn steps that Addition and Division share', () => {
  it.each([
    ['two positive whole numbers', twoPositiveWholeNumbersStep, '12', '5'],
    ['a negative number', negativeNumberStep, '-12', '5'],
    ['decimal numbers', decimalNumbersStep, '1.25', '0.75'],
    ['letters or symbols', notANumberStep, 'xyz', '5'],
  ] as const)(
    '%s: the instruction names the first example in every language',
    (_name, step, first, second) => {
      const { instruction } = step({ first, second }, { first: 'other', second: 'values' });
      for (const language of LANGUAGES) {
        expect(instruction[language]).toContain(`${first} `);
        expect(instruction[language]).toMatch(new RegExp(` ${second}\\.$`));
        expect(instruction[language]).not.toContain('other');
      }
    },
  );

  it('an empty Second Number: the instruction names the First Number only', () => {
    const { instruction } = emptySecondNumberStep({ first: '42', second: '' }, { first: '1', second: '' });
    for (const language of LANGUAGES) expect(instruction[language]).toMatch(/ 42\.$/);
  });

  it('keeps the examples in order, the one the instruction names first', () => {
    const { examples } = decimalNumbersStep(
      { first: '1.5', second: '2.5' },
      { first: '0.1', second: '0.2' },
      { first: '-0.5', second: '3.5' },
    );
    expect(examples).toEqual([
      { first: '1.5', second: '2.5' },
      { first: '0.1', second: '0.2' },
      { first: '-0.5', second: '3.5' },
    ]);
  });

  it('accepts every value of the class, not only the example', () => {
    const { accepts } = negativeNumberStep({ first: '-5', second: '3' }, { first: '-0.5', second: '12' });
    expect(accepts.first?.('-100')).toBe(true);
    expect(accepts.first?.('5')).toBe(false);
    expect(accepts.second?.('0.1')).toBe(true);
    expect(accepts.second?.('0')).toBe(false);
  });
});
