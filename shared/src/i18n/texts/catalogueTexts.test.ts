import { CHALLENGE_TYPES, CHALLENGES, i18n, LANGUAGES } from '../../index';
import { findMissingKeys } from '../missingKeys';
import { CATALOGUE_NAMESPACE, catalogueTexts } from './catalogueTexts';

describe('catalogue texts', () => {
  it('have every key in every language', () => {
    expect(findMissingKeys(catalogueTexts)).toEqual([]);
  });

  it('name every challenge type and every catalogue key', () => {
    const t = i18n.getFixedT('en', CATALOGUE_NAMESPACE);
    const missing = [
      ...CHALLENGE_TYPES.filter((type) => !i18n.exists(`groups.${type}`, { ns: CATALOGUE_NAMESPACE })),
      ...CHALLENGES.filter((c) => !i18n.exists(`challenges.${c.key}`, { ns: CATALOGUE_NAMESPACE })).map((c) => c.key),
    ];
    expect(missing).toEqual([]);
    expect(t('challenges.adder')).toBe('Addition');
  });

  it('are registered in every language when the shared package loads', () => {
    for (const language of LANGUAGES) {
      expect(i18n.getFixedT(language, CATALOGUE_NAMESPACE)('series.title', { number: 6, group: 'X' })).toMatch(/6.*X/);
    }
  });
});
