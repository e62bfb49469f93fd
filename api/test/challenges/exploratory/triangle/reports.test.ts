import { rules as triangle } from '../../../../src/challenges/exploratory/triangle/rules';
import { gradeBugReport } from '../../../../src/bug-reports/grade';
import { reports as triangleReports } from '../../../../src/challenges/exploratory/triangle/reports';
import { checkReports } from '../../../bug-reports/reportChecks';

describe('reports of the triangle’s planted bugs', () => {
  checkReports(triangleReports, triangle, { first: '3', second: '4', third: '5' });

  it('takes the title in the learner’s words and any form of them, and English in any language', () => {
    const report = {
      steps: [{ first: '2.5', second: '4', third: '2.5' }],
      expected: 'Має бути «Рівнобедрений трикутник»',
      actual: 'Показано: Різносторонній трикутник',
      severity: 'major' as const,
      priority: 'medium' as const,
    };
    for (const title of [
      'Рівнобедрений трикутник з A = C показано різностороннім',
      'Isosceles A=C shown as scalene',
    ]) {
      const grade = gradeBugReport(triangleReports, { ...report, title }, 'ua');
      expect([title, grade.criteria.filter(({ passed }) => !passed)]).toEqual([title, []]);
    }
  });
});
