// Over 300 lines because it is one challenge's hidden rules whole: the outcomes in four languages and every case and
// bug with its values, read together when a rule changes.
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

export const RESULTS: Readonly<Record<TodoOutcome, Localized>> = {
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
  // The refusal states the app's real limit, so the boundary it rests on can be found on the page.
  full: {
    en: `The list holds at most ${TODO_MAX_TASKS} tasks: remove a task first.`,
    ua: `У списку може бути щонайбільше ${TODO_MAX_TASKS} завдань: спершу видаліть завдання.`,
    ru: `В списке может быть не более ${TODO_MAX_TASKS} задач: сначала удалите задачу.`,
    pl: `Lista mieści najwyżej ${TODO_MAX_TASKS} zadań: najpierw usuń zadanie.`,
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
    ua: 'Список показує завдання, що відповідають обраному фільтру.',
    ru: 'Список показывает задачи, подходящие под выбранный фильтр.',
    pl: 'Lista pokazuje zadania pasujące do wybranego filtra.',
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
    ua: 'Застосунок не підтримує такої дії.',
    ru: 'Приложение не поддерживает такое действие.',
    pl: 'Aplikacja nie obsługuje tej czynności.',
  },
};

const outcomeIs =
  (outcome: TodoOutcome, also: (values: FieldValues) => boolean = () => true): Predicate =>
  (values) =>
    todoOutcome(values) === outcome && also(values);

const titleLength = (values: FieldValues): number => characterCount(values.first);

/** A letter beyond A–Z: Cyrillic, or Polish ą, ł, ż. */
const OTHER_ALPHABET = /(?![A-Za-z])\p{L}/u;
const LETTER = /\p{L}/u;

/** The name classes a careful tester tries besides a plain one; each has its own case. */
const hasOtherAlphabet = (values: FieldValues): boolean => OTHER_ALPHABET.test(values.first);
const hasNoLetter = (values: FieldValues): boolean => !LETTER.test(values.first);
const hasOuterSpaces = (values: FieldValues): boolean => values.first !== values.first.trim();
/** The list counts with cases of their own: empty, at the promised 5, at the app's 10. */
const atCountBoundary = (values: FieldValues): boolean =>
  [0, TODO_PROMISED_TASKS - 1, TODO_MAX_TASKS - 1].includes(taskCount(values));

const plainName = (values: FieldValues): boolean =>
  titleLength(values) > 1 &&
  titleLength(values) < TODO_TITLE_LIMIT &&
  !hasOtherAlphabet(values) &&
  !hasNoLetter(values) &&
  !hasOuterSpaces(values);

const finding = (
  technique: Technique,
  text: Localized,
  matches: Predicate,
  ...examples: Examples
): OpenCase => ({ technique, text, matches, examples });

const add = (first: string, count: number) => ({ first, second: String(count) });
const act = (first: string, count: number, third: string) => ({ first, second: String(count), third });

/**
 * The to-do app (SPEC §2 "To-do app", §4 "To-do", §5 "Todo input"): the page runs the app and reports each
 * action. Its cases walk the name's partitions and boundaries, the list's counts (empty, the 5 the description
 * promises, the 10 the app states when it refuses) and each action. A plain name at one of those counts finds
 * the count's case, so the plain-name case leaves them out. Its three bugs are the places where SPEC's two
 * readings disagree: the input takes a 256th character, a task beyond the promised five is added (and Create
 * looks disabled), and with more than five tasks the filter buttons stop working.
 */
export const rules: HiddenDefinition = {
  evaluator: 'exploratory',
  describe: describeTodoAction,
  fields: ['first', 'second', 'third'],
  result: (values, language: Language) => RESULTS[todoOutcome(values)][language],
  cases: [
    finding(
      'equivalencePartitioning',
      {
        en: 'a name of letters A–Z, digits and spaces is added to a list that already has tasks',
        ua: 'назва з літер A–Z, цифр і пробілів додається до списку, де вже є завдання',
        ru: 'название из букв A–Z, цифр и пробелов добавляется в список, где уже есть задачи',
        pl: 'nazwa z liter A–Z, cyfr i spacji zostaje dodana do listy, na której są już zadania',
      },
      outcomeIs('added', (values) => plainName(values) && !atCountBoundary(values)),
      add('Buy milk 2', 1),
      add('Call the bank', 3),
      add('Pay rent', 2),
    ),
    finding(
      'boundaryValues',
      {
        en: 'a one-character name, the shortest one',
        ua: 'назва з одного символу, найкоротша можлива',
        ru: 'название из одного символа, самое короткое',
        pl: 'nazwa z jednego znaku, najkrótsza możliwa',
      },
      outcomeIs('added', (values) => titleLength(values) === 1),
      add('A', 0),
      add('7', 2),
      add('Ж', 1),
    ),
    finding(
      'boundaryValues',
      {
        en: `a ${TODO_TITLE_LIMIT}-character name, the longest one`,
        ua: `назва з ${TODO_TITLE_LIMIT} символів, найдовша можлива`,
        ru: `название из ${TODO_TITLE_LIMIT} символов, самое длинное`,
        pl: `nazwa z ${TODO_TITLE_LIMIT} znaków, najdłuższa możliwa`,
      },
      outcomeIs('added', (values) => titleLength(values) === TODO_TITLE_LIMIT),
      add('a'.repeat(TODO_TITLE_LIMIT), 0),
      add('Plan '.repeat(TODO_TITLE_LIMIT / 5), 2),
    ),
    finding(
      'errorGuessing',
      {
        en: 'an empty name, or one of spaces only, is refused',
        ua: 'порожня назва або назва лише з пробілів відхиляється',
        ru: 'пустое название или название только из пробелов отклоняется',
        pl: 'pusta nazwa lub nazwa z samych spacji jest odrzucana',
      },
      outcomeIs('blank'),
      add('', 0),
      add('   ', 3),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'a name with special characters (punctuation, symbols, emoji) is refused',
        ua: 'назва зі спецсимволами (розділові знаки, символи, емодзі) відхиляється',
        ru: 'название со спецсимволами (знаки препинания, символы, эмодзи) отклоняется',
        pl: 'nazwa ze znakami specjalnymi (interpunkcja, symbole, emoji) jest odrzucana',
      },
      outcomeIs('symbols'),
      add('Buy milk!', 0),
      add('<script>', 2),
      add('Call mom 😀', 1),
      add('a-b', 4),
    ),
    finding(
      'boundaryValues',
      {
        en: `adding to a list of ${TODO_MAX_TASKS} tasks, the limit the app states when it refuses, is refused`,
        ua: `додавання до списку з ${TODO_MAX_TASKS} завдань (межа, яку застосунок вказує, коли відмовляє) відхиляється`,
        ru: `добавление в список из ${TODO_MAX_TASKS} задач (предел, который приложение указывает при отказе) отклоняется`,
        pl: `dodanie zadania do listy z ${TODO_MAX_TASKS} zadaniami (limit, który aplikacja podaje przy odmowie) jest odrzucane`,
      },
      outcomeIs('full'),
      add('Buy milk', TODO_MAX_TASKS),
      add('Eleventh task', TODO_MAX_TASKS),
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
      act('COMPLETED', 1, 'mark'),
      act('COMPLETED', 6, 'mark'),
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
      act('ACTIVE', 1, 'mark'),
      act('ACTIVE', 4, 'mark'),
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
      act('', 2, 'delete'),
      act('', 7, 'delete'),
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
      act('ACTIVE', 2, 'filter'),
      act('ACTIVE', TODO_PROMISED_TASKS, 'filter'),
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
      act('COMPLETED', 2, 'filter'),
      act('COMPLETED', 1, 'filter'),
    ),
    finding(
      'stateTransition',
      {
        en: 'Clear Form empties the field and keeps the list',
        ua: '«Очистити форму» очищує поле й зберігає список',
        ru: '«Очистить форму» очищает поле и сохраняет список',
        pl: '„Wyczyść formularz” czyści pole i zachowuje listę',
      },
      outcomeIs('cleared'),
      act('', 1, 'clear'),
      act('', 4, 'clear'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'the All filter shows every task, active and completed',
        ua: 'фільтр «Усі» показує всі завдання, активні й виконані',
        ru: 'фильтр «Все» показывает все задачи, активные и выполненные',
        pl: 'filtr „Wszystkie” pokazuje wszystkie zadania, aktywne i wykonane',
      },
      outcomeIs('filtered', (values) => values.first === 'ALL'),
      act('ALL', 3, 'filter'),
      act('ALL', 8, 'filter'),
    ),
    finding(
      'boundaryValues',
      {
        en: `the ${TODO_PROMISED_TASKS}th task, the most the description promises, is added`,
        ua: `${TODO_PROMISED_TASKS}-те завдання (межа, яку обіцяє опис) додається`,
        ru: `${TODO_PROMISED_TASKS}-я задача (предел, который обещает описание) добавляется`,
        pl: `${TODO_PROMISED_TASKS}. zadanie (limit obiecany w opisie) zostaje dodane`,
      },
      outcomeIs('added', (values) => taskCount(values) === TODO_PROMISED_TASKS - 1),
      add('Fifth task', TODO_PROMISED_TASKS - 1),
      add('Wash the car', TODO_PROMISED_TASKS - 1),
    ),
    finding(
      'boundaryValues',
      {
        en: `the ${TODO_MAX_TASKS}th task, the limit the app states when it refuses, is added`,
        ua: `${TODO_MAX_TASKS}-те завдання (межа, яку застосунок вказує, коли відмовляє) додається`,
        ru: `${TODO_MAX_TASKS}-я задача (предел, который приложение указывает при отказе) добавляется`,
        pl: `${TODO_MAX_TASKS}. zadanie (limit, który aplikacja podaje przy odmowie) zostaje dodane`,
      },
      outcomeIs('added', (values) => taskCount(values) === TODO_MAX_TASKS - 1),
      add('Tenth task', TODO_MAX_TASKS - 1),
      add('Pay the bills', TODO_MAX_TASKS - 1),
    ),
    finding(
      'errorGuessing',
      {
        en: 'a name with letters beyond A–Z (Cyrillic, Polish ą or ł) is added',
        ua: 'назва з літерами поза A–Z (кирилиця, польські ą чи ł) додається',
        ru: 'название с буквами вне A–Z (кириллица, польские ą или ł) добавляется',
        pl: 'nazwa z literami spoza A–Z (cyrylica, polskie ą lub ł) zostaje dodana',
      },
      outcomeIs('added', hasOtherAlphabet),
      add('Купити молоко', 1),
      add('Zrobić zakupy', 2),
      add('Звіт 2', 0),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'a name of digits only, without a letter, is added',
        ua: 'назва лише з цифр, без жодної літери, додається',
        ru: 'название только из цифр, без единой буквы, добавляется',
        pl: 'nazwa z samych cyfr, bez żadnej litery, zostaje dodana',
      },
      outcomeIs('added', hasNoLetter),
      add('12345', 1),
      add('2024', 3),
      add('10 20', 0),
    ),
    finding(
      'stateTransition',
      {
        en: 'the first task added to the empty list replaces “No tasks available” with the list',
        ua: 'перше завдання, додане до порожнього списку, замінює «Завдань немає» на список',
        ru: 'первая задача, добавленная в пустой список, заменяет «Задач нет» списком',
        pl: 'pierwsze zadanie dodane do pustej listy zastępuje napis „Brak zadań” listą',
      },
      outcomeIs('added', (values) => taskCount(values) === 0 && !hasOuterSpaces(values)),
      add('Buy milk', 0),
      add('Plan the week', 0),
    ),
    finding(
      'errorGuessing',
      {
        en: 'a name with spaces before or after it is added',
        ua: 'назва з пробілами на початку чи в кінці додається',
        ru: 'название с пробелами в начале или в конце добавляется',
        pl: 'nazwa ze spacjami na początku lub na końcu zostaje dodana',
      },
      outcomeIs('added', hasOuterSpaces),
      add(' Buy milk', 1),
      add('Call mom  ', 0),
    ),
  ],
  bugs: [
    finding(
      'boundaryValues',
      {
        en: `a ${TODO_INPUT_LIMIT}-character name is accepted, one over the limit of ${TODO_TITLE_LIMIT}`,
        ua: `назву з ${TODO_INPUT_LIMIT} символів прийнято, хоча це на один більше за ліміт ${TODO_TITLE_LIMIT}`,
        ru: `название из ${TODO_INPUT_LIMIT} символов принято, хотя это на один больше лимита ${TODO_TITLE_LIMIT}`,
        pl: `nazwa z ${TODO_INPUT_LIMIT} znaków zostaje przyjęta, choć to o jeden więcej niż limit ${TODO_TITLE_LIMIT}`,
      },
      outcomeIs('added', (values) => titleLength(values) === TODO_INPUT_LIMIT),
      add('b'.repeat(TODO_INPUT_LIMIT), 0),
      add('Ж'.repeat(TODO_INPUT_LIMIT), 2),
    ),
    finding(
      'boundaryValues',
      {
        en: `a task beyond the promised ${TODO_PROMISED_TASKS} (the ${TODO_PROMISED_TASKS + 1}th to the ${TODO_MAX_TASKS}th) is added, though Create Task looks disabled`,
        ua: `завдання понад обіцяні ${TODO_PROMISED_TASKS} (з ${TODO_PROMISED_TASKS + 1}-го по ${TODO_MAX_TASKS}-те) додається, хоча кнопка «Створити завдання» виглядає вимкненою`,
        ru: `задача сверх обещанных ${TODO_PROMISED_TASKS} (с ${TODO_PROMISED_TASKS + 1}-й по ${TODO_MAX_TASKS}-ю) добавляется, хотя кнопка «Создать задачу» выглядит отключённой`,
        pl: `zadanie ponad obiecane ${TODO_PROMISED_TASKS} (od ${TODO_PROMISED_TASKS + 1}. do ${TODO_MAX_TASKS}.) zostaje dodane, choć przycisk „Utwórz zadanie” wygląda na wyłączony`,
      },
      outcomeIs('added', (values) => taskCount(values) >= TODO_PROMISED_TASKS),
      add('Buy milk', TODO_PROMISED_TASKS),
      add('Tenth task', TODO_MAX_TASKS - 1),
    ),
    finding(
      'stateTransition',
      {
        en: `with more than ${TODO_PROMISED_TASKS} tasks the Active and Completed filters stop working`,
        ua: `коли в списку понад ${TODO_PROMISED_TASKS} завдань, фільтри «Активні» й «Виконані» перестають працювати`,
        ru: `когда в списке больше ${TODO_PROMISED_TASKS} задач, фильтры «Активные» и «Выполненные» перестают работать`,
        pl: `gdy na liście jest więcej niż ${TODO_PROMISED_TASKS} zadań, filtry „Aktywne” i „Wykonane” przestają działać`,
      },
      outcomeIs('filterStuck'),
      act('ACTIVE', TODO_PROMISED_TASKS + 1, 'filter'),
      act('COMPLETED', TODO_MAX_TASKS, 'filter'),
    ),
  ],
};
