import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, HttpError, i18n, type ChallengeEntry } from '@qa/shared';
import type { BugReportBody, BugReportResult } from '@qa/shared/bug-reports/schema';
import { fakeDownloads } from '@qa/shared/files/test';
import type { ChallengeField } from '../components/form/challengeField';
import { readBugReports } from '../progress/challengeStats';
import { recordSubmission } from '../progress/submissionHistory';
import { mockHttp } from '../test/mockHttp';
import { renderWithStore } from '../test/renderWithStore';
import { firstLoadFiles } from '../test/staticGraph';
import { TesterTools } from '../testerTools/TesterTools';

const entry = (group: string, key: string): ChallengeEntry<string> => {
  const found = findChallenge(group, key);
  if (!found) throw new Error(`${group}/${key} is in the catalogue`);
  return found;
};
const triangle = entry('exploratory', 'triangle');
const PATH = 'api/bug-reports/v1/exploratory/triangle';

const fields: ChallengeField[] = ['Side A', 'Side B', 'Side C'].map((label) => ({
  type: 'textfield',
  label,
}));

const TITLE = 'Triangle with sides A and C equal is called scalene';

const GRADED: BugReportResult = {
  reproduces: { bug: 1, why: 'An isosceles triangle with sides A and C equal is called scalene.' },
  criteria: [
    { name: 'minimalSteps', passed: true, reason: 'Every step is needed.' },
    { name: 'actualResult', passed: true, reason: 'It states what the page showed.' },
    { name: 'expectedResult', passed: false, reason: 'The requirements say: isosceles.' },
    { name: 'title', passed: true, reason: 'It names the field and the wrong behaviour.' },
    { name: 'severity', passed: true, reason: 'Major is in the range for this bug.' },
  ],
  score: 80,
  duplicateOf: null,
  model: {
    title: 'Isosceles triangle with A = C is shown as scalene',
    steps: [{ values: { first: '5', second: '3', third: '5' } }],
    expected: 'Isosceles',
    actual: 'Scalene',
    severity: 'major',
    priority: 'high',
  },
};

const show = (challenge = triangle, withTestDesign = true) =>
  renderWithStore(
    <TesterTools
      challenge={challenge}
      fields={fields}
      values={['7', '', '7']}
      withTestDesign={withTestDesign}
    />,
  );

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Report a bug' }));
  return screen.findByRole('textbox', { name: 'Title' });
};

/** Title, expected and actual filled; the steps are the test's. */
const describeBug = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), TITLE);
  await user.type(screen.getByRole('textbox', { name: 'Expected result' }), 'Isosceles');
  await user.type(screen.getByRole('textbox', { name: 'Actual result' }), 'Scalene');
};

describe('the bug report view', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    return i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('is offered where planted bugs can be reported: beside the test design, or alone on an app', () => {
    show();
    expect(screen.getByRole('button', { name: 'Test design' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Report a bug' })).toBeVisible();
  });

  it('is not offered on a challenge without planted bugs to report', () => {
    show(entry('scripted', 'divide'));
    expect(screen.getByRole('button', { name: 'Test design' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Report a bug' })).toBeNull();
  });

  it('is the only tool of an app', () => {
    show(entry('functional', 'todoList'), false);
    expect(screen.queryByRole('button', { name: 'Test design' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report a bug' })).toBeVisible();
  });

  it('sends a report built from the tab’s submissions and shows its review and the model report', async () => {
    recordSubmission('exploratory_triangle', { first: '4', second: '4', third: '4' });
    recordSubmission('exploratory_triangle', { first: '5', second: '3', third: '5' });
    const server = mockHttp({ post: () => GRADED });
    const user = userEvent.setup();
    show();
    await open(user);
    await describeBug(user);
    await user.click(screen.getByText('Values you sent in this tab (2): add any as a step'));
    await user.click(screen.getByRole('button', { name: 'Add the sent values 5 · 3 · 5 as a step' }));
    expect(screen.getByRole('textbox', { name: 'Side C, step 1' })).toHaveValue('5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await user.click(screen.getByRole('button', { name: 'Submit the report' }));

    const body: BugReportBody = {
      title: TITLE,
      steps: [{ values: { first: '5', second: '3', third: '5' } }],
      expected: 'Isosceles',
      actual: 'Scalene',
      severity: 'major',
      priority: 'high',
    };
    // Signed in where the learner is: the API closes the practice report during their interview.
    expect(server.post).toHaveBeenCalledWith(PATH, body, { headers: {}, auth: true });
    const review = screen.getByRole('status');
    expect(await within(review).findByText('Your steps reproduce planted bug 1.')).toBeVisible();
    expect(within(review).getByText(GRADED.reproduces.why)).toBeVisible();
    expect(
      within(review)
        .getByText(/✗ Expected result: failed\./)
        .closest('li'),
    ).toHaveTextContent('The requirements say: isosceles.');
    expect(within(review).getByText(/✓ Title: passed\./)).toBeVisible();
    expect(within(review).getByText('Score: 80 of 100')).toBeVisible();
    expect(readBugReports('exploratory_triangle')).toEqual([{ ...body, bug: 1, score: 80, language: 'en' }]);

    await user.click(within(review).getByText('Model report'));
    expect(within(review).getByText(GRADED.model!.title)).toBeVisible();
    expect(within(review).getByText('Side A: 5; Side B: 3; Side C: 5')).toBeVisible();
    expect(within(review).getByText('Severity: Major · Priority: High')).toBeVisible();
  });

  it('says a second report of a bug is a duplicate, and that steps reproducing nothing are why it is not graded', async () => {
    const answers: BugReportResult[] = [
      { ...GRADED, duplicateOf: 'My first report', testerKey: 'key-12345' },
      {
        reproduces: { bug: null, why: 'The build answered these steps as the requirements say.' },
        criteria: [],
        score: 0,
        duplicateOf: null,
        model: null,
      },
    ];
    const server = mockHttp({ post: () => answers.shift() });
    const user = userEvent.setup();
    show();
    await open(user);
    await describeBug(user);
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    expect(screen.getByRole('textbox', { name: 'Side B, step 1' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit the report' }));
    expect(
      await screen.findByText(/^Duplicate: you already reported this bug as “My first report”\./),
    ).toBeVisible();

    // The key the report was filed under names the tester on the next report, as the sandbox calls do.
    await user.type(screen.getByRole('textbox', { name: 'Side B, step 1' }), '7');
    expect(screen.queryByText(/^Duplicate/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit the report' }));
    expect(await screen.findByText('The build answered these steps as the requirements say.')).toBeVisible();
    expect(server.post).toHaveBeenLastCalledWith(expect.any(String), expect.anything(), {
      headers: { 'X-Tester-Key': 'key-12345' },
      auth: true,
    });
    expect(screen.queryByText(/^Score/)).toBeNull();
    expect(screen.queryByText('Model report')).toBeNull();
    // Only a report of a planted bug is kept: the duplicate's, as its score is the first one's.
    expect(readBugReports('exploratory_triangle').map(({ bug, score }) => [bug, score])).toEqual([[1, 80]]);
  });

  it('asks for what a report needs before sending, and says when the server cannot be reached', async () => {
    const server = mockHttp({
      post: () => {
        throw new HttpError('network', 0, 'offline');
      },
    });
    const user = userEvent.setup();
    show();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Submit the report' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Fill in the title, the expected and the actual result, and add at least one step.',
    );
    expect(server.post).not.toHaveBeenCalled();

    await describeBug(user);
    await user.click(screen.getByRole('button', { name: 'Add an empty step' }));
    await user.click(screen.getByRole('button', { name: 'Add an empty step' }));
    await user.click(screen.getByRole('button', { name: 'Delete step 1' }));
    expect(screen.getAllByRole('listitem', { name: /^Step / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add an empty step' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit the report' }));
    expect(
      await screen.findByText('No connection to the server. Check your connection and try again.'),
    ).toBeVisible();
  });

  it('holds at most ten steps', async () => {
    const user = userEvent.setup();
    show();
    await open(user);
    for (let step = 0; step < 11; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Add an empty step' }));
    }
    expect(screen.getAllByRole('listitem', { name: /^Step / })).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('A report holds at most 10 steps.');
  });

  it('downloads the report as Markdown and as a Jira bulk-create body', async () => {
    const files = fakeDownloads();
    const user = userEvent.setup();
    show();
    await open(user);
    await describeBug(user);
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'critical');
    await user.click(screen.getByRole('button', { name: 'Download as Markdown' }));
    await user.click(screen.getByRole('button', { name: 'Download for Jira (JSON)' }));
    files.restore();

    const [markdown, jira] = files.downloads;
    expect(markdown?.fileName).toMatch(/^exploratory_triangle-bug-report-.*\.md$/);
    const text = await markdown!.text;
    expect(text).toContain(`# ${TITLE}\n`);
    expect(text).toContain('**Severity:** Critical · **Priority:** Medium');
    expect(text).toContain('1. Side A: `7`; Side B: (empty); Side C: `7`');
    expect(text).toContain('## Actual result\n\nScalene');

    expect(jira?.fileName).toMatch(/\.json$/);
    const fieldsSent = JSON.parse(await jira!.text).issueUpdates[0].fields;
    expect(fieldsSent).toMatchObject({
      issuetype: { name: 'Bug' },
      summary: TITLE,
      priority: { name: 'Medium' },
      labels: ['qa-practice-simulator', 'exploratory_triangle', 'severity-critical'],
    });
    expect(fieldsSent.description).toContain('# Side A: {noformat}7{noformat}; Side B: (empty)');
  });
});

describe('the tester tools on a challenge page’s first load', () => {
  it('are only their buttons and lazy boundaries: no view, text or call of a tool is reached by static imports', () => {
    const reached = firstLoadFiles();
    const of = (folder: string) => reached.filter((file) => file.startsWith(`${folder}${path.sep}`));
    expect(of('testerTools')).toEqual([path.join('testerTools', 'TesterTools.tsx')]);
    expect(of('testDesign')).toEqual([]);
    expect(of('bugReports')).toEqual([]);
    // A form's wait is worded by a chunk of its own, loaded on the first 429 or 503.
    expect(of('serverWait')).toEqual([]);
  });
});
