import type { ModeChallengeDefinition } from '@qa/kit';
import { HotelApp } from '../hotel/HotelApp';
import { TodoApp } from '../todo/TodoApp';

/**
 * The functional challenges (SPEC §2): each shows its own app instead of the form. The fields name the values
 * of the app's actions (SPEC §7), as the lists of found cases show them.
 */
export const FUNCTIONAL_CHALLENGES: readonly ModeChallengeDefinition[] = [
  {
    key: 'bookHotel',
    fields: [
      { type: 'dropdown', text: 'bookHotel.fields.sort' },
      { type: 'dropdown', text: 'bookHotel.fields.filter' },
    ],
    app: HotelApp,
  },
  {
    key: 'todoList',
    fields: [
      { type: 'textfield', text: 'todoList.fields.value' },
      { type: 'textfield', text: 'todoList.fields.count' },
      { type: 'textfield', text: 'todoList.fields.action' },
    ],
    app: TodoApp,
  },
];
