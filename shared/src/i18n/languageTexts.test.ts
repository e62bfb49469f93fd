import { setLanguage } from '../features/language/languageSlice';
import { makeStore } from '../store/store';
import { addVersionedTexts } from './addVersionedTexts';
import { i18n } from './i18n';
import { addLanguageTexts, languageTexts, loadTexts, type OtherLanguage } from './languageTexts';

/**
 * A loader per language that counts its calls and answers once the test says so (and at once after that:
 * the namespaces stay registered, so a later test's loadTexts asks this one too).
 */
const deferredLoaders = (make: (language: string) => object) => {
  const calls: OtherLanguage[] = [];
  const answers: Array<() => void> = [];
  let answering = false;
  const loader = (language: OtherLanguage) => () => {
    calls.push(language);
    return new Promise<object>((resolve) => {
      const answer = () => resolve(make(language));
      if (answering) answer();
      else answers.push(answer);
    });
  };
  const texts = languageTexts<object>(make('en'), { ua: loader('ua'), ru: loader('ru'), pl: loader('pl') });
  const answerAll = () => {
    answering = true;
    answers.splice(0).forEach((answer) => answer());
  };
  return { texts, calls, answerAll };
};

const greeting = (language: string) => ({ hello: `hello in ${language}` });

afterEach(async () => {
  await i18n.changeLanguage('en');
  jest.restoreAllMocks();
});

describe('languageTexts', () => {
  it('adds English at once and another language only when it is loaded, each chunk once', async () => {
    const { texts, calls, answerAll } = deferredLoaders(greeting);
    addLanguageTexts('lazyA', texts);
    expect(i18n.getFixedT('en', 'lazyA')('hello')).toBe('hello in en');
    expect(i18n.hasResourceBundle('ua', 'lazyA')).toBe(false);
    expect(calls).toEqual([]);

    const first = loadTexts(['ua', 'en']);
    const second = loadTexts(['ua']);
    answerAll();
    await Promise.all([first, second]);
    expect(calls).toEqual(['ua']);
    expect(i18n.getFixedT('ua', 'lazyA')('hello')).toBe('hello in ua');
    expect(i18n.hasResourceBundle('ru', 'lazyA')).toBe(false);
  });

  it("starts loading the page's language as soon as the texts are registered", async () => {
    await i18n.changeLanguage('pl');
    const { texts, calls, answerAll } = deferredLoaders(greeting);
    addLanguageTexts('lazyB', texts);
    expect(calls).toEqual(['pl']);
    const loaded = loadTexts();
    answerAll();
    await loaded;
    expect(calls).toEqual(['pl']);
    expect(i18n.getFixedT('pl', 'lazyB')('hello')).toBe('hello in pl');
  });

  it('logs a chunk that fails, falls back to English and asks again the next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    addLanguageTexts(
      'lazyC',
      languageTexts(greeting('en'), {
        ua: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(greeting('ua'))),
        ru: () => Promise.resolve(greeting('ru')),
        pl: () => Promise.resolve(greeting('pl')),
      }),
    );
    await expect(loadTexts(['ua'])).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Texts could not be loaded', expect.any(Error));
    expect(i18n.getFixedT('ua', 'lazyC')('hello')).toBe('hello in en');

    await loadTexts(['ua']);
    expect(attempts).toBe(2);
    expect(i18n.getFixedT('ua', 'lazyC')('hello')).toBe('hello in ua');
  });

  it('switches the language only once its texts are there', async () => {
    const { texts, answerAll } = deferredLoaders(greeting);
    addLanguageTexts('lazyD', texts);
    const store = makeStore();
    store.dispatch(setLanguage('ru'));
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    answerAll();
    await new Promise((resolve) => setTimeout(resolve));
    expect(i18n.language).toBe('ru');
    expect(i18n.getFixedT(null, 'lazyD')('hello')).toBe('hello in ru');
  });

  it('keeps the versioned merge for texts loaded one language at a time', async () => {
    addVersionedTexts(
      'lazyE',
      '2.0.0',
      languageTexts(greeting('new en'), {
        ua: () => Promise.resolve({ hello: 'new ua' }),
        ru: () => Promise.resolve({ hello: 'new ru' }),
        pl: () => Promise.resolve({ hello: 'new pl' }),
      }),
    );
    const older = { hello: 'old', onlyOld: 'kept' };
    addVersionedTexts('lazyE', '1.0.0', { en: older, ua: older, ru: older, pl: older });
    await loadTexts(['ua']);
    const t = i18n.getFixedT('ua', 'lazyE');
    expect(t('hello')).toBe('new ua');
    expect(t('onlyOld')).toBe('kept');
  });
});
