import { gradeBugReport, REASONS } from '../../src/bug-reports/grade';
import { TRIANGLE_MESSAGES } from '../../src/challenges/exploratory/triangle/rules';
import { reports as triangle } from '../../src/challenges/exploratory/triangle/reports';

const model = triangle.bugs[0]!.model;
const report = {
  title: model.title.en,
  steps: model.steps,
  expected: model.expected.en,
  actual: model.actual.en,
  severity: model.severity,
  priority: model.priority,
};
const reasonOf = (graded: ReturnType<typeof gradeBugReport>, name: string) =>
  graded.criteria.find((criterion) => criterion.name === name);

describe('a report’s results and title, as a reviewer words what is wrong', () => {
  it('fails a kitchen sink of every message in both results, saying it is a list', () => {
    const everyMessage = Object.values(TRIANGLE_MESSAGES)
      .map(({ en }) => en)
      .join(' / ');
    const graded = gradeBugReport(
      triangle,
      { ...report, expected: everyMessage, actual: everyMessage },
      'en',
    );
    for (const name of ['actualResult', 'expectedResult']) {
      expect(reasonOf(graded, name)).toEqual({ name, passed: false, reason: REASONS.resultList.en });
    }
  });

  it('fails a title that says the bug is not there, in its own words', () => {
    const graded = gradeBugReport(
      triangle,
      { ...report, title: 'A triangle with sides A and C equal is not scalene, as it should be' },
      'en',
    );
    expect(reasonOf(graded, 'title')).toMatchObject({ passed: false, reason: REASONS.titleOpposite.en });
  });

  it('says a title over 150 characters is too long, not that it names nothing', () => {
    const graded = gradeBugReport(
      triangle,
      { ...report, title: `${model.title.en} ${'x'.repeat(150)}` },
      'en',
    );
    expect(reasonOf(graded, 'title')).toMatchObject({ passed: false, reason: REASONS.titleTooLong.en });
  });
});
