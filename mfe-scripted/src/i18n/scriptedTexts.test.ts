import { findMissingKeys, i18n } from '@qa/shared';
import { SCRIPTED_NAMESPACE, scriptedTexts } from './scriptedTexts';

describe('scripted texts', () => {
  it('has every key in every language', () => {
    expect(findMissingKeys(scriptedTexts)).toEqual([]);
  });

  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', SCRIPTED_NAMESPACE)('currencyConverter.fields.amount.label')).toBe('Kwota');
  });
});
