import { CHALLENGE_GROUPS, CHALLENGES, i18n, LANGUAGES } from '../../index';
import { CATALOGUE_NAMESPACE } from './catalogueTexts';

describe('catalogue texts', () => {
  it('name every challenge type and every catalogue key', () => {
    const unnamed = [
      ...CHALLENGE_GROUPS.map((type) => `groups.${type}`),
      ...CHALLENGES.map((challenge) => `challenges.${challenge.key}`),
    ].filter((key) => !i18n.exists(key, { ns: CATALOGUE_NAMESPACE, lng: 'en' }));
    expect(unnamed).toEqual([]);
    expect(i18n.getFixedT('en', CATALOGUE_NAMESPACE)('challenges.adder')).toBe('Addition');
  });

  it('are registered in English when the shared package loads, and in every language once loaded', () => {
    // The test setup (tooling/jest.setup.web.ts) has loaded every language, as a page does the one it shows.
    const registered = LANGUAGES.filter((language) => i18n.hasResourceBundle(language, CATALOGUE_NAMESPACE));
    expect(registered).toEqual([...LANGUAGES]);
    const pl = i18n.getFixedT('pl', CATALOGUE_NAMESPACE);
    expect(pl('series.title', { number: 6, group: pl('groups.apiTesting') })).toBe('Seria 6: Testowanie API');
  });
});
