import { i18n } from '@qa/shared';
import { GENERATOR_GHERKIN_NAMESPACE } from './generatorGherkinTexts';

describe('generator and gherkin texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', GENERATOR_GHERKIN_NAMESPACE)('summation.fields.first.label')).toBe(
      'Pierwsza liczba',
    );
  });
});
