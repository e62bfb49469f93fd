import { isStringArray, readJson, readString, removeItem, writeJson } from './safeStorage';

describe('safe storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips JSON in local and session storage', () => {
    writeJson('list', ['a'], 'local');
    writeJson('list', ['b'], 'session');
    expect(readJson('list', [], isStringArray)).toEqual(['a']);
    expect(readJson('list', [], isStringArray, 'session')).toEqual(['b']);
  });

  it('treats a corrupted or wrongly shaped entry as empty', () => {
    localStorage.setItem('list', '{"oops"');
    expect(readJson('list', [], isStringArray)).toEqual([]);
    localStorage.setItem('list', '{"a":1}');
    expect(readJson('list', [], isStringArray)).toEqual([]);
  });

  it('never throws when storage itself fails', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readString('x')).toBeNull();
    spy.mockRestore();
    removeItem('x');
  });
});
