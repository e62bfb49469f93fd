import { findingText } from '../../../../src/challenges/engine/techniques';
import { LANGUAGES } from '@qa/shared/catalogue';
import { rules as currencyConverter } from '../../../../src/challenges/scripted/currencyConverter/rules';
import { describeChallenge } from '../../../../src/challenges/engine/challenge-info';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string, second: string, third: string) =>
  evaluate(currencyConverter, { first, second, third }, 'en');

const CURRENCIES = ['GBP', 'EUR', 'USD'];

describe('currencyConverter cases', () => {
  it.each([
    ['100', 'GBP', 'EUR', 1, '100 GBP = 120.00 EUR'],
    ['0.02', 'GBP', 'EUR', 1, '0.02 GBP = 0.02 EUR'],
    ['100', 'EUR', 'USD', 2, '100 EUR = 110.00 USD'],
    ['100', 'GBP', 'USD', 3, '100 GBP = 130.00 USD'],
    ['12,5', 'GBP', 'USD', 3, '12.5 GBP = 16.25 USD'],
    ['100', 'EUR', 'GBP', 4, '100 EUR = 83.33 GBP'],
    ['120', 'EUR', 'GBP', 4, '120 EUR = 100.00 GBP'],
    ['100', 'USD', 'EUR', 5, '100 USD = 90.91 EUR'],
    ['100', 'USD', 'GBP', 6, '100 USD = 76.92 GBP'],
    ['100', 'EUR', 'EUR', 7, 'Please choose two different currencies.'],
    ['0', 'GBP', 'EUR', 8, 'The amount must be greater than zero.'],
    ['0', 'USD', 'USD', 8, 'The amount must be greater than zero.'],
    ['-100', 'GBP', 'EUR', 9, 'The amount must be greater than zero.'],
    ['abc', 'GBP', 'EUR', 10, 'Please enter a valid amount.'],
    ['£100', 'GBP', 'GBP', 10, 'Please enter a valid amount.'],
    ['', 'GBP', 'EUR', 11, 'Please enter an amount.'],
    ['0.01', 'GBP', 'EUR', 12, '0.01 GBP = 0.01 EUR'],
    ['0.001', 'GBP', 'EUR', 12, '0.001 GBP = 0.00 EUR'],
    ['10.555', 'GBP', 'EUR', 13, '10.555 GBP = 12.67 EUR'],
    ['10000000000000000000', 'USD', 'GBP', 14, '10000000000000000000 USD = 7692307692307692307.69 GBP'],
  ])('%j %s to %s finds case %i, the app answering %j', (first, second, third, caseIndex, message) => {
    expect(submit(first, second, third)).toStrictEqual({
      message,
      caseIndex,
      caseText:
        currencyConverter.cases[caseIndex - 1] && findingText(currencyConverter.cases[caseIndex - 1]!, 'en'),
    });
  });

  // Values of each class besides its examples: the class, not one value, finds the case.
  it.each([
    ['0.02', 'EUR', 'USD', 'EUR to USD at the rate 1.1'],
    ['999999999999999', 'GBP', 'USD', 'GBP to USD at the rate 1.3'],
    ['1,99', 'USD', 'EUR', 'USD to EUR, the inverse of 1.1'],
    ['  50 ', 'EUR', 'GBP', 'EUR to GBP, the inverse of 1.2'],
    ['0.001', 'EUR', 'EUR', 'the same currency in both dropdowns'],
    ['10000000000000000000', 'GBP', 'GBP', 'the same currency in both dropdowns'],
    ['0,00', 'GBP', 'USD', 'an amount of zero'],
    ['-1000', 'USD', 'USD', 'a negative amount'],
    ['1 000', 'GBP', 'EUR', 'letters or special characters in the amount'],
    ['100$', 'USD', 'EUR', 'letters or special characters in the amount'],
    ['', 'EUR', 'EUR', 'an empty amount (or only spaces)'],
    ['\t', 'GBP', 'USD', 'an empty amount (or only spaces)'],
    ['0.005', 'EUR', 'GBP', 'an amount just above zero: 0.01 or less'],
    ['0.0100', 'USD', 'GBP', 'an amount just above zero: 0.01 or less'],
    ['0.011', 'GBP', 'EUR', 'an amount with more than two decimal places'],
    ['1.23456789', 'EUR', 'USD', 'an amount with more than two decimal places'],
    ['1000000000000000', 'EUR', 'USD', 'a very large amount (more than 15 digits before the point)'],
    ['1000000000000000.555', 'GBP', 'EUR', 'a very large amount (more than 15 digits before the point)'],
  ])('%j %s to %s is in the class "%s"', (first, second, third, text) => {
    const { caseIndex } = submit(first, second, third);
    expect(caseIndex && currencyConverter.cases[caseIndex - 1]!.text.en).toBe(text);
  });

  it('puts every form in exactly one case', () => {
    for (const first of [
      '',
      '100',
      '0.5',
      '0.01',
      '0.001',
      '1.005',
      '0',
      '-0',
      '-1',
      'abc',
      '1e3',
      '1'.repeat(20),
    ]) {
      for (const second of CURRENCIES) {
        for (const third of CURRENCIES) {
          const matching = currencyConverter.cases.filter((found) => found.matches({ first, second, third }));
          expect(matching).toHaveLength(1);
        }
      }
    }
  });

  it('names the rates and offers the currencies in its dropdowns', () => {
    expect(currencyConverter.cases.map((found) => findingText(found, 'en')).slice(0, 6)).toEqual([
      'Decision table: GBP to EUR at the rate 1.2',
      'Decision table: EUR to USD at the rate 1.1',
      'Decision table: GBP to USD at the rate 1.3',
      'Decision table: EUR to GBP, the inverse of 1.2',
      'Decision table: USD to EUR, the inverse of 1.1',
      'Decision table: USD to GBP, the inverse of 1.3',
    ]);
    // The description writes the rates with a decimal comma in ua, ru and pl; the cases do too.
    expect(findingText(currencyConverter.cases[3]!, 'pl')).toBe(
      'Tablica decyzyjna: z EUR na GBP po kursie odwrotnym do 1,2',
    );
    // One currency chosen twice is a row of the same table, not a guess.
    expect(findingText(currencyConverter.cases[6]!, 'en')).toBe(
      'Decision table: the same currency in both dropdowns',
    );
    expect(currencyConverter.cases.slice(7).map(({ technique }) => technique)).toEqual([
      'boundaryValues',
      'equivalencePartitioning',
      'errorGuessing',
      'errorGuessing',
      'boundaryValues',
      'equivalencePartitioning',
      'errorGuessing',
    ]);
    expect(currencyConverter.cases).toHaveLength(14);
    expect(describeChallenge(currencyConverter, 'en').caseOptions).toBe('GBP,EUR,USD');
  });

  it('words its messages in every language', () => {
    for (const [first, second, third] of [
      ['', 'GBP', 'EUR'],
      ['abc', 'GBP', 'EUR'],
      ['0', 'GBP', 'EUR'],
      ['1', 'GBP', 'GBP'],
    ] as const) {
      const messages = LANGUAGES.map((language) =>
        currencyConverter.result({ first, second, third }, language),
      );
      expect(new Set(messages).size).toBe(LANGUAGES.length);
    }
  });
});
