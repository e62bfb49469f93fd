import { findMissingKeys, i18n } from '@qa/shared';
import { PROGRESS_NAMESPACE, progressTexts } from './progressTexts';

describe('progress texts', () => {
  it('have every key in every language', () => {
    expect(findMissingKeys(progressTexts)).toEqual([]);
  });

  it('are registered under the progress namespace', () => {
    expect(i18n.getFixedT('pl', PROGRESS_NAMESPACE)('syncFailed')).toMatch(/^Nie udało się/);
  });
});
