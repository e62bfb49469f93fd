import { HOTEL_FILTERS, HOTEL_SORTS, type HotelFilter, type HotelSort } from '../catalogue/hotelSearch';
import type { Language } from '../i18n/languages';

/**
 * The functional apps' actions in the tester's words. Their payload slots are not what the tester typed (a
 * dropdown's index, the number of tasks the list held, the name of an action), so the found lists, the answers
 * and the hints describe the action instead: the page and the server read the same words from here.
 */

type Words = Readonly<Record<Language, string>>;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * The hotel app's dropdown options, as its page shows them: each says what it does, the rating filters their
 * limit (a place at the limit is kept), in the decimal notation of the page's language.
 */
export const HOTEL_SORT_NAMES: Readonly<Record<HotelSort, Words>> = {
  recommended: {
    en: 'Recommended order',
    ua: 'Рекомендований порядок',
    ru: 'Рекомендуемый порядок',
    pl: 'Kolejność polecana',
  },
  priceAsc: {
    en: 'Price: lowest first',
    ua: 'Ціна: спочатку найнижча',
    ru: 'Цена: сначала самая низкая',
    pl: 'Cena: od najniższej',
  },
  priceDesc: {
    en: 'Price: highest first',
    ua: 'Ціна: спочатку найвища',
    ru: 'Цена: сначала самая высокая',
    pl: 'Cena: od najwyższej',
  },
  distanceMin: {
    en: 'Distance: nearest first',
    ua: 'Відстань: спочатку найближчі',
    ru: 'Расстояние: сначала ближайшие',
    pl: 'Odległość: od najbliższych',
  },
};

export const HOTEL_FILTER_NAMES: Readonly<Record<HotelFilter, Words>> = {
  none: { en: 'All places', ua: 'Усі місця', ru: 'Все места', pl: 'Wszystkie miejsca' },
  sevenStars: {
    en: 'Rating: 7.0 and above',
    ua: 'Оцінка: 7,0 і вище',
    ru: 'Оценка: 7,0 и выше',
    pl: 'Ocena: 7,0 i wyżej',
  },
  nineStars: {
    en: 'Rating: 9.0 and above',
    ua: 'Оцінка: 9,0 і вище',
    ru: 'Оценка: 9,0 и выше',
    pl: 'Ocena: 9,0 i wyżej',
  },
  hotel: { en: 'Hotels only', ua: 'Лише готелі', ru: 'Только отели', pl: 'Tylko hotele' },
  house: { en: 'Houses only', ua: 'Лише будинки', ru: 'Только дома', pl: 'Tylko domy' },
  camping: { en: 'Campsites only', ua: 'Лише кемпінги', ru: 'Только кемпинги', pl: 'Tylko kempingi' },
};

const SEARCH: Words = {
  en: 'Sort by “{{sort}}”, filter “{{filter}}”',
  ua: 'Сортування «{{sort}}», фільтр «{{filter}}»',
  ru: 'Сортировка «{{sort}}», фильтр «{{filter}}»',
  pl: 'Sortowanie „{{sort}}”, filtr „{{filter}}”',
};

/** A search of the hotel app (first: the sort's index, second: the filter's). */
export const describeHotelSearch = (
  { first = '', second = '' }: { first?: string; second?: string },
  language: Language,
): string => {
  const sort = HOTEL_SORTS[Number(first)];
  const filter = HOTEL_FILTERS[Number(second)];
  return fill(SEARCH[language], {
    sort: sort ? HOTEL_SORT_NAMES[sort][language] : first,
    filter: filter ? HOTEL_FILTER_NAMES[filter][language] : second,
  });
};

/** What the to-do app sends as the action (third); the empty action is Create Task. */
const TODO_ACTIONS = {
  create: {
    en: 'Create the task “{{name}}”',
    ua: 'Створити завдання «{{name}}»',
    ru: 'Создать задачу «{{name}}»',
    pl: 'Utwórz zadanie „{{name}}”',
  },
  createLong: {
    en: 'Create the task “{{name}}”, length {{length}}',
    ua: 'Створити завдання «{{name}}», довжина {{length}}',
    ru: 'Создать задачу «{{name}}», длина {{length}}',
    pl: 'Utwórz zadanie „{{name}}”, długość {{length}}',
  },
  createBlank: {
    en: 'Create a task with an empty name',
    ua: 'Створити завдання з порожньою назвою',
    ru: 'Создать задачу с пустым названием',
    pl: 'Utwórz zadanie z pustą nazwą',
  },
  markCOMPLETED: {
    en: 'Mark a task as completed',
    ua: 'Позначити завдання як виконане',
    ru: 'Отметить задачу как выполненную',
    pl: 'Oznacz zadanie jako wykonane',
  },
  markACTIVE: {
    en: 'Mark a task as active',
    ua: 'Позначити завдання як активне',
    ru: 'Отметить задачу как активную',
    pl: 'Oznacz zadanie jako aktywne',
  },
  delete: { en: 'Remove a task', ua: 'Видалити завдання', ru: 'Удалить задачу', pl: 'Usuń zadanie' },
  filterALL: {
    en: 'Show all tasks',
    ua: 'Показати всі завдання',
    ru: 'Показать все задачи',
    pl: 'Pokaż wszystkie zadania',
  },
  filterACTIVE: {
    en: 'Show active tasks',
    ua: 'Показати активні завдання',
    ru: 'Показать активные задачи',
    pl: 'Pokaż aktywne zadania',
  },
  filterCOMPLETED: {
    en: 'Show completed tasks',
    ua: 'Показати виконані завдання',
    ru: 'Показать выполненные задачи',
    pl: 'Pokaż wykonane zadania',
  },
  clear: { en: 'Clear the form', ua: 'Очистити форму', ru: 'Очистить форму', pl: 'Wyczyść formularz' },
} as const satisfies Record<string, Words>;

const IN_LIST: Words = {
  en: '{{action}} (tasks in the list: {{count}})',
  ua: '{{action}} (завдань у списку: {{count}})',
  ru: '{{action}} (задач в списке: {{count}})',
  pl: '{{action}} (zadań na liście: {{count}})',
};

/** Longer names are shortened, with their length stated: the length is what a boundary case is about. */
const SHOWN_NAME_LENGTH = 24;

const actionOf = (first: string, third: string, language: Language): string | undefined => {
  if (third === '') {
    const characters = [...first];
    if (first.trim() === '') return TODO_ACTIONS.createBlank[language];
    if (characters.length <= SHOWN_NAME_LENGTH) return fill(TODO_ACTIONS.create[language], { name: first });
    return fill(TODO_ACTIONS.createLong[language], {
      name: `${characters.slice(0, SHOWN_NAME_LENGTH).join('')}…`,
      length: String(characters.length),
    });
  }
  const key = third === 'delete' || third === 'clear' ? third : `${third}${first}`;
  return Object.hasOwn(TODO_ACTIONS, key)
    ? TODO_ACTIONS[key as keyof typeof TODO_ACTIONS][language]
    : undefined;
};

/**
 * An action of the to-do app (first: the task name or the status or filter chosen, second: the number of tasks
 * the list held, third: the action). Undefined for values the app never sends.
 */
export const describeTodoAction = (
  { first = '', second = '', third = '' }: { first?: string; second?: string; third?: string },
  language: Language,
): string | undefined => {
  const action = actionOf(first, third, language);
  if (action === undefined) return undefined;
  // Clearing the form does not depend on the list.
  return third === 'clear' ? action : fill(IN_LIST[language], { action, count: second || '0' });
};
