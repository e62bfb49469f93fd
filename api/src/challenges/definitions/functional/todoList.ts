import { describeTodoAction } from '@qa/shared/app-actions';
import type { Language } from '@qa/shared/catalogue';
import type { Localized } from '../../../i18n/localized';
import type { Examples, FieldValues, HiddenDefinition, OpenCase, Predicate } from '../../engine/definition';
import type { Technique } from '../../engine/techniques';
import { characterCount } from '../../support/text';
import {
  taskCount,
  todoOutcome,
  TODO_INPUT_LIMIT,
  TODO_MAX_TASKS,
  TODO_PROMISED_TASKS,
  TODO_TITLE_LIMIT,
  type TodoOutcome,
} from '../../support/todo';

const RESULTS: Readonly<Record<TodoOutcome, Localized>> = {
  added: {
    en: 'The task is added.',
    ua: 'Завдання додано.',
    ru: 'Задача добавлена.',
    pl: 'Zadanie zostało dodane.',
  },
  blank: {
    en: 'Task name cannot be empty.',
    ua: 'Назва завдання не може бути порожньою.',
    ru: 'Название задачи не может быть пустым.',
    pl: 'Nazwa zadania nie może być pusta.',
  },
  symbols: {
    en: 'A task name may hold only letters, digits and spaces.',
    ua: 'Назва завдання може містити лише літери, цифри й пробіли.',
    ru: 'Название задачи может содержать только буквы, цифры и пробелы.',
    pl: 'Nazwa zadania może zawierać tylko litery, cyfry i spacje.',
  },
  tooLong: {
    en: `A task name holds at most ${TODO_TITLE_LIMIT} characters.`,
    ua: `Назва завдання може мати щонайбільше ${TODO_TITLE_LIMIT} символів.`,
    ru: `Название задачи может содержать не более ${TODO_TITLE_LIMIT} символов.`,
    pl: `Nazwa zadania może mieć najwyżej ${TODO_TITLE_LIMIT} znaków.`,
  },
  full: {
    en: 'The list is full: remove a task first.',
    ua: 'Список заповнений: спершу видаліть завдання.',
    ru: 'Список заполнен: сначала удалите задачу.',
    pl: 'Lista jest pełna: najpierw usuń zadanie.',
  },
  completed: {
    en: 'The task is marked as completed.',
    ua: 'Завдання позначено як виконане.',
    ru: 'Задача отмечена как выполненная.',
    pl: 'Zadanie oznaczono jako wykonane.',
  },
  reactivated: {
    en: 'The task is marked as active.',
    ua: 'Завдання позначено як активне.',
    ru: 'Задача отмечена как активная.',
    pl: 'Zadanie oznaczono jako aktywne.',
  },
  removed: {
    en: 'The task is removed.',
    ua: 'Завдання видалено.',
    ru: 'Задача удалена.',
    pl: 'Zadanie zostało usunięte.',
  },
  filtered: {
    en: 'The list shows the tasks of the chosen filter.',
    ua: 'Список показує завдання обраного фільтра.',
    ru: 'Список показывает задачи выбранного фильтра.',
    pl: 'Lista pokazuje zadania wybranego filtra.',
  },
  filterStuck: {
    en: 'The list still shows all tasks.',
    ua: 'Список і далі показує всі завдання.',
    ru: 'Список по-прежнему показывает все задачи.',
    pl: 'Lista nadal pokazuje wszystkie zadania.',
  },
  cleared: {
    en: 'The form is cleared.',
    ua: 'Форму очищено.',
    ru: 'Форма очищена.',
    pl: 'Formularz został wyczyszczony.',
  },
  unknown: {
    en: 'The app does not know this action.',
    ua: 'Застосунок не знає такої дії.',
    ru: 'Приложение не знает такого действия.',
    pl: 'Aplikacja nie zna tej czynności.',
  },
};

const outcomeIs =
  (outcome: TodoOutcome, also: (values: FieldValues) => boolean = () => true): Predicate =>
  (values) =>
    todoOutcome(values) === outcome && also(values);

const titleLength = (values: FieldValues): number => characterCount(values.first);

const finding = (
  technique: Technique,
  text: Localized,
  matches: Predicate,
  ...examples: Examples
): OpenCase => ({ technique, text, matches, examples });

/**
 * The to-do app (SPEC §2 "To-do app", §4 "To-do", §5 "Todo input"): the page runs the app and reports each
 * action; twelve cases walk its partitions, boundaries and states. Its three bugs are the places where SPEC's two
 * readings disagree: the input takes a 256th character, a sixth task is added though the description promises at
 * most five (and Create looks disabled), and with more than five tasks the filter buttons stop working.
 */
export const todoList: HiddenDefinition = {
  mode: 'exploratory',
  describe: describeTodoAction,
  fields: ['first', 'second', 'third'],
  result: (values, language: Language) => RESULTS[todoOutcome(values)][language],
  cases: [
    finding(
      'equivalencePartitioning',
      {
        en: 'a task of letters, digits and spaces is added',
        ua: 'завдання з літер, цифр і пробілів додається',
        ru: 'задача из букв, цифр и пробелов добавляется',
        pl: 'zadanie z liter, cyfr i spacji jest dodawane',
      },
      outcomeIs('added', (values) => titleLength(values) > 1 && titleLength(values) < TODO_TITLE_LIMIT),
      { first: 'Buy milk 2', second: '0' },
    ),
    finding(
      'boundaryValues',
      {
        en: 'a one-character task, the shortest name',
        ua: 'завдання з одного символу, найкоротша назва',
        ru: 'задача из одного символа, самое короткое название',
        pl: 'zadanie z jednego znaku, najkrótsza nazwa',
      },
      outcomeIs('added', (values) => titleLength(values) === 1),
      { first: 'A', second: '0' },
    ),
    finding(
      'boundaryValues',
      {
        en: `a ${TODO_TITLE_LIMIT}-character task, the longest name`,
        ua: `завдання з ${TODO_TITLE_LIMIT} символів, найдовша назва`,
        ru: `задача из ${TODO_TITLE_LIMIT} символов, самое длинное название`,
        pl: `zadanie z ${TODO_TITLE_LIMIT} znaków, najdłuższa nazwa`,
      },
      outcomeIs('added', (values) => titleLength(values) === TODO_TITLE_LIMIT),
      { first: 'a'.repeat(TODO_TITLE_LIMIT), second: '0' },
    ),
    finding(
      'errorGuessing',
      {
        en: 'an empty or blank name is refused',
        ua: 'порожня назва або назва з пробілів відхиляється',
        ru: 'пустое название или название из пробелов отклоняется',
        pl: 'pusta nazwa lub nazwa ze spacji jest odrzucana',
      },
      outcomeIs('blank'),
      { first: '', second: '0' },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'a name with symbols is refused',
        ua: 'назва із символами відхиляється',
        ru: 'название с символами отклоняется',
        pl: 'nazwa z symbolami jest odrzucana',
      },
      outcomeIs('symbols'),
      { first: 'Buy milk!', second: '0' },
    ),
    finding(
      'boundaryValues',
      {
        en: `adding to a list of ${TODO_MAX_TASKS} tasks is refused`,
        ua: `додавання до списку з ${TODO_MAX_TASKS} завдань відхиляється`,
        ru: `добавление в список из ${TODO_MAX_TASKS} задач отклоняется`,
        pl: `dodanie do listy ${TODO_MAX_TASKS} zadań jest odrzucane`,
      },
      outcomeIs('full'),
      { first: 'Buy milk', second: String(TODO_MAX_TASKS) },
    ),
    finding(
      'stateTransition',
      {
        en: 'an active task is marked as completed',
        ua: 'активне завдання позначається як виконане',
        ru: 'активная задача отмечается как выполненная',
        pl: 'aktywne zadanie zostaje oznaczone jako wykonane',
      },
      outcomeIs('completed'),
      { first: 'COMPLETED', second: '1', third: 'mark' },
    ),
    finding(
      'stateTransition',
      {
        en: 'a completed task is marked as active again',
        ua: 'виконане завдання знову позначається як активне',
        ru: 'выполненная задача снова отмечается как активная',
        pl: 'wykonane zadanie znów zostaje oznaczone jako aktywne',
      },
      outcomeIs('reactivated'),
      { first: 'ACTIVE', second: '1', third: 'mark' },
    ),
    finding(
      'stateTransition',
      {
        en: 'a task is removed',
        ua: 'завдання видаляється',
        ru: 'задача удаляется',
        pl: 'zadanie zostaje usunięte',
      },
      outcomeIs('removed'),
      { first: '', second: '1', third: 'delete' },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'the Active filter shows only active tasks',
        ua: 'фільтр «Активні» показує лише активні завдання',
        ru: 'фильтр «Активные» показывает только активные задачи',
        pl: 'filtr „Aktywne” pokazuje tylko aktywne zadania',
      },
      outcomeIs('filtered', (values) => values.first === 'ACTIVE'),
      { first: 'ACTIVE', second: '2', third: 'filter' },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'the Completed filter shows only completed tasks',
        ua: 'фільтр «Виконані» показує лише виконані завдання',
        ru: 'фильтр «Выполненные» показывает только выполненные задачи',
        pl: 'filtr „Wykonane” pokazuje tylko wykonane zadania',
      },
      outcomeIs('filtered', (values) => values.first === 'COMPLETED'),
      { first: 'COMPLETED', second: '2', third: 'filter' },
    ),
    finding(
      'stateTransition',
      {
        en: 'Clear Form empties the field and keeps the list',
        ua: '«Очистити форму» спорожнює поле й зберігає список',
        ru: '«Очистить форму» очищает поле и сохраняет список',
        pl: '„Wyczyść formularz” opróżnia pole i zachowuje listę',
      },
      outcomeIs('cleared'),
      { first: '', second: '1', third: 'clear' },
    ),
  ],
  bugs: [
    finding(
      'boundaryValues',
      {
        en: `a ${TODO_INPUT_LIMIT}-character name is accepted, one over the limit of ${TODO_TITLE_LIMIT}`,
        ua: `назва з ${TODO_INPUT_LIMIT} символів приймається, на один більше за ліміт ${TODO_TITLE_LIMIT}`,
        ru: `название из ${TODO_INPUT_LIMIT} символов принимается, на один больше лимита ${TODO_TITLE_LIMIT}`,
        pl: `nazwa z ${TODO_INPUT_LIMIT} znaków jest przyjmowana, o jeden ponad limit ${TODO_TITLE_LIMIT}`,
      },
      outcomeIs('added', (values) => titleLength(values) === TODO_INPUT_LIMIT),
      { first: 'b'.repeat(TODO_INPUT_LIMIT), second: '0' },
    ),
    finding(
      'boundaryValues',
      {
        en: `a ${TODO_PROMISED_TASKS + 1}th task is added though Create Task looks disabled and at most ${TODO_PROMISED_TASKS} are promised`,
        ua: `${TODO_PROMISED_TASKS + 1}-те завдання додається, хоча кнопка створення виглядає вимкненою, а обіцяно щонайбільше ${TODO_PROMISED_TASKS}`,
        ru: `${TODO_PROMISED_TASKS + 1}-я задача добавляется, хотя кнопка создания выглядит отключённой, а обещано не более ${TODO_PROMISED_TASKS}`,
        pl: `${TODO_PROMISED_TASKS + 1}. zadanie zostaje dodane, choć przycisk tworzenia wygląda na wyłączony, a obiecano najwyżej ${TODO_PROMISED_TASKS}`,
      },
      outcomeIs('added', (values) => taskCount(values) >= TODO_PROMISED_TASKS),
      { first: 'Buy milk', second: String(TODO_PROMISED_TASKS) },
    ),
    finding(
      'stateTransition',
      {
        en: `with more than ${TODO_PROMISED_TASKS} tasks the filter buttons stop working`,
        ua: `коли завдань більше за ${TODO_PROMISED_TASKS}, кнопки фільтрів перестають працювати`,
        ru: `когда задач больше ${TODO_PROMISED_TASKS}, кнопки фильтров перестают работать`,
        pl: `przy więcej niż ${TODO_PROMISED_TASKS} zadaniach przyciski filtrów przestają działać`,
      },
      outcomeIs('filterStuck'),
      { first: 'ACTIVE', second: String(TODO_PROMISED_TASKS + 1), third: 'filter' },
    ),
  ],
};
