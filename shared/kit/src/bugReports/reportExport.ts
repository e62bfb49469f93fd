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

/**
 * A learner's text as Markdown shows it, never as markup: a backslash before each character that would open HTML,
 * a link or an image (a backslash itself, < > [ ]), so a title such as `<img onerror=…>` or `[x](javascript:…)` is
 * read as the words it is.
 */
const markdownText = (text: string): string =>
  text.trim().replace(/[\\<>[\]]/g, (character) => `\\${character}`);

const stepLine = (values: readonly string[], words: ReportWords, show: (value: string) => string): string =>
  values
    .map((value, index) => `${words.fields[index] ?? index + 1}: ${value === '' ? words.empty : show(value)}`)
    .join('; ');

/** The report as Markdown, for a wiki page, a chat or a tracker that reads it. */
export const reportMarkdown = (report: ReportDraft, words: ReportWords): string =>
  [
    `# ${markdownText(report.title)}`,
    '',
    `**${words.severity}:** ${words.severityName} · **${words.priority}:** ${words.priorityName}`,
    '',
    `## ${words.steps}`,
    '',
    ...report.steps.map((values, index) => `${index + 1}. ${stepLine(values, words, codeSpan)}`),
    '',
    `## ${words.expected}`,
    '',
    markdownText(report.expected),
    '',
    `## ${words.actual}`,
    '',
    markdownText(report.actual),
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

/** The macro's tag, with or without parameters, in any case. */
const NOFORMAT_TAG = /\{noformat[^}]*\}/i;
const NOFORMAT_TAGS = new RegExp(NOFORMAT_TAG.source, 'gi');

/**
 * A value in Jira's wiki markup, where {noformat} shows text as it is. The tag is taken out of the value until none
 * is left (in any case), so that one put together from the pieces left, such as `{no{noformat}format}`, cannot close
 * the block either.
 */
const noformat = (value: string): string => {
  let inner = value;
  while (NOFORMAT_TAG.test(inner)) inner = inner.replace(NOFORMAT_TAGS, '');
  return `{noformat}${inner}{noformat}`;
};

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
          noformat(report.expected.trim()),
          '',
          `*${words.actual}*`,
          noformat(report.actual.trim()),
          '',
          `*${words.severity}:* ${words.severityName}`,
        ].join('\n'),
        priority: { name: JIRA_PRIORITIES[report.priority] },
        labels: ['qa-practice-simulator', challengeName, `severity-${report.severity}`],
      },
    },
  ],
});
