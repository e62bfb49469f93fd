import { CLASS_CODE_ALPHABET } from '@qa/shared/classroom';
import { newClassCode, normalizeClassCode } from '../../src/classroom/class-code';
import { normalizeClassName } from '../../src/classroom/class-name';

describe('class codes', () => {
  it('are six characters without look-alikes', () => {
    for (let index = 0; index < 200; index += 1) {
      const code = newClassCode();
      expect(code).toHaveLength(6);
      expect([...code].every((letter) => CLASS_CODE_ALPHABET.includes(letter))).toBe(true);
    }
    expect(CLASS_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('are read as a learner types them, and anything else is no code', () => {
    expect(normalizeClassCode(' abc-def ')).toBe('ABCDEF');
    expect(normalizeClassCode('ab cd ef')).toBe('ABCDEF');
    for (const input of ['ABCDE', 'ABCDEFG', 'ABCDE0', 'ABCDÉF', ''])
      expect(normalizeClassCode(input)).toBeUndefined();
  });
});

describe('class names', () => {
  it('take punctuation and any script, trimmed and with single spaces', () => {
    expect(normalizeClassName('  QA  #3 (evening) ')).toBe('QA #3 (evening)');
    expect(normalizeClassName('Група 2')).toBe('Група 2');
  });

  it('refuse one character, 61, no letter or digit, and invisible characters', () => {
    for (const input of ['Q', 'x'.repeat(61), '## ()', 'QA\u200b3', 'QA\n3']) {
      expect(normalizeClassName(input)).toBeUndefined();
    }
  });
});
