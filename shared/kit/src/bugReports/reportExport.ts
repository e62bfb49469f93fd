import type { Priority, Severity } from '@qa/shared/bug-reports';

/** A report as the form holds it: each step the values of one submission, in the form's field order. */
export interface ReportDraft {
  title: string;
  steps: readonly (readonly string[])[];
  expected: string;
  actual: string;
  severity: Severity;
  priority: Priority;
}

/** The words an exported report is written in: the learner's language, and the form's field labels. */
export interface ReportWords {
  fields: readonly string[];
  /** How an empty field is named (the form's own word for it). */
  empty: string;
  steps: string;
  expected: string;
  actual: string;
  severity: string;
  priority: string;
  severityName: string;
  priorityName: string;
}

/** A value as a Markdown code span: fenced by one backtick more than the longest run inside it. */
const codeSpan = (value: string): string => {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padding = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${value}${padding}${fence}`;
};

const stepLine = (values: readonly string[], words: ReportWords, show: (value: string) => string): string =>
  values
    .map((value, index) => `${words.fields[index] ?? index + 1}: ${value === '' ? words.empty : show(value)}`)
    .join('; ');

/** The report as Markdown, for a wiki page, a chat or a tracker that reads it. */
export const reportMarkdown = (report: ReportDraft, words: ReportWords): string =>
  [
    `# ${report.title.trim()}`,
    '',
    `**${words.severity}:** ${words.severityName} · **${words.priority}:** ${words.priorityName}`,
    '',
    `## ${words.steps}`,
    '',
    ...report.steps.map((values, index) => `${index + 1}. ${stepLine(values, words, codeSpan)}`),
    '',
    `## ${words.expected}`,
    '',
    report.expected.trim(),
    '',
    `## ${words.actual}`,
    '',
    report.actual.trim(),
    '',
  ].join('\n');

/** Jira's priorities are named in English whatever the language of its pages. */
const JIRA_PRIORITIES: Readonly<Record<Priority, string>> = {
  highest: 'Highest',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  lowest: 'Lowest',
};

/** A value in Jira's wiki markup, where {noformat} shows text as it is. */
const noformat = (value: string): string => `{noformat}${value.replaceAll('{noformat}', '')}{noformat}`;

/**
 * The body of Jira's bulk create call (`POST /rest/api/2/issue/bulk`): one Bug with its summary, a wiki-markup
 * description, the priority, and the severity as a label, as Jira has no severity field of its own. The project
 * key is a placeholder the team replaces with its own.
 */
export const jiraImport = (report: ReportDraft, words: ReportWords, challengeName: string) => ({
  issueUpdates: [
    {
      fields: {
        project: { key: 'QA' },
        issuetype: { name: 'Bug' },
        summary: report.title.trim(),
        description: [
          `*${words.steps}*`,
          ...report.steps.map((values) => `# ${stepLine(values, words, noformat)}`),
          '',
          `*${words.expected}*`,
          report.expected.trim(),
          '',
          `*${words.actual}*`,
          report.actual.trim(),
          '',
          `*${words.severity}:* ${words.severityName}`,
        ].join('\n'),
        priority: { name: JIRA_PRIORITIES[report.priority] },
        labels: ['qa-practice-simulator', challengeName, `severity-${report.severity}`],
      },
    },
  ],
});
