import { LANGUAGES, setLanguage, store } from '@qa/shared';
import { act, screen } from '@testing-library/react';
import { StaticPage } from '../shell/src/pages/static/StaticPage';
import { renderWithProviders } from '../shell/src/test/renderWithProviders';
import { withRealServer } from './support/server';

const PAGES = ['terms-and-conditions', 'privacy-policy'] as const;

describe('the static pages show what GET /api/static/{page}.{language}.html serves', () => {
  withRealServer();

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(PAGES)('%s: sections with headings and text, sanitized', async (page) => {
      // The HTTP client sends the language of the page's own store, as the shell does.
      store.dispatch(setLanguage(language));
      const { container } = renderWithProviders(<StaticPage page={page} />, {
        preloadedState: { language: { local: language } },
      });
      expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(1);
      expect(container.querySelector('article p')?.textContent).toMatch(/\S/);
      expect(container.querySelector('script, [onclick], iframe')).toBeNull();
      await act(async () => undefined);
    });
  });
});
