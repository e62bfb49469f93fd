import { ALL_PASS, type CorpusEntry } from './corpus';

/**
 * The to-do list's reports (todoList). A step is one action: first = the task name (add) or the status / filter,
 * second = the number of tasks the list held, third = the action ('' add, 'mark', 'delete', 'filter', 'clear').
 * Each step is judged alone. Bugs, in order: 1 a 256-character name is added (limit 255), 2 a task beyond the
 * promised five (6th to 10th) is added though Create Task looks disabled, 3 with more than five tasks the Active
 * and Completed filters stop working (the list still shows all tasks).
 */

const add = (name: string, tasks: number) => ({ first: name, second: String(tasks), third: '' });
const filter = (which: 'ALL' | 'ACTIVE' | 'COMPLETED', tasks: number) => ({
  first: which,
  second: String(tasks),
  third: 'filter',
});

/** Names of exactly 256 characters, one over the 255 the requirements allow. */
const NAME_256 = 'a'.repeat(256);
const NAME_256_POLISH = 'Zakupy '.repeat(36).concat('spożywcze').slice(0, 256);

export const entries: readonly CorpusEntry[] = [
  {
    writer: 'terse',
    pageLanguage: 'en',
    report: {
      title: '256-char task name is accepted',
      steps: [add(NAME_256, 0)],
      expected: 'Refused, max 255 chars',
      actual: 'Task added',
      severity: 'minor',
      priority: 'low',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'verbose',
    pageLanguage: 'en',
    report: {
      title: 'Active filter stops filtering once the list holds more than five tasks',
      steps: [filter('ACTIVE', 6)],
      expected:
        'The requirements say the Active filter narrows the list down to the tasks that are not completed yet, ' +
        'whatever the number of tasks. With six tasks in the list I expect that clicking Active shows only the ' +
        'active tasks and hides the completed ones, exactly as it does when the list holds five tasks or fewer, ' +
        'and that the Active button is shown as the selected filter.',
      actual:
        'Nothing changes after clicking Active: the list still shows all tasks, the completed ones included, and ' +
        'the app reports “The list still shows all tasks.” I tried it several times with the same result. As soon ' +
        'as one task is removed and only five remain, the filter works again, so the problem is tied to the number ' +
        'of tasks in the list, not to the tasks themselves.',
      severity: 'major',
      priority: 'high',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'non-native English',
    pageLanguage: 'en',
    report: {
      title: 'Is possible to add sixth task when list must have maximum five tasks',
      steps: [add('Buy milk', 5)],
      expected: 'Task is not added because in list can be maximum 5 tasks, button Create Task is disabled',
      actual: 'Task is added like sixth, app show message "The task is added."',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'typos',
    pageLanguage: 'en',
    report: {
      title: 'Complted filter dosent filter when list has more then 5 taks',
      steps: [filter('COMPLETED', 8)],
      expected: 'Only complted tasks are shwon',
      actual: 'List stil shows all taks',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'The misspellings (complted, dosent, taks) leave the filter, the count and what went wrong readable.',
  },
  {
    writer: 'Ukrainian on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Шосте завдання додається, хоча в списку може бути щонайбільше 5 завдань',
      steps: [add('Buy bread', 5)],
      expected:
        'Очікуваний результат: завдання не додається, у списку може бути не більше 5 завдань, кнопка «Створити завдання» вимкнена',
      actual:
        'Фактичний результат: завдання додано шостим, хоча кнопка «Створити завдання» виглядає неактивною',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Polish on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Nazwa zadania z 256 znaków zostaje przyjęta, choć limit to 255',
      steps: [add(NAME_256_POLISH, 1)],
      expected: 'Oczekiwany rezultat: zadanie nie zostaje dodane, nazwa może mieć najwyżej 255 znaków',
      actual: 'Rzeczywisty rezultat: zadanie zostało dodane („The task is added.”)',
      severity: 'minor',
      priority: 'low',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Фильтр «Активные» не фильтрует список, если в нём больше 5 задач',
      steps: [filter('ACTIVE', 7)],
      expected: 'Ожидаемый результат: показываются только активные задачи, выполненные скрыты',
      actual:
        'Фактический результат: список по-прежнему показывает все задачи («Список і далі показує всі завдання.»)',
      severity: 'minor',
      priority: 'high',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Polish page',
    pageLanguage: 'pl',
    report: {
      title: 'Поле названия задачи принимает 256 символов при лимите 255',
      steps: [add(NAME_256, 3)],
      expected: 'Задача не добавляется: «Название задачи может содержать не более 255 символов.»',
      actual: 'Задача добавлена в список',
      severity: 'trivial',
      priority: 'low',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'English on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'A task beyond the promised five is added although Create Task looks disabled',
      steps: [add('Walk the dog', 7)],
      expected: 'Not added: the list holds at most 5 tasks',
      actual: 'The task is added (the 8th one)',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'wrong severity',
    pageLanguage: 'en',
    report: {
      title: 'Task name longer than 255 characters is accepted',
      steps: [add(NAME_256, 2)],
      expected: 'The task is not added: “A task name holds at most 255 characters.”',
      actual: 'The task is added.',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'One character over a 255-character limit harms nobody: minor or trivial, not major.',
  },
  {
    writer: 'extra steps: a filter that works before the one that does not',
    pageLanguage: 'en',
    report: {
      title: 'Active filter does nothing when there are 6 tasks',
      steps: [filter('ALL', 6), filter('ACTIVE', 6)],
      expected: 'Only the active tasks are shown',
      actual: 'The list still shows all tasks.',
      severity: 'major',
      priority: 'high',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'Showing all tasks first is not needed: the Active filter on a list of six shows the bug alone.',
  },
  {
    writer: 'extra steps: every task added one by one',
    pageLanguage: 'en',
    report: {
      title: 'Sixth task can be added though the list should hold at most 5',
      steps: [
        add('Task one', 0),
        add('Task two', 1),
        add('Task three', 2),
        add('Task four', 3),
        add('Task five', 4),
        add('Task six', 5),
      ],
      expected: 'Task six is not added, the list is full at 5 tasks',
      actual: 'Task six is added',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why:
      'Each step carries the number of tasks already in the list (“tasks in the list: 5”), so the last step stands ' +
      'alone and the five adds before it can be left out; the rule counts them as extra, though a tester clicking ' +
      'through the app would have to make them.',
  },
  {
    writer: 'non-bug: the 255-character boundary',
    pageLanguage: 'en',
    report: {
      title: 'Task name of 255 characters is accepted',
      steps: [add('a'.repeat(255), 0)],
      expected: 'The task is refused as too long',
      actual: 'The task is added.',
      severity: 'minor',
      priority: 'low',
    },
    bug: null,
  },
  {
    writer: 'non-bug: the Active filter with five tasks',
    pageLanguage: 'pl',
    report: {
      title: 'Filtr „Aktywne” ukrywa część zadań przy 5 zadaniach',
      steps: [filter('ACTIVE', 5)],
      expected: 'Lista pokazuje wszystkie 5 zadań',
      actual: 'Lista pokazuje tylko aktywne zadania',
      severity: 'minor',
      priority: 'low',
    },
    bug: null,
  },
  {
    writer: 'kitchen sink',
    pageLanguage: 'en',
    report: {
      title: 'to-do list',
      steps: [add('Buy milk', 5)],
      expected:
        'The task is added. / Task name cannot be empty. / A task name may hold only letters, digits and spaces. / ' +
        'A task name holds at most 255 characters. / The list holds at most 10 tasks: remove a task first.',
      actual:
        'The task is added. Task name cannot be empty. A task name holds at most 255 characters. The list holds at ' +
        'most 10 tasks: remove a task first. The task is marked as completed. The task is removed. The list still ' +
        'shows all tasks.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: {
      minimalSteps: true,
      actualResult: false,
      expectedResult: false,
      title: false,
      severity: true,
    },
    why: 'Every message the app has, pasted into both results, names no one outcome; the title names only the app.',
  },
  {
    writer: 'another bug’s title',
    pageLanguage: 'en',
    report: {
      title: 'With more than 5 tasks the Active and Completed filters stop working',
      steps: [add(NAME_256, 1)],
      expected: 'Not added: a task name holds at most 255 characters',
      actual: 'The task is added.',
      severity: 'minor',
      priority: 'low',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title is bug 3’s (the filters); these steps add a 256-character name.',
  },
  {
    writer: 'title says the opposite',
    pageLanguage: 'en',
    report: {
      title: 'Active filter works fine with 6 tasks',
      steps: [filter('ACTIVE', 6)],
      expected: 'The list shows only the active tasks.',
      actual: 'The list still shows all tasks.',
      severity: 'major',
      priority: 'high',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, title: false },
  },
  {
    writer: 'precise long title (121 to 150 characters)',
    pageLanguage: 'en',
    report: {
      title:
        'A sixth task is added to a list that already holds the five tasks the description promises, though Create Task looks disabled',
      steps: [add('Pay the bills', 5)],
      expected: 'The task is not added: the list holds at most 5 tasks and Create Task is disabled.',
      actual: 'The task is added.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'loose answers: paraphrase',
    pageLanguage: 'en',
    report: {
      title: 'Filters ignored with 6+ tasks',
      steps: [filter('COMPLETED', 6)],
      expected: 'only the completed ones',
      actual: 'shows everything',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: '“Shows everything” is the app’s “the list still shows all tasks” in other words; “only the completed ones” is what the filter should show.',
  },
  {
    writer: 'loose answers: one word each',
    pageLanguage: 'en',
    report: {
      title: '256 characters go through in the task name',
      steps: [add(NAME_256, 0)],
      expected: 'refused',
      actual: 'added',
      severity: 'trivial',
      priority: 'lowest',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
];
