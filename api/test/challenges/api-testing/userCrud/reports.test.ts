import { TESTER_API_PATH } from '@qa/shared/catalogue';
import { rules as userCrud } from '../../../../src/challenges/api-testing/userCrud/rules';
import { gradeBugReport } from '../../../../src/bug-reports/grade';
import { reports as userCrudReports } from '../../../../src/challenges/api-testing/userCrud/reports';
import { describeExchange } from '../../../../src/tester-apis/exchange';
import { checkReports } from '../../../bug-reports/reportChecks';

const failedOf = (grade: ReturnType<typeof gradeBugReport>) =>
  grade.criteria.filter(({ passed }) => !passed).map(({ name }) => name);

describe('reports of the User API’s planted bugs', () => {
  checkReports(userCrudReports, userCrud, { first: 'GET', second: '/users/1', third: '' });

  it('takes a bug on a user the report created, in the learner’s own words', () => {
    const actual = describeExchange({
      request: { method: 'PUT', path: '/users/11', body: { name: '' } },
      response: { status: 200, body: { id: 11, name: '' } },
    });
    const grade = gradeBugReport(
      userCrudReports,
      {
        title: 'Aktualizacja przez PUT pozwala zapisać puste imię',
        steps: [
          { first: 'POST', second: '/users', third: '{"name": "Alex"}' },
          { first: 'PUT', second: `/${TESTER_API_PATH}/users/11`, third: '{"name": ""}' },
        ],
        expected: 'Żądanie powinno zostać odrzucone z 400',
        actual: `Odpowiedź: ${actual}`,
        severity: 'minor',
        priority: 'medium',
      },
      'pl',
    );
    expect(grade.reproduces.bug).toBe(1);
    expect(failedOf(grade)).toEqual([]);
  });

  it('wants the name kept, not only the status the wiped name also answers', () => {
    const { model } = userCrudReports.bugs[1] ?? { model: undefined };
    if (!model) throw new Error('The PATCH bug has no spec');
    const report = { ...model, title: model.title.en, actual: model.actual.en };
    const graded = (expected: string) =>
      failedOf(gradeBugReport(userCrudReports, { ...report, expected }, 'en'));
    expect(graded('200 OK with the changed user')).toEqual(['expectedResult']);
    expect(graded('The name stays Ewa Nowak')).toEqual([]);
  });
});
