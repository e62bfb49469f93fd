import { describeValues } from './describeValues';

const FIELDS = [
  { type: 'textfield' as const, label: 'Amount' },
  { type: 'dropdown' as const, label: 'From' },
  { type: 'dropdown' as const, label: 'To' },
];

describe('describeValues', () => {
  it('names each sent field, shows values as the page displays them and skips unsent slots', () => {
    const long = 'x'.repeat(40);
    expect(describeValues(FIELDS, { first: '0010.50', second: long }, '(empty)')).toEqual([
      'Amount: 10.5',
      `From: ${'x'.repeat(32)}…`,
    ]);
    expect(describeValues(FIELDS, { first: 'порожньо', third: 'EUR' }, '(empty)')).toEqual([
      'Amount: (empty)',
      'To: EUR',
    ]);
  });

  it('reads a stored answer that names its empty fields: a typed word "empty" stays text', () => {
    expect(describeValues(FIELDS, { first: 'empty', second: 'EUR', emptyFields: [] }, '(empty)')).toEqual([
      'Amount: empty',
      'From: EUR',
    ]);
    expect(
      describeValues(FIELDS, { first: 'puste', second: 'EUR', emptyFields: ['first'] }, '(puste)'),
    ).toEqual(['Amount: (puste)', 'From: EUR']);
  });
});
