import { jiraImport, reportMarkdown, type ReportDraft, type ReportWords } from './reportExport';

const words: ReportWords = {
  fields: ['Method', 'Endpoint', 'Body'],
  empty: '(empty)',
  steps: 'Steps to reproduce',
  expected: 'Expected result',
  actual: 'Actual result',
  severity: 'Severity',
  priority: 'Priority',
  severityName: 'Major',
  priorityName: 'Highest',
};

const report: ReportDraft = {
  title: '  PUT /users/1 keeps a name with `backticks` ',
  steps: [
    ['PUT', '/users/1', '{"name": "``a``"}'],
    ['GET', '/users/1', ''],
  ],
  expected: 'The name is refused.',
  actual: '200 OK',
  severity: 'major',
  priority: 'highest',
};

describe('a report exported', () => {
  it('as Markdown shows each value as code, whatever backticks it holds, and an empty field by its word', () => {
    const text = reportMarkdown(report, words);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        '# PUT /users/1 keeps a name with `backticks`',
        '1. Method: `PUT`; Endpoint: `/users/1`; Body: ```{"name": "``a``"}```',
        '2. Method: `GET`; Endpoint: `/users/1`; Body: (empty)',
      ]),
    );
  });

  it('for Jira names the priority as Jira does and keeps a value from closing its noformat block', () => {
    const body = jiraImport(
      { ...report, steps: [['POST', '/users', '{noformat}x']] },
      words,
      'exploratory-api_userCrud',
    );
    const [issue] = body.issueUpdates;
    expect(issue?.fields.priority).toEqual({ name: 'Highest' });
    expect(issue?.fields.description).toContain('# Method: {noformat}POST{noformat}; Endpoint');
    expect(issue?.fields.description).toContain('Body: {noformat}x{noformat}');
    expect(issue?.fields.summary).toBe('PUT /users/1 keeps a name with `backticks`');
  });
});
