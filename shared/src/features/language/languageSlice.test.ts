import { makeStore } from '../../store/store';
import { i18n } from '../../i18n/i18n';
import { languageSlice, readStoredLanguage, setLanguage } from './languageSlice';

describe('language slice', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to en when storage holds nothing or garbage', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem('local', '{not a language');
    expect(readStoredLanguage()).toBe('en');
    expect(languageSlice.reducer(undefined, { type: 'init' })).toEqual({ local: 'en' });
  });

  it('reads the remembered language from the key local', () => {
    localStorage.setItem('local', 'pl');
    expect(languageSlice.reducer(undefined, { type: 'init' })).toEqual({ local: 'pl' });
  });

  it('writes the choice to storage and switches i18n', async () => {
    const store = makeStore();
    store.dispatch(setLanguage('ua'));
    expect(store.getState().language.local).toBe('ua');
    // The listener loads the language's texts (already there in tests) before it switches.
    await new Promise((resolve) => setTimeout(resolve));
    expect(localStorage.getItem('local')).toBe('ua');
    expect(i18n.language).toBe('ua');
  });

  it('falls back to en for an unknown language', () => {
    expect(setLanguage('xx' as never).payload).toBe('en');
  });
});
