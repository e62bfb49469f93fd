import { rules as todoList } from '../../../../src/challenges/functional/todoList/rules';
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
    ['Buy milk', 10, 'The list holds at most 10 tasks: remove a task first.'],
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

const caseNamed = (text: string) => todoList.cases.findIndex((item) => item.text.en.startsWith(text)) + 1;

describe('every class a careful tester tries lands on a case of its own', () => {
  it.each<[string, string, number, string]>([
    ['a name of letters A–Z', 'Water plants 3', 2, ''],
    ['a name of letters A–Z', 'Read a book', 7, ''],
    ['a one-character name', 'z', 4, ''],
    ['a one-character name', '5', 9, ''],
    ['a 255-character name', 'x'.repeat(255), 3, ''],
    ['a 255-character name', 'Я'.repeat(255), 1, ''],
    ['an empty name', '', 5, ''],
    ['an empty name', '      ', 10, ''],
    ['a name with special characters', 'Buy #milk', 1, ''],
    ['a name with special characters', 'Tea & cake', 0, ''],
    ['a name with special characters', '50%', 2, ''],
    ['adding to a list of 10 tasks', 'Any task', 10, ''],
    ['adding to a list of 10 tasks', 'Купити хліб', 10, ''],
    ['the 5th task', 'Clean the room', 4, ''],
    ['the 5th task', 'Walk the dog', 4, ''],
    ['the 10th task', 'Last one', 9, ''],
    ['the 10th task', 'Call grandma', 9, ''],
    ['a name with letters beyond A–Z', 'Прибрати кухню', 3, ''],
    ['a name with letters beyond A–Z', 'Kupić chleb', 6, ''],
    ['a name with letters beyond A–Z', 'Задача', 0, ''],
    ['a name of digits only', '42', 2, ''],
    ['a name of digits only', '1 2 3', 6, ''],
    ['the first task added to the empty list', 'Start here', 0, ''],
    ['the first task added to the empty list', 'Morning run 5', 0, ''],
    ['a name with spaces before or after it', '  Trailing and leading  ', 2, ''],
    ['a name with spaces before or after it', '\tTabbed', 3, ''],
    ['an active task is marked as completed', 'COMPLETED', 3, 'mark'],
    ['a completed task is marked as active again', 'ACTIVE', 9, 'mark'],
    ['a task is removed', '', 1, 'delete'],
    ['a task is removed', '', 10, 'delete'],
    ['the Active filter', 'ACTIVE', 0, 'filter'],
    ['the Completed filter', 'COMPLETED', 5, 'filter'],
    ['the All filter', 'ALL', 0, 'filter'],
    ['the All filter', 'ALL', 6, 'filter'],
    ['the All filter', 'ALL', 10, 'filter'],
    ['Clear Form', '', 0, 'clear'],
    ['Clear Form', '', 9, 'clear'],
  ])('%s: %j with %d tasks', (text, first, count, third) => {
    expect(caseNamed(text)).toBeGreaterThan(0);
    expect(act(first, count, third).caseIndex).toBe(caseNamed(text));
  });

  it('names the limit the app refuses at, so the boundary case rests on what the page shows', () => {
    expect(act('One more', 10).message).toContain('10');
    expect(todoList.cases[caseNamed('adding to a list of 10 tasks') - 1]!.technique).toBe('boundaryValues');
  });

  it.each<[string, string, number, number, string]>([
    ['a 256th character', 'Zadanie '.padEnd(256, 'x'), 3, 1, ''],
    ['a seventh task', 'Seventh', 6, 2, ''],
    ['a ninth task', 'Ninth', 8, 2, ''],
    ['Completed with seven tasks', 'COMPLETED', 7, 3, 'filter'],
  ])('shows a planted bug with %s', (_name, first, count, bugIndex, third) => {
    expect(act(first, count, third).bugIndex).toBe(bugIndex);
  });

  it('gives every case and bug at least two values of its class', () => {
    for (const item of [...todoList.cases, ...todoList.bugs])
      expect(item.examples.length).toBeGreaterThanOrEqual(2);
  });
});
