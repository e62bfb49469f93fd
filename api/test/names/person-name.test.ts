import { DISPLAY_NAME_LENGTH } from '@qa/shared/game';
import { nameLookKey, normalizePersonName } from '../../src/names/person-name';

const normalizeDisplayName = (input: string) => {
  const named = normalizePersonName(input, DISPLAY_NAME_LENGTH);
  return 'name' in named ? named.name : undefined;
};
const problemOf = (input: string) => {
  const named = normalizePersonName(input, DISPLAY_NAME_LENGTH);
  return 'problem' in named ? named.problem : undefined;
};

describe('normalizePersonName, as for a Game display name (2 to 24)', () => {
  it.each([
    ['Ann', 'Ann'],
    ['  Ann  ', 'Ann'],
    ['Olena K.', 'Olena K.'],
    ['Олена', 'Олена'],
    ['Łukasz_92', 'Łukasz_92'],
    ['李小龙', '李小龙'],
    ['Zoe\u0308', 'Zoë'],
    ['_neo_', '_neo_'],
    ['QA  Tester', 'QA Tester'],
    ['x'.repeat(24), 'x'.repeat(24)],
    ['ab', 'ab'],
  ])('takes %p as %p', (input, stored) => {
    expect(normalizeDisplayName(input)).toBe(stored);
  });

  it.each([
    ['one character', 'a'],
    ['one character between blanks', '   a   '],
    ['25 characters', 'x'.repeat(25)],
    ['markup', '<b>Ann</b>'],
    ['a script', 'Ann<script>'],
    ['an address', 'ann@example.com'],
    ['a URL', 'https://x.io'],
    ['punctuation alone', '..--__'],
    ['a tab', 'An\tn'],
    ['a line break', 'An\nn'],
    ['a leading combining mark', '\u0301Ann'],
    ['an emoji', 'Ann 🎉'],
  ])('refuses %s', (_name, input) => {
    expect(normalizeDisplayName(input)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(normalizeDisplayName('𝒜'.repeat(24))).toBe('𝒜'.repeat(24));
  });
});

describe('names a page would draw as nothing, or as a smear', () => {
  it.each([
    ['a zero-width space', 'An\u200bn'],
    ['a right-to-left override', 'Ann\u202e'],
    ['Hangul fillers, which count as letters', '\u3164\u3164\u3164'],
    ['a half-width Hangul filler', 'Ann\uffa0'],
    ['a choseong filler', '\u115fAnn'],
    ['a soft hyphen', 'An\u00adn'],
  ])('refuses %s as invisible', (_name, input) => {
    expect(problemOf(input)).toBe('invisible');
  });

  it('refuses a Zalgo stack, and takes the marks real scripts put on one letter', () => {
    expect(problemOf(`Ann${'\u0301\u0302\u0303\u0304'.repeat(3)}`)).toBe('stackedMarks');
    // Vietnamese (two marks on one vowel), Hindi and Thai.
    for (const name of ['Nguyê\u0303n', 'क्षत्रिय', 'น้ำใจ']) expect(problemOf(name)).toBeUndefined();
  });
});

describe('nameLookKey: names a reader cannot tell apart share one key', () => {
  it.each([
    ['Anna', 'ANNA'],
    ['Anna', '\u0410nna'],
    ['Olha QA', 'Оlhа_QA'],
    ['paypal', 'pаypаl'],
    ['Ivan', 'Ｉｖａｎ'],
    ['QA Tester', 'qa.tester'],
  ])('%p looks like %p', (first, second) => {
    expect(nameLookKey(first)).toBe(nameLookKey(second));
  });

  it.each([
    ['Anna', 'Anne'],
    ['Олена', 'Олеся'],
    ['Tester 1', 'Tester 2'],
  ])('%p does not look like %p', (first, second) => {
    expect(nameLookKey(first)).not.toBe(nameLookKey(second));
  });
});
