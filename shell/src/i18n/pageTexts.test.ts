import { i18n } from '@qa/shared';
import { PAGES_NAMESPACE } from './pageTexts';

describe('page texts', () => {
  it('are registered under the pages namespace', () => {
    expect(i18n.getFixedT('en', PAGES_NAMESPACE)('answers.title')).toBe('Answers');
    expect(i18n.getFixedT('ua', PAGES_NAMESPACE)('staticPages.privacy-policy')).toBe(
      'Політика конфіденційності',
    );
    expect(i18n.getFixedT('pl', PAGES_NAMESPACE)('about.answersTitle')).toBe('Odpowiedzi');
  });
});
