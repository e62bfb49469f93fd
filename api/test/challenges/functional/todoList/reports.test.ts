import { rules as todoList } from '../../../../src/challenges/functional/todoList/rules';
import { gradeBugReport } from '../../../../src/bug-reports/grade';
import { reports as todoListReports } from '../../../../src/challenges/functional/todoList/reports';
import { checkReports } from '../../../bug-reports/reportChecks';

describe('reports of the to-do app’s planted bugs', () => {
  // A plain name added to a list of one task: reproduces nothing.
  checkReports(todoListReports, todoList, { first: 'Buy milk', second: '1', third: '' });

  it('takes a report of the stuck Completed filter in the learner’s own Russian words', () => {
    const steps = [{ first: 'COMPLETED', second: '7', third: 'filter' }];
    const report = {
      title: 'Фильтр «Выполненные» не переключается, если в списке 7 задач',
      steps,
      expected: 'Отображаются только выполненные задачи',
      actual: `Фильтр не сработал: ${todoList.result(steps[0]!, 'ru')}`,
      severity: 'minor' as const,
      priority: 'medium' as const,
    };
    const grade = gradeBugReport(todoListReports, report, 'ru');
    expect(grade.reproduces.bug).toBe(3);
    expect(grade.criteria.filter(({ passed }) => !passed)).toEqual([]);
    // What the app answers is not what the requirements say.
    const wrongExpected = gradeBugReport(todoListReports, { ...report, expected: report.actual }, 'ru');
    expect(wrongExpected.criteria.filter(({ passed }) => !passed).map(({ name }) => name)).toEqual([
      'expectedResult',
    ]);
  });
});
