import { describeHotelSearch, describeTodoAction } from './appActions';

describe('the functional apps’ actions in the tester’s words', () => {
  it('name a hotel search by the options the page shows, not by their indexes', () => {
    expect(describeHotelSearch({ first: '1', second: '2' }, 'en')).toBe(
      'Sort by “Price: lowest first”, filter “Rating: 9.0 and above”',
    );
    expect(describeHotelSearch({ first: '0', second: '0' }, 'pl')).toBe(
      'Sortowanie „Kolejność polecana”, filtr „Wszystkie miejsca”',
    );
  });

  it('name each to-do action with the number of tasks the list held', () => {
    expect(describeTodoAction({ first: 'A', second: '0', third: '' }, 'en')).toBe(
      'Create the task “A” (tasks in the list: 0)',
    );
    expect(describeTodoAction({ first: 'COMPLETED', second: '6', third: 'mark' }, 'en')).toBe(
      'Mark a task as completed (tasks in the list: 6)',
    );
    expect(describeTodoAction({ first: 'ACTIVE', second: '6', third: 'filter' }, 'ua')).toBe(
      'Показати активні завдання (завдань у списку: 6)',
    );
    expect(describeTodoAction({ first: '', second: '3', third: 'delete' }, 'ru')).toBe(
      'Удалить задачу (задач в списке: 3)',
    );
    expect(describeTodoAction({ first: '', second: '3', third: 'clear' }, 'pl')).toBe('Wyczyść formularz');
    expect(describeTodoAction({ first: '  ', second: '1' }, 'en')).toBe(
      'Create a task with an empty name (tasks in the list: 1)',
    );
  });

  it('shorten a long name and state its length, which is what a boundary case is about', () => {
    expect(describeTodoAction({ first: 'a'.repeat(256), second: '0' }, 'en')).toBe(
      `Create the task “${'a'.repeat(24)}…”, length 256 (tasks in the list: 0)`,
    );
  });

  it('describe nothing the app never sends', () => {
    expect(describeTodoAction({ first: 'DONE', second: '1', third: 'mark' }, 'en')).toBeUndefined();
    expect(describeTodoAction({ first: 'x', second: '1', third: 'drop' }, 'en')).toBeUndefined();
  });
});
