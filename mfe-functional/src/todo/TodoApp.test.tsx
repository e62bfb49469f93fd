import { i18n, STORAGE_KEYS } from '@qa/shared';
import { mockHttp, renderWithStore } from '@qa/kit/test';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChallengePage from '../ChallengePage';

const INFO = { cases: [], casesTotal: 19, bugsTotal: 3 };
const PATH = 'api/functional/v1/todo-list';

const server = () =>
  mockHttp({
    get: () => INFO,
    post: (_path, body) => ({ message: `judged ${JSON.stringify(body)}` }),
  });

const renderTodo = async () => {
  const user = userEvent.setup();
  const view = renderWithStore(<ChallengePage group="functional" challengeKey="todoList" />);
  await act(async () => undefined);
  return { user, ...view };
};

const taskInput = () => screen.getByRole('textbox', { name: 'New Task' });
const create = () => screen.getByRole('button', { name: 'Create Task' });

const addTasks = async (user: ReturnType<typeof userEvent.setup>, count: number) => {
  for (let n = 1; n <= count; n += 1) {
    await user.type(taskInput(), `Task ${n}`);
    await user.click(create());
  }
};

describe('the to-do app', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('creates an active task with a UUID, reports it, and keeps the list in the cache', async () => {
    const http = server();
    const { user } = await renderTodo();
    expect(screen.getByRole('heading', { name: 'No tasks available' })).toBeInTheDocument();
    await user.type(taskInput(), 'Buy milk 2');
    await user.click(create());
    expect(http.post).toHaveBeenCalledWith(
      PATH,
      expect.objectContaining({ first: 'Buy milk 2', second: '0', third: '' }),
    );
    expect(screen.getByRole('heading', { name: 'List of tasks:' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Buy milk 2');
    expect(taskInput()).toHaveValue('');
    const [cached] = JSON.parse(localStorage.getItem(STORAGE_KEYS.todoCache) ?? '[]');
    expect(cached).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Buy milk 2',
      status: 'ACTIVE',
    });
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('judged');
  });

  it('refuses a blank name with a message that clears on typing, and still reports the attempt', async () => {
    const http = server();
    const { user } = await renderTodo();
    await user.type(taskInput(), '   ');
    await user.click(create());
    expect(screen.getByRole('alert')).toHaveTextContent('Task name cannot be empty.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith(
      PATH,
      expect.objectContaining({ first: '   ', second: '0', third: '' }),
    );
    await user.type(taskInput(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops a refusal once the learner does something else, and says why a filter shows no task', async () => {
    server();
    const { user } = await renderTodo();
    await addTasks(user, 1);
    await user.click(create());
    expect(screen.getByRole('alert')).toHaveTextContent('Task name cannot be empty.');
    await user.click(screen.getByRole('button', { name: 'Completed (0/1)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No completed tasks yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed (0/1)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Active (1/1)' }));
    expect(screen.queryByText('No completed tasks yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as completed: Task 1' }));
    expect(screen.getByText('No active tasks: all of them are completed.')).toBeInTheDocument();
  });

  it('refuses symbols, and lets the input take at most 256 characters', async () => {
    server();
    const { user } = await renderTodo();
    await user.type(taskInput(), 'Buy milk!');
    await user.click(create());
    expect(screen.getByRole('alert')).toHaveTextContent('Use only letters, digits and spaces.');
    expect(taskInput()).toHaveAttribute('maxLength', '256');
  });

  it('marks, filters and removes, each action reported as SPEC §7 gives it', async () => {
    const http = server();
    const { user } = await renderTodo();
    await addTasks(user, 2);
    await user.click(screen.getByRole('button', { name: 'Mark as completed: Task 1' }));
    expect(http.post).toHaveBeenLastCalledWith(
      PATH,
      expect.objectContaining({ first: 'COMPLETED', second: '2', third: 'mark' }),
    );
    expect(screen.getByRole('button', { name: 'Active (1/2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completed (1/2)' }));
    expect(http.post).toHaveBeenLastCalledWith(
      PATH,
      expect.objectContaining({ first: 'COMPLETED', second: '2', third: 'filter' }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark as active: Task 1' }));
    expect(http.post).toHaveBeenLastCalledWith(
      PATH,
      expect.objectContaining({ first: 'ACTIVE', second: '2', third: 'mark' }),
    );
    await user.click(screen.getByRole('button', { name: 'All (2)' }));
    await user.click(screen.getByRole('button', { name: 'Remove task: Task 2' }));
    expect(http.post).toHaveBeenLastCalledWith(
      PATH,
      expect.objectContaining({ first: '', second: '2', third: 'delete' }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.type(taskInput(), 'half typed');
    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    expect(taskInput()).toHaveValue('');
    expect(http.post).toHaveBeenLastCalledWith(
      PATH,
      expect.objectContaining({ first: '', second: '1', third: 'clear' }),
    );
  });

  it('keeps both readings of the limits: Create looks disabled above 4, the list is full above 5, adding stops above 9', async () => {
    server();
    const { user } = await renderTodo();
    await addTasks(user, 4);
    expect(create()).not.toHaveStyle({ opacity: '0.45' });
    // A filter chosen before the list is full gives way to All once it is.
    await user.click(screen.getByRole('button', { name: 'Active (4/4)' }));
    await addTasks(user, 1);
    expect(create()).toHaveStyle({ opacity: '0.45' });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    // Above 4 it only looks disabled: it still adds.
    await addTasks(user, 1);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All (6)' })).toHaveAttribute('aria-pressed', 'true');
    // Above 5 the list is full: the filter cannot change.
    await user.click(screen.getByRole('button', { name: 'Active (6/6)' }));
    expect(screen.getByRole('button', { name: 'All (6)' })).toHaveAttribute('aria-pressed', 'true');
    await addTasks(user, 4);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await user.type(taskInput(), 'Eleventh');
    await user.click(create());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The list holds at most 10 tasks: remove a task first.',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // Typing eleven names takes a while on a busy machine.
  }, 30_000);

  it('keeps the list over a reload, and reads a corrupted cache as an empty list', async () => {
    server();
    localStorage.setItem(
      STORAGE_KEYS.todoCache,
      JSON.stringify([{ id: 'a1', title: 'Cached task', status: 'COMPLETED' }]),
    );
    const first = await renderTodo();
    expect(within(screen.getByRole('list')).getByText('Cached task')).toBeInTheDocument();
    first.unmount();
    localStorage.setItem(STORAGE_KEYS.todoCache, '[{"id": 1}');
    await renderTodo();
    expect(screen.getByRole('heading', { name: 'No tasks available' })).toBeInTheDocument();
  });

  it('starts over on Reset: input, list, cache and filter', async () => {
    server();
    const { user } = await renderTodo();
    await addTasks(user, 2);
    await user.click(screen.getByRole('button', { name: 'Completed (0/2)' }));
    await user.type(taskInput(), 'draft');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'No tasks available' })).toBeInTheDocument();
    expect(taskInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All (0)' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(STORAGE_KEYS.todoCache)).toBe('[]');
  });
});
