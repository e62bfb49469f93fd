import { rules as currencyConverter } from '../../../../src/challenges/scripted/currencyConverter/rules';
import { design as currencyConverterDesign } from '../../../../src/challenges/scripted/currencyConverter/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [
  row('converted', '100', 'GBP', 'EUR'),
  row('converted', '50', 'GBP', 'EUR'),
  row('converted', '10', 'EUR', 'USD'),
];

describe('the currency converter test design', () => {
  checkDesign(currencyConverterDesign, currencyConverter, {
    full: [
      row('converted', '100', 'GBP', 'EUR'),
      row('converted', '100', 'EUR', 'GBP'),
      row('converted', '100', 'EUR', 'USD'),
      row('converted', '100', 'USD', 'EUR'),
      row('converted', '100', 'GBP', 'USD'),
      row('converted', '100', 'USD', 'GBP'),
      row('sameCurrency', '100', 'EUR', 'EUR'),
      row('amountNotPositive', '0', 'GBP', 'EUR'),
      row('amountNotPositive', '-100', 'GBP', 'EUR'),
      row('converted', '12.5', 'GBP', 'EUR'),
      row('converted', '10.555', 'GBP', 'EUR'),
      row('converted', '99999999999999999999', 'GBP', 'EUR'),
      row('enterAmount', '  ', 'GBP', 'EUR'),
      row('invalidAmount', 'abc', 'GBP', 'EUR'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('converted', '0', 'GBP', 'EUR'),
  });

  it('needs every pair of currencies, both ways, to catch the faults of the rate table', () => {
    const oneWay = runTests(currencyConverterDesign, HAPPY_PATH);
    expect(
      oneWay.missed.filter(({ technique }) => technique === 'decisionTable').length,
    ).toBeGreaterThanOrEqual(3);
    const bothWays = runTests(currencyConverterDesign, [
      ...HAPPY_PATH,
      row('converted', '100', 'EUR', 'GBP'),
      row('converted', '100', 'USD', 'EUR'),
      row('converted', '100', 'GBP', 'USD'),
      row('sameCurrency', '100', 'EUR', 'EUR'),
    ]);
    expect(bothWays.missed.filter(({ technique }) => technique === 'decisionTable')).toEqual([]);
  });

  it('refuses an amount of three decimals on build 2, which ships without the USD to EUR rate', () => {
    const values = [
      row('', '10.555', 'GBP', 'EUR').values,
      row('', '10.550', 'GBP', 'EUR').values,
      row('', '10.55', 'USD', 'EUR').values,
    ];
    expect(currencyConverterDesign.build2?.reference.outcomesOf(values)).toEqual([
      'invalidAmount',
      'invalidAmount',
      'converted',
    ]);
    expect(currencyConverterDesign.build2?.shipped.outcomesOf(values)).toEqual([
      'invalidAmount',
      'invalidAmount',
      'sameCurrency',
    ]);
  });
});
