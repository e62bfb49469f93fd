import { DISPLAY_NAME_LENGTH } from '@qa/shared/game';
import { normalizePersonName } from '../../src/names/person-name';

const normalizeDisplayName = (input: string) => normalizePersonName(input, DISPLAY_NAME_LENGTH);

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
    ['a zero-width space', 'An\u200bn'],
    ['a right-to-left override', 'Ann\u202e'],
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
