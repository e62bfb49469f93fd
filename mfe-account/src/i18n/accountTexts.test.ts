import { findMissingKeys, i18n } from '@qa/shared';
import { ACCOUNT_NAMESPACE, accountTexts } from './accountTexts';

describe('account texts', () => {
  it('has every key in every language', () => {
    expect(findMissingKeys(accountTexts)).toEqual([]);
  });

  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', ACCOUNT_NAMESPACE)('notices.resetSent')).toBe(
      'Wysłano e-mail do resetowania hasła!',
    );
  });
});
