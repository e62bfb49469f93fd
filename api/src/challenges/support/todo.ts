import type { FieldValues } from '../engine/definition';
import { characterCount } from './text';

/** SPEC §9: a title holds at most 255 characters, though the input lets a 256th through. */
export const TODO_TITLE_LIMIT = 255;
export const TODO_INPUT_LIMIT = 256;
/** SPEC §9: adding is refused above 9 tasks; the description promises at most 5. */
export const TODO_MAX_TASKS = 10;
export const TODO_PROMISED_TASKS = 5;

/** SPEC §5: letters of any alphabet, digits and whitespace. */
const TITLE = /^[\p{L}\p{N}\s]+$/u;

/** What the to-do app did with one action, as the page reports it (SPEC §7 todo-list). */
export type TodoOutcome =
  | 'added'
  | 'blank'
  | 'symbols'
  | 'tooLong'
  | 'full'
  | 'completed'
  | 'reactivated'
  | 'removed'
  | 'filtered'
  | 'filterStuck'
  | 'cleared'
  | 'unknown';

export const FILTERS = ['ALL', 'ACTIVE', 'COMPLETED'] as const;

/** How many tasks the list held when the action was taken (the page sends it as `second`). */
export const taskCount = ({ second }: FieldValues): number => {
  const count = Number(second);
  return Number.isInteger(count) && count >= 0 ? count : 0;
};

const addOutcome = (title: string, count: number): TodoOutcome => {
  if (title.trim() === '') return 'blank';
  if (!TITLE.test(title)) return 'symbols';
  if (characterCount(title) > TODO_INPUT_LIMIT) return 'tooLong';
  return count >= TODO_MAX_TASKS ? 'full' : 'added';
};

/** The app's behaviour, both readings of SPEC §5 included: the list is full above five, refuses above nine. */
export const todoOutcome = (values: FieldValues): TodoOutcome => {
  const { first, third } = values;
  switch (third) {
    case '':
      return addOutcome(first, taskCount(values));
    case 'mark':
      return first === 'COMPLETED' ? 'completed' : first === 'ACTIVE' ? 'reactivated' : 'unknown';
    case 'delete':
      return 'removed';
    case 'filter':
      if (!(FILTERS as readonly string[]).includes(first)) return 'unknown';
      return taskCount(values) > TODO_PROMISED_TASKS && first !== 'ALL' ? 'filterStuck' : 'filtered';
    case 'clear':
      return 'cleared';
    default:
      return 'unknown';
  }
};
