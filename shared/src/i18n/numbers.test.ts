import { i18n } from './i18n';
import { formatNumber, localeOf, pluralCategories, pluralCategory, pluralForm } from './numbers';

describe('numbers in the learner’s language', () => {
  it('hands Intl the locale of a language code: ua is Ukrainian, uk', () => {
    expect(localeOf('ua')).toBe('uk');
    expect(localeOf('pl')).toBe('pl');
    expect(localeOf('dev')).toBe('dev');
    expect(pluralCategories('ua')).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    expect(pluralCategories('en')).toEqual(expect.arrayContaining(['one', 'other']));
    expect(pluralCategories('en')).toHaveLength(2);
  });

  it('writes a decimal comma in ua, ru and pl and a point in en', () => {
    expect(formatNumber(1.7, 'en')).toBe('1.7');
    expect(formatNumber(1.7, 'ua')).toBe('1,7');
    expect(formatNumber(1.7, 'ru')).toBe('1,7');
    expect(formatNumber(1.7, 'pl')).toBe('1,7');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ua')).toBe('12\u00a0345');
  });

  it('gives a fraction the category other in ua, ru and pl, and 21 one in ua and ru only', () => {
    expect(['ua', 'ru', 'pl'].map((language) => pluralCategory(1.7, language))).toEqual([
      'other',
      'other',
      'other',
    ]);
    expect(['ua', 'ru', 'pl'].map((language) => pluralCategory(21, language))).toEqual([
      'one',
      'one',
      'many',
    ]);
    expect(pluralForm(3, 'ua', { one: 'бал', few: 'бали', many: 'балів', other: 'бала' })).toBe('бали');
    expect(pluralForm(3, 'en', { one: 'point', other: 'points' })).toBe('points');
  });
});

describe('the i18n instance', () => {
  const texts = {
    en: { cases_one: '{{count, number}} test case', cases_other: '{{count, number}} test cases' },
    ua: {
      cases_one: '{{count, number}} тестовий випадок',
      cases_few: '{{count, number}} тестові випадки',
      cases_many: '{{count, number}} тестових випадків',
      cases_other: '{{count, number}} тестового випадку',
    },
  };
  beforeAll(() => {
    i18n.addResourceBundle('en', 'numbersTest', texts.en);
    i18n.addResourceBundle('ua', 'numbersTest', texts.ua);
  });

  const say = (language: string, count: number) =>
    i18n.getFixedT(language, 'numbersTest')('cases', { count });

  it('picks Ukrainian plural forms by Ukrainian rules, not English ones', () => {
    expect([1, 2, 5, 21, 1.7].map((count) => say('ua', count))).toEqual([
      '1 тестовий випадок',
      '2 тестові випадки',
      '5 тестових випадків',
      '21 тестовий випадок',
      '1,7 тестового випадку',
    ]);
    expect([1, 1.7, 1234].map((count) => say('en', count))).toEqual([
      '1 test case',
      '1.7 test cases',
      '1,234 test cases',
    ]);
  });
});
