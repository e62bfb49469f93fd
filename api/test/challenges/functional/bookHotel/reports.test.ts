import { rules as bookHotel } from '../../../../src/challenges/functional/bookHotel/rules';
import { gradeBugReport } from '../../../../src/bug-reports/grade';
import { reports as bookHotelReports } from '../../../../src/challenges/functional/bookHotel/reports';
import { checkReports } from '../../../bug-reports/reportChecks';

describe('reports of the hotel app’s planted bugs', () => {
  // The recommended order with all places: the page's first list, which has none of the bugs.
  checkReports(bookHotelReports, bookHotel, { first: '0', second: '0' });

  it('takes a title and an expected result in the learner’s own Polish words, and refuses a title naming no fault', () => {
    // Price: lowest first with the 7.0 and above filter: a search the model does not use.
    const steps = [{ first: '1', second: '1', third: '' }];
    const report = {
      steps,
      expected: 'Lista posortowana rosnąco według ceny, Grand Palace Suites powinien być na końcu',
      actual: bookHotel.result(steps[0]!, 'pl'),
      severity: 'major' as const,
      priority: 'high' as const,
    };
    const failed = (title: string) =>
      gradeBugReport(bookHotelReports, { ...report, title }, 'pl')
        .criteria.filter(({ passed }) => !passed)
        .map(({ name }) => name);
    expect(gradeBugReport(bookHotelReports, { ...report, title: 'x'.repeat(10) }, 'pl').reproduces.bug).toBe(
      1,
    );
    expect(failed('Sortowanie po cenie pokazuje hotel za 1050 dolarów na samej górze')).toEqual([]);
    expect(failed('Sortowanie po cenie od najniższej')).toEqual(['title']);
  });
});
