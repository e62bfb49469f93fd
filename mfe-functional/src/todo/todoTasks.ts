import { readJson, STORAGE_KEYS, writeJson, isPlainObject } from '@qa/shared';

export type TodoStatus = 'ACTIVE' | 'COMPLETED';
export type TodoFilter = 'ALL' | 'ACTIVE' | 'COMPLETED';

/** SPEC §3 "Todo item". */
export interface TodoTask {
  id: string;
  title: string;
  status: TodoStatus;
}

/** SPEC §9: the input takes 256 characters (the limit, 255, plus one). */
export const TITLE_INPUT_LIMIT = 256;
/** SPEC §5, both readings: Create looks disabled above 4 tasks, the list is full above 5, adding stops above 9. */
export const CREATE_LOOKS_DISABLED_ABOVE = 4;
export const LIST_FULL_ABOVE = 5;
export const ADD_REFUSED_ABOVE = 9;

/** SPEC §5: letters of any alphabet, digits and whitespace only. */
const TITLE = /^[\p{L}\p{N}\s]+$/u;

/** Why a title cannot be added, if it cannot. */
export type AddProblem = 'emptyName' | 'symbols' | 'listFull';

export const addProblem = (title: string, tasks: readonly TodoTask[]): AddProblem | undefined => {
  if (title.trim() === '') return 'emptyName';
  if (!TITLE.test(title)) return 'symbols';
  return tasks.length > ADD_REFUSED_ABOVE ? 'listFull' : undefined;
};

export const newTask = (title: string): TodoTask => ({ id: crypto.randomUUID(), title, status: 'ACTIVE' });

export const visibleTasks = (tasks: readonly TodoTask[], filter: TodoFilter): readonly TodoTask[] =>
  filter === 'ALL' ? tasks : tasks.filter((task) => task.status === filter);

const isTask = (value: unknown): value is TodoTask =>
  isPlainObject(value) &&
  typeof value.id === 'string' &&
  typeof value.title === 'string' &&
  (value.status === 'ACTIVE' || value.status === 'COMPLETED');

/** The cached list (SPEC §3 functionalTodoList:cache); an entry that is not a list of tasks reads as empty. */
export const readCachedTasks = (): TodoTask[] =>
  readJson(
    STORAGE_KEYS.todoCache,
    [],
    (value): value is TodoTask[] => Array.isArray(value) && value.every(isTask),
  );

export const cacheTasks = (tasks: readonly TodoTask[]): void => writeJson(STORAGE_KEYS.todoCache, tasks);
