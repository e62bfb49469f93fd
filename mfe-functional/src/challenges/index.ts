import type { ModeChallengeDefinition } from '@qa/kit';
import { describeHotelSearch, describeTodoAction } from '@qa/shared/app-actions';
import { HotelApp } from '../hotel/HotelApp';
import { TodoApp } from '../todo/TodoApp';

/**
 * The functional challenges (SPEC §2): each shows its own app instead of the form. The fields name the values
 * of the app's actions (SPEC §7); the lists of found cases show the action those values stand for.
 */
export const FUNCTIONAL_CHALLENGES: readonly ModeChallengeDefinition[] = [
  {
    key: 'bookHotel',
    fields: [
      { type: 'dropdown', text: 'bookHotel.fields.sort' },
      { type: 'dropdown', text: 'bookHotel.fields.filter' },
    ],
    app: HotelApp,
    describeAnswer: describeHotelSearch,
  },
  {
    key: 'todoList',
    fields: [
      { type: 'textfield', text: 'todoList.fields.value' },
      { type: 'textfield', text: 'todoList.fields.count' },
      { type: 'textfield', text: 'todoList.fields.action' },
    ],
    app: TodoApp,
    describeAnswer: describeTodoAction,
  },
];
