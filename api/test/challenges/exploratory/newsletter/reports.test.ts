import { rules as newsletter } from '../../../../src/challenges/exploratory/newsletter/rules';
import { gradeBugReport } from '../../../../src/bug-reports/grade';
import { reports as newsletterReports } from '../../../../src/challenges/exploratory/newsletter/reports';
import { checkReports } from '../../../bug-reports/reportChecks';

describe('reports of the newsletter’s planted bugs', () => {
  checkReports(newsletterReports, newsletter, { first: 'john@example.com' });

  it('takes a Polish report in the learner’s own words and address, and wants the wrong behaviour named', () => {
    const report = {
      title: 'Adres e-mail z domeną wpisaną wielkimi literami jest odrzucany',
      steps: [{ first: 'maria@Shop.ORG', second: '', third: '' }],
      expected: 'Powinien pojawić się komunikat „Subskrypcja aktywna”',
      actual: 'Wyświetla się: Nieprawidłowy adres e-mail.',
      severity: 'major' as const,
      priority: 'high' as const,
    };
    const grade = gradeBugReport(newsletterReports, report, 'pl');
    expect(grade.reproduces.bug).toBe(3);
    expect(grade.criteria.filter(({ passed }) => !passed)).toEqual([]);

    const unnamed = gradeBugReport(
      newsletterReports,
      { ...report, title: 'Problem z domeną w adresie e-mail' },
      'pl',
    );
    expect(unnamed.criteria.filter(({ passed }) => !passed).map(({ name }) => name)).toEqual(['title']);
  });
});
