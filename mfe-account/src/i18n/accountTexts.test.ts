import { findMissingKeys } from '@qa/shared';
import { accountTexts } from './accountTexts';

it('has every account text in en, ua, ru and pl', () => {
  expect(findMissingKeys(accountTexts)).toEqual([]);
});
