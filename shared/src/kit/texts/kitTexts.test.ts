import { i18n } from '../../i18n/i18n';
import { findMissingKeys } from '../../i18n/missingKeys';
import { KIT_NAMESPACE, kitTexts } from './kitTexts';

describe('kit texts', () => {
  it('has every key in every language', () => {
    expect(findMissingKeys(kitTexts)).toEqual([]);
  });

  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', KIT_NAMESPACE)('outOf', { found: 2, total: 6 })).toBe('2 z 6');
    expect(i18n.getFixedT('en', KIT_NAMESPACE)('followInstructions')).toBe('Please follow the instructions');
  });
});
