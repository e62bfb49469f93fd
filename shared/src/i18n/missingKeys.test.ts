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

  it('counts a text still marked to translate as missing, in whichever language it is', () => {
    const texts = {
      en: { title: '[translate] Leap year', hint: 'Think of 1900.' },
      ua: { title: 'Високосний рік', hint: '[translate]' },
      ru: { title: 'Високосный год', hint: 'Подумайте о 1900.' },
      pl: { title: 'Rok przestępny', hint: 'A note on [translate] markers.' },
    };
    expect(findMissingKeys(texts).sort()).toEqual(['en: title', 'ua: hint']);
  });
});
