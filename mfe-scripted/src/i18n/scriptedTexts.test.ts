import { i18n } from '@qa/shared';
import { SCRIPTED_NAMESPACE } from './scriptedTexts';

describe('scripted texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', SCRIPTED_NAMESPACE)('currencyConverter.fields.amount.label')).toBe('Kwota');
  });
});
