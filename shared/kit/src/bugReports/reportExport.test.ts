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

  it('for Jira keeps every value and both results inside their block, whatever tags they put together', () => {
    const hostile = '{no{noformat}format}*bold*{NOFORMAT}{noformat:title=x}[link|javascript:alert(1)]';
    const body = jiraImport(
      { ...report, steps: [['POST', hostile, '']], expected: hostile, actual: hostile },
      words,
      'exploratory-api_userCrud',
    );
    const description = body.issueUpdates[0]?.fields.description ?? '';
    // Each block opens and closes once: nothing of the value is ever outside one.
    const inside = '*bold*[link|javascript:alert(1)]';
    expect(description).toContain(`Endpoint: {noformat}${inside}{noformat}`);
    expect(description.split('\n')).toEqual(expect.arrayContaining([`{noformat}${inside}{noformat}`]));
    // Two values of the step, the expected and the actual result: four blocks, eight tags.
    expect(description.match(/\{noformat/gi)).toHaveLength(8);
  });

  it('as Markdown shows a title or a result as its words: no raw HTML, no link, no image', () => {
    const text = reportMarkdown(
      {
        ...report,
        title: '<img src=x onerror=alert(1)>',
        expected: '[click](javascript:alert(1)) ![x](javascript:alert(2))',
        actual: '<script>alert(3)</script> `code` \\',
      },
      words,
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('# \\<img src=x onerror=alert(1)\\>');
    expect(lines).toContain('\\[click\\](javascript:alert(1)) !\\[x\\](javascript:alert(2))');
    expect(lines).toContain('\\<script\\>alert(3)\\</script\\> `code` \\\\');
  });
});
