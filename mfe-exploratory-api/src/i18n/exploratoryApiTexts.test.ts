import { findMissingKeys, i18n } from '@qa/shared';
import { EXPLORATORY_API_NAMESPACE, exploratoryApiTexts } from './exploratoryApiTexts';

describe('exploratory and API-testing texts', () => {
  it('has every key in every language', () => {
    expect(findMissingKeys(exploratoryApiTexts)).toEqual([]);
  });

  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('ua', EXPLORATORY_API_NAMESPACE)('triangle.fields.a.label')).toBe('Сторона A');
  });
});
