import { i18n } from '@qa/shared';
import { PROGRESS_NAMESPACE } from './progressTexts';

describe('progress texts', () => {
  it('are registered under the progress namespace', () => {
    expect(i18n.getFixedT('pl', PROGRESS_NAMESPACE)('syncFailed')).toMatch(/^Nie udało się/);
  });
});
