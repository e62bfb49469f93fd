import { i18n } from '@qa/shared';
import { EXPLORATORY_API_NAMESPACE } from './exploratoryApiTexts';

describe('exploratory and API-testing texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('ua', EXPLORATORY_API_NAMESPACE)('triangle.fields.a.label')).toBe('Сторона A');
  });
});
