import { findMissingKeys, i18n } from '@qa/shared';
import { FUNCTIONAL_NAMESPACE, functionalTexts } from './functionalTexts';

describe('functional texts', () => {
  it('has every key in every language', () => {
    expect(findMissingKeys(functionalTexts)).toEqual([]);
  });

  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', FUNCTIONAL_NAMESPACE)('todoList.app.noTasks')).toBe('Brak zadań');
  });
});
