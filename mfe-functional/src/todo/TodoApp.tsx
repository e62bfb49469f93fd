import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { ChallengeAppProps } from '@qa/kit';
import { ResultLine, primaryButtonStyle, secondaryButtonStyle, tokens } from '@qa/kit';
import { FUNCTIONAL_NAMESPACE } from '../i18n/functionalTexts';
import {
  ADD_REFUSED_ABOVE,
  addProblem,
  cacheTasks,
  CREATE_LOOKS_DISABLED_ABOVE,
  LIST_FULL_ABOVE,
  newTask,
  readCachedTasks,
  TITLE_INPUT_LIMIT,
  visibleTasks,
  type AddProblem,
  type TodoFilter,
  type TodoStatus,
  type TodoTask,
} from './todoTasks';

const App = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  font: inherit;
  border: 1px solid ${({ $invalid }) => ($invalid ? tokens.colors.error : tokens.colors.border)};
  border-radius: ${tokens.radius};
`;

const Primary = styled.button<{ $looksDisabled?: boolean }>`
  ${primaryButtonStyle}
  ${({ $looksDisabled }) => ($looksDisabled ? 'opacity: 0.45;' : '')}
`;

const Secondary = styled.button<{ $looksInactive?: boolean; $current?: boolean }>`
  ${secondaryButtonStyle}
  ${({ $current }) =>
    $current
      ? `color: ${tokens.colors.onPrimary}; background: ${tokens.colors.primary}; border-color: ${tokens.colors.primary}; font-weight: 700;`
      : ''}
  ${({ $looksInactive }) => ($looksInactive ? 'opacity: 0.45;' : '')}
`;

const Error = styled.p`
  margin: 0;
  color: ${tokens.colors.error};
`;

const Tasks = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Task = styled.li<{ $completed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius};

  span {
    overflow-wrap: anywhere;
    ${({ $completed }) => ($completed ? `text-decoration: line-through; color: ${tokens.colors.muted};` : '')}
  }
`;

const FILTERS: readonly TodoFilter[] = ['ALL', 'ACTIVE', 'COMPLETED'];

/**
 * The to-do app (SPEC §2 'Form you test', §4 "To-do", §5 "Todo input"): it keeps its list in the browser and
 * reports each action for judging (SPEC §7 todo-list). Both readings of its limits hold, as SPEC keeps them.
 */
export const TodoApp = ({ progress, submit, resets }: ChallengeAppProps) => {
  const { t } = useTranslation(FUNCTIONAL_NAMESPACE);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [tasks, setTasks] = useState<TodoTask[]>(readCachedTasks);
  const [filter, setFilter] = useState<TodoFilter>('ALL');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<AddProblem | undefined>();

  // SPEC §4: a reset clears the input, the list, its cache and the filter.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setTasks([]);
    setFilter('ALL');
    setTitle('');
    setProblem(undefined);
    cacheTasks([]);
  }, [resets]);

  const change = (next: TodoTask[]) => {
    setTasks(next);
    cacheTasks(next);
    // A full list shows all its tasks (SPEC §4), so "the list still shows all tasks" is what the page shows.
    if (next.length > LIST_FULL_ABOVE) setFilter('ALL');
  };
  const report = (first: string, third: string) =>
    void submit({ first, second: String(tasks.length), third });

  const create = (event: FormEvent) => {
    event.preventDefault();
    const found = addProblem(title, tasks);
    setProblem(found);
    report(title, '');
    if (found) {
      input.current?.focus();
      return;
    }
    change([...tasks, newTask(title)]);
    setTitle('');
  };

  const mark = (task: TodoTask) => {
    // A message about the last name typed is stale once the learner does something else.
    setProblem(undefined);
    const status: TodoStatus = task.status === 'ACTIVE' ? 'COMPLETED' : 'ACTIVE';
    report(status, 'mark');
    change(tasks.map((each) => (each.id === task.id ? { ...each, status } : each)));
  };

  const remove = (task: TodoTask) => {
    setProblem(undefined);
    report('', 'delete');
    change(tasks.filter((each) => each.id !== task.id));
  };

  const full = tasks.length > LIST_FULL_ABOVE;
  const choose = (next: TodoFilter) => {
    setProblem(undefined);
    report(next, 'filter');
    // SPEC §4: with more than five tasks the filter cannot change.
    if (!full) setFilter(next);
  };

  const clear = () => {
    report('', 'clear');
    setTitle('');
    setProblem(undefined);
  };

  const completed = tasks.filter((task) => task.status === 'COMPLETED').length;
  const counts: Record<TodoFilter, string> = {
    ALL: t('todoList.app.all', { count: tasks.length }),
    ACTIVE: t('todoList.app.active', { count: tasks.length - completed, total: tasks.length }),
    COMPLETED: t('todoList.app.completed', { count: completed, total: tasks.length }),
  };
  const shown = visibleTasks(tasks, filter);

  return (
    <App data-testid="todo-app">
      <Heading>{t('todoList.app.heading')}</Heading>
      <form noValidate onSubmit={create} style={{ display: 'grid', gap: tokens.space.sm }}>
        <label htmlFor={inputId}>
          <strong>{t('todoList.app.newTask')}</strong>
        </label>
        <Input
          ref={input}
          id={inputId}
          value={title}
          maxLength={TITLE_INPUT_LIMIT}
          autoComplete="off"
          placeholder={t('todoList.app.placeholder')}
          $invalid={problem !== undefined}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            // SPEC §5: the message clears on typing.
            setProblem(undefined);
          }}
        />
        {problem && (
          <Error id={errorId} role="alert">
            {t(`todoList.app.${problem}`, { count: ADD_REFUSED_ABOVE + 1 })}
          </Error>
        )}
        <Row>
          <Secondary type="button" onClick={clear}>
            {t('todoList.app.clearForm')}
          </Secondary>
          <Primary type="submit" $looksDisabled={tasks.length > CREATE_LOOKS_DISABLED_ABOVE}>
            {t('todoList.app.createTask')}
          </Primary>
        </Row>
      </form>
      <ResultLine message={progress.result} />
      <Row role="group" aria-label={t('todoList.app.filters')}>
        {FILTERS.map((each) => (
          <Secondary
            key={each}
            type="button"
            aria-pressed={filter === each}
            $current={filter === each}
            $looksInactive={full}
            onClick={() => choose(each)}
          >
            {counts[each]}
          </Secondary>
        ))}
      </Row>
      <Heading as="h3">
        {tasks.length > 0 ? t('todoList.app.listHeading') : t('todoList.app.noTasks')}
      </Heading>
      {tasks.length > 0 && shown.length === 0 && (
        <p>{t(filter === 'ACTIVE' ? 'todoList.app.emptyActive' : 'todoList.app.emptyCompleted')}</p>
      )}
      {shown.length > 0 && (
        <Tasks>
          {shown.map((task) => (
            <Task key={task.id} $completed={task.status === 'COMPLETED'}>
              <span>{task.title}</span>
              <Row>
                {/* Named with the task, so each button says which task it acts on; the visible text comes first. */}
                <Secondary
                  type="button"
                  aria-label={`${task.status === 'ACTIVE' ? t('todoList.app.markCompleted') : t('todoList.app.markActive')}: ${task.title}`}
                  onClick={() => mark(task)}
                >
                  {task.status === 'ACTIVE' ? t('todoList.app.markCompleted') : t('todoList.app.markActive')}
                </Secondary>
                <Secondary
                  type="button"
                  aria-label={`${t('todoList.app.remove')}: ${task.title}`}
                  onClick={() => remove(task)}
                >
                  {t('todoList.app.remove')}
                </Secondary>
              </Row>
            </Task>
          ))}
        </Tasks>
      )}
    </App>
  );
};
