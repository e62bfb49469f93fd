import { findMissingKeys } from './missingKeys';

describe('findMissingKeys', () => {
  it('lists keys absent or empty in a language', () => {
    const texts = {
      en: { a: 'A', nested: { b: 'B' } },
      ua: { a: 'А', nested: { b: 'Б' } },
      ru: { a: 'А', nested: {} },
      pl: { a: ' ', nested: { b: 'B' } },
    };
    expect(findMissingKeys(texts).sort()).toEqual(['pl: a', 'ru: nested.b']);
  });
});
