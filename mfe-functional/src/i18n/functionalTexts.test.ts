import { i18n } from '@qa/shared';
import { FUNCTIONAL_NAMESPACE } from './functionalTexts';

describe('functional texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.getFixedT('pl', FUNCTIONAL_NAMESPACE)('todoList.app.noTasks')).toBe('Brak zadań');
  });
});
