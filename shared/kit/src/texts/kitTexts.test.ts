import { i18n, findMissingKeys } from '@qa/shared';
import { en } from './en';
import { KIT_NAMESPACE } from './kitTexts';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

describe('kit texts', () => {
  it('has every key in every language', () => {
    expect(findMissingKeys({ en, ua, ru, pl })).toEqual([]);
  });

  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', KIT_NAMESPACE)('outOf', { found: 2, total: 6 })).toBe('2 z 6');
    expect(i18n.getFixedT('en', KIT_NAMESPACE)('followInstructions')).toBe('Please follow the instructions');
  });
});
