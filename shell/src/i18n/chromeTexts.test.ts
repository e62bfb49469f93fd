import { i18n } from '@qa/shared';
import { allChromeTexts } from './chrome/allLanguages';
import { CHROME_NAMESPACE } from './chromeTexts';
import './registerChromeTexts';

describe('chrome texts', () => {
  it('are registered under the chrome namespace, with the remote fallback texts', () => {
    const t = i18n.getFixedT('en', CHROME_NAMESPACE);
    expect(t('remote.unavailable')).toBe('This part of the simulator could not be loaded.');
    expect(t('remote.retry')).toBe('Try again');
    expect(t('loading')).toBe('Loading…');
    const pl = i18n.getFixedT('pl', CHROME_NAMESPACE);
    expect(pl('notFound.text')).toBe('Strona, której szukasz, nie istnieje.');
  });

  it('leave the list and about pages’ texts to the lazily loaded pages namespace', () => {
    for (const texts of Object.values(allChromeTexts)) {
      expect(texts).not.toHaveProperty('about');
      expect(texts).not.toHaveProperty('list');
    }
  });
});
