import { findingText } from '../../../../src/challenges/engine/techniques';
import { LANGUAGES } from '@qa/shared/catalogue';
import { currencyConverter } from '../../../../src/challenges/definitions/scripted/currencyConverter';
import { describeChallenge } from '../../../../src/challenges/engine/describe';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string, second: string, third: string) =>
  evaluate(currencyConverter, { first, second, third }, 'en');

const CURRENCIES = ['GBP', 'EUR', 'USD'];

describe('currencyConverter cases', () => {
  it.each([
    ['100', 'GBP', 'EUR', 1, '100 GBP = 120.00 EUR'],
    ['0.01', 'GBP', 'EUR', 1, '0.01 GBP = 0.01 EUR'],
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
  ])('%j %s to %s finds case %i, the app answering %j', (first, second, third, caseIndex, message) => {
    expect(submit(first, second, third)).toStrictEqual({
      message,
      caseIndex,
      caseText:
        currencyConverter.cases[caseIndex - 1] && findingText(currencyConverter.cases[caseIndex - 1]!, 'en'),
    });
  });

  it('finds no case without an amount', () => {
    expect(submit('', 'GBP', 'EUR')).toStrictEqual({ message: 'Please enter an amount.' });
  });

  it('puts every filled-in form in exactly one case', () => {
    for (const first of ['100', '0.5', '0', '-0', '-1', 'abc', '1e3']) {
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
    expect(currencyConverter.cases).toHaveLength(10);
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
