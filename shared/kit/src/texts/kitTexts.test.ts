import { i18n } from '@qa/shared';
import { KIT_NAMESPACE } from './kitTexts';

describe('kit texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', KIT_NAMESPACE)('outOf', { found: 2, total: 6 })).toBe('2 z 6');
    expect(i18n.getFixedT('en', KIT_NAMESPACE)('followInstructions')).toBe('Please follow the instructions');
  });
});
