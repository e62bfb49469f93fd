import { etagOf, matchesEtag } from '../../src/http/etag';

describe('etagOf', () => {
  it('is a quoted tag that depends only on the content', () => {
    expect(etagOf('<h1>a</h1>')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('<h1>a</h1>')).toBe(etagOf('<h1>a</h1>'));
    expect(etagOf('<h1>a</h1>')).not.toBe(etagOf('<h1>b</h1>'));
  });
});

describe('matchesEtag', () => {
  const etag = '"abc"';

  it.each([['"abc"'], ['W/"abc"'], ['"x", "abc"'], ['*']])('matches %p', (header) => {
    expect(matchesEtag(header, etag)).toBe(true);
  });

  it.each([[undefined], [''], ['"abd"'], ['abc'], ['"x", "y"']])('does not match %p', (header) => {
    expect(matchesEtag(header, etag)).toBe(false);
  });
});
