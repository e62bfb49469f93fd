import { rules as plusser } from '../../../../src/challenges/learn/plusser/rules';
import { gradeBugReport } from '../../../../src/bug-reports/grade';
import { reports as plusserReports } from '../../../../src/challenges/learn/plusser/reports';
import { checkReports } from '../../../bug-reports/reportChecks';

const failedOf = (grade: ReturnType<typeof gradeBugReport>) =>
  grade.criteria.filter(({ passed }) => !passed).map(({ name }) => name);

describe('reports of the Addition API’s planted bugs', () => {
  checkReports(plusserReports, plusser, { first: 'POST', second: '{"first": 2, "second": 3}' });

  it('takes the string bug from the learner’s own request and words, and wants the sum, not only 200 OK', () => {
    const report = {
      title: 'Число, передане в лапках, склеюється з іншим замість додавання',
      steps: [{ first: 'POST', second: '{"first": 10, "second": "5"}', third: '' }],
      actual: 'Статус 200, "result": 105',
      severity: 'major' as const,
      priority: 'high' as const,
    };
    const graded = (expected: string) => gradeBugReport(plusserReports, { ...report, expected }, 'ua');
    const good = graded('200 OK, числа додаються: 15');
    expect(good.reproduces.bug).toBe(1);
    expect(failedOf(good)).toEqual([]);
    expect(failedOf(graded('200 OK'))).toEqual(['expectedResult']);
    // The actual result must state the sum the build gave, not the one the tester expected.
    expect(
      failedOf(gradeBugReport(plusserReports, { ...report, actual: 'Статус 200', expected: '15' }, 'ua')),
    ).toEqual(['actualResult']);
  });

  it('tells the decimal bug from the large-number one by the step its values follow', () => {
    const grade = (second: string) =>
      gradeBugReport(
        plusserReports,
        {
          title: 'Sum of large numbers loses digits',
          steps: [{ first: 'POST', second, third: '' }],
          expected: 'The exact sum',
          actual: '',
          severity: 'minor',
          priority: 'low',
        },
        'en',
      ).reproduces.bug;
    expect(grade('{"first": 0.7, "second": 0.1}')).toBe(2);
    expect(grade('{"first": 100000000000000000000, "second": -7}')).toBe(3);
  });

  it('reads a number in the expected result whole: the wrong sum is not the right one', () => {
    const report = {
      title: 'Decimal sum is inexact: 0.1 + 0.2 returns 0.30000000000000004',
      steps: [{ first: 'POST', second: '{"first": 0.1, "second": 0.2}', third: '' }],
      actual: '200 OK, result 0.30000000000000004',
      severity: 'major' as const,
      priority: 'medium' as const,
    };
    const failed = (expected: string) =>
      failedOf(gradeBugReport(plusserReports, { ...report, expected }, 'en'));
    expect(failed('The result is 0.3')).toEqual([]);
    expect(failed('The result is 0.30000000000000004')).toEqual(['expectedResult']);
  });
});
