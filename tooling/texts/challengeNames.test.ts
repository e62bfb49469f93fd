import { LANGUAGES } from '../../shared/src/i18n/languages';

/**
 * One name per challenge in each language: a challenge page's title is the name the list, the menu, the Game
 * and the class grid give it (the catalogue's, which the kit shows when a remote writes no pageTitle), so a
 * learner never wonders whether two names are one page. A remote writes a pageTitle only for a page titled
 * otherwise, never a second copy of the name.
 */
const REMOTES = [
  'mfe-learn',
  'mfe-scripted',
  'mfe-generator-gherkin',
  'mfe-functional',
  'mfe-exploratory-api',
];

type Texts = Record<string, Record<string, unknown>>;

describe.each(LANGUAGES)('challenge names in %s', (language) => {
  it.each(REMOTES)('%s leaves each page titled with its catalogue name', async (remote) => {
    const catalogue = ((await import(`../../shared/src/i18n/texts/catalogue/${language}`)) as Texts)[
      language
    ] as { challenges: Record<string, string> };
    const texts = ((await import(`../../${remote}/src/i18n/${language}`)) as Texts)[language]!;
    const copies = Object.entries(texts).filter(
      ([key, value]) =>
        typeof value === 'object' &&
        value !== null &&
        'pageTitle' in value &&
        value.pageTitle === catalogue.challenges[key],
    );
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});

describe('the word for a challenge in Polish', () => {
  it('is the list’s “wyzwanie” in the kit’s texts about a challenge, never the to-do app’s “zadanie”', async () => {
    const { pl } = await import('../../shared/kit/src/texts/pl');
    const aboutAChallenge = [
      pl.loadError,
      pl.aboutChallenge,
      pl.nextChallenge,
      pl.allChallenges,
      pl.congratulationText,
    ];
    for (const text of aboutAChallenge) {
      expect(text).toMatch(/wyzwani/i);
      expect(text).not.toMatch(/zadani/i);
    }
  });
});
