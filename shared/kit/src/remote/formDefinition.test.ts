import { CHALLENGES } from '@qa/shared';
import { formDefinition } from './formDefinition';

describe('formDefinition', () => {
  it("renders a catalogue form with each field's texts under the challenge's key, options as they are", () => {
    const currencyConverter = CHALLENGES.find(({ key }) => key === 'currencyConverter');
    expect(currencyConverter && formDefinition(currencyConverter)).toEqual({
      key: 'currencyConverter',
      fields: [
        { type: 'textfield', text: 'currencyConverter.fields.amount' },
        { type: 'dropdown', text: 'currencyConverter.fields.from', options: ['GBP', 'EUR', 'USD'] },
        { type: 'dropdown', text: 'currencyConverter.fields.to', options: ['GBP', 'EUR', 'USD'] },
      ],
    });
  });

  it('gives one field per payload slot, and nothing for a page that is more than a form', () => {
    for (const entry of CHALLENGES) {
      expect(formDefinition(entry)?.fields.length ?? entry.fieldCount).toBe(entry.fieldCount);
    }
    const todoList = CHALLENGES.find(({ key }) => key === 'todoList');
    expect(todoList && formDefinition(todoList)).toBeUndefined();
  });
});
