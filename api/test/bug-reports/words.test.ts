import { mentions, mentionsAffirmed, normalized } from '../../src/bug-reports/words';

describe('how a report’s words are read', () => {
  it('finds a stem in any form a sentence puts it in, and through one typo where it is five letters or more', () => {
    expect(mentions('An isoceles triangel', ['isosceles'])).toBe(true);
    expect(mentions('Shown as scalen', ['scalene'])).toBe(true);
    expect(mentions('Шосте завдання додається', ['додає'])).toBe(true);
    // Two typos, or one in a short stem, or the first letter wrong: another word.
    expect(mentions('An isocles triangle', ['isosceles'])).toBe(false);
    expect(mentions('the sida is long', ['side'])).toBe(false);
    expect(mentions('icosceles', ['isosceles'])).toBe(true);
    expect(mentions('osisceles', ['isosceles'])).toBe(false);
  });

  it('matches a number whole and a phrase as written', () => {
    expect(mentions('returns 0.30000000000000004', ['0.3'])).toBe(false);
    expect(mentions('returns 0.3', ['0.3'])).toBe(true);
    expect(mentions('the sides A and C are equal', ['sides a and c'])).toBe(true);
    expect(mentions('the sides C and A are equal', ['sides a and c'])).toBe(false);
  });

  it('reads case, spaces and punctuation aside', () => {
    expect(normalized('  «Scalene   triangle.» ')).toBe('scalene triangle');
  });

  it('takes a word after a negation as its opposite, and a phrase with its own negation as written', () => {
    expect(mentionsAffirmed('Large numbers are added exactly, no digits lost', ['lost'])).toBe(false);
    expect(mentionsAffirmed('Large numbers lose their last digits', ['lose'])).toBe(true);
    expect(mentionsAffirmed('A zero side C is not refused', ['not refused'])).toBe(true);
    expect(mentionsAffirmed('Сторона C не перевіряється', ['перевіря'])).toBe(false);
  });
});
