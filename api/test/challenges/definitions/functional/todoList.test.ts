import { todoList } from '../../../../src/challenges/definitions/functional/todoList';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const act = (first: string, second: number, third = '') =>
  evaluate(todoList, { first, second: String(second), third }, 'en');

describe('the to-do app, judged action by action', () => {
  it.each([
    ['Buy milk', 0, 'The task is added.'],
    ['Зробити звіт 2', 3, 'The task is added.'],
    ['   ', 0, 'Task name cannot be empty.'],
    ['', 0, 'Task name cannot be empty.'],
    ['Buy milk!', 0, 'A task name may hold only letters, digits and spaces.'],
    ['<script>', 0, 'A task name may hold only letters, digits and spaces.'],
    ['Buy milk', 10, 'The list is full: remove a task first.'],
  ])('adding %j to %d tasks: %s', (title, count, message) => {
    expect(act(title, count).message).toBe(message);
  });

  it('finds the boundaries of a name: one character and 255', () => {
    expect(act('A', 0)).toMatchObject({ caseIndex: 2, message: 'The task is added.' });
    expect(act('a'.repeat(255), 0)).toMatchObject({ caseIndex: 3, message: 'The task is added.' });
  });

  it.each([
    ['a 256th character', () => act('b'.repeat(256), 0), 1],
    ['a sixth task', () => act('Buy milk', 5), 2],
    ['a tenth task', () => act('Buy milk', 9), 2],
    ['a filter with six tasks', () => act('ACTIVE', 6, 'filter'), 3],
    ['a filter with ten tasks', () => act('COMPLETED', 10, 'filter'), 3],
  ])('shows a planted bug with %s', (_name, answer, bugIndex) => {
    expect(answer().bugIndex).toBe(bugIndex);
  });

  it.each([
    ['a fifth task', () => act('Buy milk', 4)],
    ['a filter with five tasks', () => act('ACTIVE', 5, 'filter')],
    ['All with six tasks', () => act('ALL', 6, 'filter')],
    ['a refused eleventh task', () => act('Buy milk', 10)],
  ])('shows no bug with %s', (_name, answer) => {
    expect(answer().bugIndex).toBeUndefined();
  });

  it('answers an action it does not know without finding anything', () => {
    expect(act('x', 1, 'rename')).toEqual({ message: 'The app does not know this action.' });
  });
});
