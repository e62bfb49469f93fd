import { formatValue } from './formatValue';

describe('formatValue', () => {
  it('normalises numeric strings but keeps numbers too large to be exact', () => {
    expect(formatValue('007')).toBe('7');
    expect(formatValue('-1.50')).toBe('-1.5');
    expect(formatValue(' 5')).toBe(' 5');
    expect(formatValue('99999999999999999999')).toBe('99999999999999999999');
  });

  it('truncates to 32 characters plus an ellipsis', () => {
    expect(formatValue('a'.repeat(33))).toBe(`${'a'.repeat(32)}…`);
    expect(formatValue('a'.repeat(32))).toBe('a'.repeat(32));
  });
});
