import { findMissingKeys, i18n } from '@qa/shared';
import { LEARN_NAMESPACE, learnTexts } from './learnTexts';

describe('learn texts', () => {
  it('has every key in every language', () => {
    expect(findMissingKeys(learnTexts)).toEqual([]);
  });

  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', LEARN_NAMESPACE)('adder.fields.first.label')).toBe('Pierwsza liczba');
  });
});
