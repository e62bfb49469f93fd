import { addVersionedTexts } from './addVersionedTexts';
import { i18n, type Texts } from './i18n';

const texts = (title: string, extra: Record<string, string> = {}): Texts => {
  const bundle = { title, nested: { kept: 'kept', ...extra } };
  return { en: bundle, ua: bundle, ru: bundle, pl: bundle };
};

describe('addVersionedTexts', () => {
  it('merges copies deeply, the newest wording winning whatever the load order', () => {
    addVersionedTexts('versionedA', '1.0.0', texts('old'));
    addVersionedTexts('versionedA', '1.1.0', texts('new', { added: 'only in 1.1' }));
    addVersionedTexts('versionedA', '1.0.0', texts('old again', { fromOld: 'only in the old copy' }));
    const t = i18n.getFixedT('en', 'versionedA');
    expect(t('title')).toBe('new');
    expect(t('nested.added')).toBe('only in 1.1');
    expect(t('nested.kept')).toBe('kept');
    expect(t('nested.fromOld')).toBe('only in the old copy');
  });
});
