import { findMissingKeys } from './missingKeys';

describe('findMissingKeys', () => {
  it('lists keys absent or empty in a language', () => {
    const texts = {
      en: { a: 'A', nested: { b: 'B' } },
      ua: { a: 'А', nested: { b: 'Б' } },
      ru: { a: 'А', nested: {} },
      pl: { a: ' ', nested: { b: 'B' } },
    };
    expect(findMissingKeys(texts).sort()).toEqual(['pl: a', 'ru: nested.b']);
  });

  it('counts a text still marked to translate as missing, in whichever language it is', () => {
    const texts = {
      en: { title: '[translate] Leap year', hint: 'Think of 1900.' },
      ua: { title: 'Високосний рік', hint: '[translate]' },
      ru: { title: 'Високосный год', hint: 'Подумайте о 1900.' },
      pl: { title: 'Rok przestępny', hint: 'A note on [translate] markers.' },
    };
    expect(findMissingKeys(texts).sort()).toEqual(['en: title', 'ua: hint']);
  });

  const cases = {
    en: { cases_one: '{{count}} test case', cases_other: '{{count}} test cases' },
    ua: {
      cases_one: '{{count}} тестовий випадок',
      cases_few: '{{count}} тестові випадки',
      cases_many: '{{count}} тестових випадків',
      cases_other: '{{count}} тестового випадку',
    },
    ru: {
      cases_one: '{{count}} тест-кейс',
      cases_few: '{{count}} тест-кейса',
      cases_many: '{{count}} тест-кейсов',
      cases_other: '{{count}} тест-кейса',
    },
    pl: {
      cases_one: '{{count}} przypadek testowy',
      cases_few: '{{count}} przypadki testowe',
      cases_many: '{{count}} przypadków testowych',
      cases_other: '{{count}} przypadku testowego',
    },
  };

  it('takes a plural text as complete with each language’s own plural categories', () => {
    expect(findMissingKeys(cases)).toEqual([]);
    expect(findMissingKeys({ ...cases, en: { ...cases.en, cases_zero: 'No test cases' } })).toEqual([]);
  });

  it('lists the plural categories a language lacks, as it would a key', () => {
    const { cases_few: _few, ...withoutFew } = cases.pl;
    expect(findMissingKeys({ ...cases, pl: withoutFew })).toEqual(['pl: cases_few']);
    expect(findMissingKeys({ ...cases, ua: { cases: '{{count}} тестових випадків' } }).sort()).toEqual([
      'ua: cases_few',
      'ua: cases_many',
      'ua: cases_one',
      'ua: cases_other',
    ]);
    expect(findMissingKeys({ ...cases, en: { cases_other: '{{count}} test cases' } })).toEqual([
      'en: cases_one',
    ]);
  });
});
