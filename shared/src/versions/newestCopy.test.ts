import { claimAsNewest } from './newestCopy';

describe('claimAsNewest', () => {
  it('lets the first copy and every newer or equal one win, and refuses an older one', () => {
    expect(claimAsNewest('slice:a', '1.0.0')).toBe(true);
    expect(claimAsNewest('slice:a', '1.1.0')).toBe(true);
    expect(claimAsNewest('slice:a', '1.1.0')).toBe(true);
    expect(claimAsNewest('slice:a', '1.0.5')).toBe(false);
    // The refused copy did not lower the mark.
    expect(claimAsNewest('slice:a', '1.0.9')).toBe(false);
  });

  it('keeps each id apart', () => {
    expect(claimAsNewest('slice:b', '2.0.0')).toBe(true);
    expect(claimAsNewest('texts:b', '1.0.0')).toBe(true);
  });
});
