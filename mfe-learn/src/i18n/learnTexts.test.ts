import { i18n } from '@qa/shared';
import { LEARN_NAMESPACE } from './learnTexts';

describe('learn texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', LEARN_NAMESPACE)('adder.fields.first.label')).toBe('Pierwsza liczba');
  });
});
