import { resolveLanguage } from '../../src/i18n/accept-language';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pl', 'pl'],
    ['PL-pl', 'pl'],
    ['ua', 'ua'],
    ['uk', 'ua'],
    ['uk-UA,uk;q=0.9', 'ua'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
    ['de-DE,de;q=0.9,pl;q=0.8,en;q=0.7', 'pl'],
    ['en;q=0.5, ru;q=0.8', 'ru'],
    ['en, pl', 'en'],
    ['pl;q=0, ru;q=0.1', 'ru'],
    ['pl;q=0', 'en'],
    ['pl;q=abc', 'en'],
    ['fr, de', 'en'],
    ['*', 'en'],
    [';;;,,,q=1', 'en'],
    ['x'.repeat(5000), 'en'],
    ['constructor, __proto__;q=0.9', 'en'],
  ])('%s -> %s', (header, language) => {
    expect(resolveLanguage(header)).toBe(language);
  });
});

describe('resolveLanguage, asked again', () => {
  it('answers a header it has seen as the first time', () => {
    const headers = ['pl-PL,pl;q=0.9', 'ru;q=0.1, uk;q=0.2', 'fr'];
    const first = headers.map(resolveLanguage);
    expect(headers.map(resolveLanguage)).toEqual(first);
    expect(first).toEqual(['pl', 'ua', 'en']);
  });

  it('works out a long header each time', () => {
    const long = `${'de;q=0.1, '.repeat(30)}pl;q=0.5`;
    expect(long.length).toBeGreaterThan(200);
    expect([resolveLanguage(long), resolveLanguage(long)]).toEqual(['pl', 'pl']);
  });
});
