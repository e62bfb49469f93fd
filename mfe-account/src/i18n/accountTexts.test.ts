import { i18n } from '@qa/shared';
import { ACCOUNT_NAMESPACE } from './accountTexts';

describe('account texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', ACCOUNT_NAMESPACE)('notices.resetSent')).toBe(
      'Wysłano e-mail do resetowania hasła!',
    );
  });
});
