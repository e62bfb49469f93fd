import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/**
 * The newsletter's description is the tester's oracle, so it states each rule the hidden cases and bugs judge
 * by: which characters stand before the @ and where a dot may go, a second-level domain of Latin letters,
 * Latin letters being a to z (Cyrillic and ü are refused), capitals counting as small letters, and the totals.
 */
describe('the newsletter description', () => {
  it.each([
    [
      'en',
      en,
      [
        /Latin letters, digits, dots/,
        /dot only between two other characters/,
        /Latin letters only/,
        /Capital and small letters count the same/,
        /a second-level domain/,
        /a to z, without diacritics/,
        /twenty scenarios and three bugs/,
      ],
    ],
    [
      'ua',
      ua,
      [
        /латинські літери, цифри, крапки/,
        /лише між двома іншими символами/,
        /лише з латинських літер/,
        /Великі й малі літери не розрізняються/,
        /другого рівня/,
        /лише a–z, без діакритичних знаків/,
        /двадцять сценаріїв і три баги/,
      ],
    ],
    [
      'ru',
      ru,
      [
        /латинские буквы, цифры, точки/,
        /только между двумя другими символами/,
        /только из латинских букв/,
        /Заглавные и строчные буквы не различаются/,
        /второго уровня/,
        /только a–z, без диакритических знаков/,
        /двадцать сценариев и три бага/,
      ],
    ],
    [
      'pl',
      pl,
      [
        /litery łacińskie, cyfry, kropki/,
        /tylko między dwoma innymi znakami/,
        /tylko z liter łacińskich/,
        /Wielkie i małe litery nie są rozróżniane/,
        /drugiego poziomu/,
        /tylko a–z, bez znaków diakrytycznych/,
        /dwadzieścia scenariuszy i trzy błędy/,
      ],
    ],
  ] as const)('%s states every rule', (_language, texts, rules) => {
    const description = texts.newsletter.description.join(' ');
    for (const rule of rules) expect(description).toMatch(rule);
  });
});
