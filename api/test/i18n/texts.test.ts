import { LANGUAGES } from '@qa/shared/catalogue';
import { ASSESSMENT_TEXTS } from '../../src/assessment/texts';
import { CURRENCY_MESSAGES } from '../../src/challenges/definitions/scripted/currencyConverter';
import { DEFINITIONS } from '../../src/challenges/registry';
import { ENGINE_MESSAGES } from '../../src/challenges/engine/messages';
import { CALCULATOR_MESSAGES } from '../../src/challenges/support/calculator';
import { PASSWORD_MESSAGES } from '../../src/challenges/support/password';
import { PROFILE_MESSAGES } from '../../src/challenges/support/profile';
import { ERROR_MESSAGES } from '../../src/i18n/error-messages';

type Found = [path: string, texts: Record<string, unknown>];

/** Every object with an `en` key below `value`: the localized texts, wherever they sit. */
function localizedTexts(value: unknown, path: string): Found[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('en' in value) return [[path, value as Record<string, unknown>]];
  return Object.entries(value).flatMap(([key, child]) => localizedTexts(child, `${path}.${key}`));
}

const SOURCES = {
  ERROR_MESSAGES,
  ENGINE_MESSAGES,
  CALCULATOR_MESSAGES,
  PROFILE_MESSAGES,
  PASSWORD_MESSAGES,
  CURRENCY_MESSAGES,
  ASSESSMENT_TEXTS,
  ...DEFINITIONS,
};

describe('every server text', () => {
  const found = Object.entries(SOURCES).flatMap(([name, source]) => localizedTexts(source, name));

  it('is found', () => {
    expect(found.length).toBeGreaterThan(20);
  });

  it.each(found)('%s exists in every language, translated', (_path, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(typeof texts[language]).toBe('string');
      expect(texts[language]).not.toBe('');
      if (language !== 'en') expect(texts[language]).not.toBe(texts.en);
    }
  });
});
