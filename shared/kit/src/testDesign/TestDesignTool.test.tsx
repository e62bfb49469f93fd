import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, HttpError, i18n, type ChallengeEntry } from '@qa/shared';
import { fakeDownloads } from '@qa/shared/files/test';
import type { RegressionRunResult, TestDesignInfo, TestRunResult } from '@qa/shared/test-design/schema';
import type { ChallengeField } from '../components/form/challengeField';
import { mockHttp } from '../test/mockHttp';
import { renderWithStore } from '../test/renderWithStore';
import { readChallengeStats } from '../progress/challengeStats';
import { announceProgressChange } from '../progress/progressEvents';
import { recordSubmission } from '../progress/submissionHistory';
import { TesterTools } from '../testerTools/TesterTools';
import { tableStorageKey } from './testTable';

const entry = (group: string, key: string): ChallengeEntry<string> => {
  const found = findChallenge(group, key);
  if (!found) throw new Error(`${group}/${key} is in the catalogue`);
  return found;
};
const triangle = entry('exploratory', 'triangle');
/** Practice calls go signed in where the learner is: the API closes the table during their interview. */
const AS_LEARNER = { auth: true };
const PATH = 'api/test-design/v1/exploratory/triangle';

const fields: ChallengeField[] = ['Side A', 'Side B', 'Side C'].map((label) => ({
  type: 'textfield',
  label,
}));

const INFO: TestDesignInfo = {
  fields: ['first', 'second', 'third'],
  outcomes: [
    { id: 'equilateral', text: 'Equilateral' },
    { id: 'isosceles', text: 'Isosceles' },
    { id: 'notTriangle', text: 'Not a triangle' },
  ],
  builds: [{ number: 1 }],
  variantsTotal: 9,
};

const RESULT: TestRunResult = {
  build: 1,
  rows: [
    { validOnReference: true, referenceOutcome: 'equilateral', catches: 'shared' },
    {
      validOnReference: false,
      referenceOutcome: 'notTriangle',
      catches: 'nothing',
      rule: 'Boundary value analysis: a degenerate triangle',
    },
    { validOnReference: true, referenceOutcome: 'equilateral', catches: 'shared', coveredBy: [0] },
  ],
  variantsTotal: 9,
  variantsCaught: 2,
  missed: [
    { technique: 'boundaryValues', field: 'second' },
    { technique: 'boundaryValues', field: 'second' },
    { technique: 'decisionTable' },
  ],
  redundant: [2],
  uncoveredClasses: { cases: [2, 3], bugs: [1] },
  uncovered: [
    { technique: 'boundaryValues', field: 'second' },
    { technique: 'boundaryValues', field: 'second' },
    { technique: 'errorGuessing' },
  ],
  classesTotal: 16,
  score: 12,
};

const show = (challenge = triangle, values: string[] = ['', '', '']) =>
  renderWithStore(<TesterTools challenge={challenge} fields={fields} values={values} withTestDesign />);

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Test design' }));
  return screen.findByRole('table', { name: 'Your test cases' });
};

const cell = (label: string) => screen.getByRole('textbox', { name: label });

describe('the test design section', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    return i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('is a closed button until opened: no call, no texts; opened, it reads the design and shows the table', async () => {
    const server = mockHttp({ get: () => INFO });
    const user = userEvent.setup();
    show();
    const toggle = screen.getByRole('button', { name: 'Test design' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(server.get).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('en', 'kitTestDesign')).toBe(false);

    const table = await open(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(server.get).toHaveBeenCalledWith(PATH);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'No.',
      'Side A',
      'Side B',
      'Side C',
      'Expected result',
      'Technique (optional)',
      'Result',
      'Actions',
    ]);
    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  // Which pages offer it at all is the page's to decide (TestDesignOnPage.test.tsx).
  it('goes away when the API answers it has no design for the challenge', async () => {
    mockHttp({
      get: () => {
        throw new HttpError('http', 404, 'Not Found');
      },
    });
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Test design' }));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Test design' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('builds a table, runs it on build 1 and shows each verdict and what the table missed', async () => {
    const server = mockHttp({ get: () => INFO, post: () => RESULT });
    const user = userEvent.setup();
    show(triangle, ['3', '3', '3']);
    await open(user);

    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    await user.click(screen.getByRole('button', { name: 'Add a test case' }));
    await user.type(cell('Side A, test case 2'), '1');
    await user.type(cell('Side B, test case 2'), '2');
    await user.type(cell('Side C, test case 2'), '3');
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Choose the expected result of every test case, then run your tests.',
    );
    expect(server.post).not.toHaveBeenCalled();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expected result, test case 1' }),
      'Equilateral',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expected result, test case 2' }),
      'Isosceles',
    );
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expected result, test case 3' }),
      'equilateral',
    );
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));

    expect(server.post).toHaveBeenCalledWith(
      PATH,
      {
        build: 1,
        tests: [
          { values: { first: '3', second: '3', third: '3' }, expected: 'equilateral' },
          { values: { first: '1', second: '2', third: '3' }, expected: 'isosceles' },
          { values: { first: '3', second: '3', third: '3' }, expected: 'equilateral' },
        ],
      },
      AS_LEARNER,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Variants caught: 2 of 9');
    expect(status).toHaveTextContent('Score: 12 of 100');
    expect(status).toHaveTextContent('Input classes covered: 13 of 16');
    expect(status).toHaveTextContent(
      'Up to 80 points for the bug variants caught and 20 for the input classes',
    );
    expect(status).toHaveTextContent('Redundant test cases: 1');
    expect(
      within(within(status).getByRole('list', { name: 'Techniques for the input classes not covered' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Boundary value analysis, field “Side B” (2)', 'Error guessing']);
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(2),
    ).toEqual(['Boundary value analysis, field “Side B” (2)', 'Decision table, several fields together']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Passes on the correct build');
    expect(rows[1]).toHaveTextContent('Wrong expectation: the correct build answered “Not a triangle”');
    expect(rows[1]).toHaveTextContent(
      'Input class of these values: Boundary value analysis: a degenerate triangle',
    );
    expect(rows[0]).toHaveTextContent('Catches only bug variants that other test cases catch too');
    expect(rows[1]).not.toHaveTextContent('Catches');
    expect(rows[2]).toHaveTextContent(
      'Redundant: the bug variants it catches and its input class are already checked (see No. 1)',
    );
    expect(rows[0]).not.toHaveTextContent('Redundant');

    // Closed and opened again: the same table and its verdicts, without another call.
    await user.click(screen.getByRole('button', { name: 'Test design' }));
    await user.click(screen.getByRole('button', { name: 'Test design' }));
    expect(screen.getByRole('status')).toHaveTextContent('Variants caught: 2 of 9');
    expect(server.get).toHaveBeenCalledTimes(1);
  });

  it('keeps the best build-1 run with the learner’s progress, shown again after a reload', async () => {
    let answer = RESULT;
    mockHttp({ get: () => INFO, post: () => ({ ...answer, rows: answer.rows.slice(0, 1) }) });
    const user = userEvent.setup();
    const { unmount } = show(triangle, ['3', '3', '3']);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expected result, test case 1' }),
      'Equilateral',
    );
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    const kept = 'Your best run, kept with your progress: 2 of 9 variants caught, score 12 of 100.';
    expect(await screen.findByText(kept)).toBeVisible();
    expect(readChallengeStats('exploratory_triangle').testDesign).toEqual({
      tests: [{ values: { first: '3', second: '3', third: '3' }, expected: 'equilateral' }],
      score: 12,
      variantsCaught: 2,
      variantsTotal: 9,
      missed: ['boundaryValues', 'boundaryValues', 'decisionTable'],
    });

    // A worse run leaves the best one kept.
    answer = { ...RESULT, variantsCaught: 1, score: 5 };
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    await screen.findByText('Variants caught: 1 of 9');
    expect(screen.getByText(kept)).toBeVisible();
    unmount();

    show();
    await open(user);
    expect(screen.getByText(kept)).toBeVisible();
  });

  it('sends the first runs kept with progress, keeps those answered, and says which row earns nothing', async () => {
    const firstRuns = { aaaaaaaaaaaa: true };
    const server = mockHttp({
      get: () => INFO,
      post: () => ({
        ...RESULT,
        rows: [{ validOnReference: true, referenceOutcome: 'equilateral', uncounted: 'answerSeen' }],
        firstRuns,
      }),
    });
    const user = userEvent.setup();
    show(triangle, ['3', '3', '3']);
    await open(user);
    expect(
      screen.getByText(/A test case earns points only if its expected result was right the first time/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expected result, test case 1' }),
      'Equilateral',
    );
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Earns nothing: these values were run before with another expected result');
    expect(row).not.toHaveTextContent('Catches');
    expect(readChallengeStats('exploratory_triangle').firstRuns).toEqual(firstRuns);

    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    expect(server.post).toHaveBeenLastCalledWith(PATH, expect.objectContaining({ firstRuns }), AS_LEARNER);
  });

  it('re-runs the table on build 2 with its release note, takes each verdict and shows them judged', async () => {
    const releaseNote = 'Build 2: degenerate triangles are now accepted.';
    const first: RegressionRunResult = {
      build: 2,
      rows: [
        { outcome: 'isosceles', passed: false, mark: 'missing' },
        { outcome: 'isosceles', passed: false, mark: 'missing' },
      ],
      changeFound: false,
      regressionFound: false,
      passesReference: false,
      score: 0,
    };
    const judged: RegressionRunResult = {
      build: 2,
      rows: [
        { outcome: 'isosceles', passed: true, mark: 'right' },
        { outcome: 'isosceles', passed: false, mark: 'right' },
      ],
      changeFound: true,
      regressionFound: true,
      passesReference: true,
      score: 100,
    };
    const server = mockHttp({
      get: () => ({ ...INFO, builds: [{ number: 1 }, { number: 2, releaseNote }] }),
      post: (_path, body) =>
        (body as { tests: { mark?: string }[] }).tests.some((test) => test.mark) ? judged : first,
    });
    localStorage.setItem(
      tableStorageKey(triangle),
      JSON.stringify([
        { values: ['2', '2', '4'], expected: 'notTriangle' },
        { values: ['5', '3', '5'], expected: 'isosceles' },
      ]),
    );
    const user = userEvent.setup();
    show();
    await open(user);
    expect(screen.queryByText(releaseNote)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Build 2 (new release)' }));
    expect(screen.getByRole('region', { name: 'Release note' })).toHaveTextContent(releaseNote);

    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    expect(server.post).toHaveBeenLastCalledWith(
      PATH,
      {
        build: 2,
        tests: [
          { values: { first: '2', second: '2', third: '4' }, expected: 'notTriangle' },
          { values: { first: '5', second: '3', third: '5' }, expected: 'isosceles' },
        ],
      },
      AS_LEARNER,
    );
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()[0]).toHaveTextContent('Fails on build 2: it answered “Isosceles”');

    // An intended change takes what build 2 answered as the new expectation.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Your verdict, test case 1' }),
      'Intended change: update the expected result',
    );
    expect(screen.getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue('isosceles');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Your verdict, test case 2' }),
      'Regression: a bug',
    );
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    expect(server.post).toHaveBeenLastCalledWith(
      PATH,
      {
        build: 2,
        tests: [
          { values: { first: '2', second: '2', third: '4' }, expected: 'isosceles', mark: 'intendedChange' },
          { values: { first: '5', second: '3', third: '5' }, expected: 'isosceles', mark: 'regression' },
        ],
      },
      AS_LEARNER,
    );
    expect(rows()[1]).toHaveTextContent('Your verdict is right');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Regression found.');
    expect(status).toHaveTextContent('Every expected result matches the changed requirements.');
    expect(status).toHaveTextContent('Score: 100 of 100');

    // Build 1's table is as the learner wrote it: a verdict on build 2 rewrites nothing there.
    const expected1 = () => screen.getByRole('combobox', { name: 'Expected result, test case 1' });
    await user.click(screen.getByRole('radio', { name: 'Build 1' }));
    expect(expected1()).toHaveValue('notTriangle');
    await user.click(screen.getByRole('radio', { name: 'Build 2 (new release)' }));
    expect(expected1()).toHaveValue('isosceles');
    // Another verdict gives the row back as it was, and the intended change again what build 2 answered.
    const verdict1 = () => screen.getByRole('combobox', { name: 'Your verdict, test case 1' });
    await user.selectOptions(verdict1(), 'Regression: a bug');
    expect(expected1()).toHaveValue('notTriangle');
    await user.selectOptions(verdict1(), 'Intended change: update the expected result');
    expect(expected1()).toHaveValue('isosceles');
  });

  it('adds a test case from the tab’s submissions in one click, and lists a submission made meanwhile', async () => {
    mockHttp({ get: () => INFO });
    recordSubmission('exploratory_triangle', { first: '3', second: '4', third: '5' });
    const user = userEvent.setup();
    show();
    await open(user);
    await user.click(screen.getByText('Values you sent in this tab (1): add any as a test case'));
    await user.click(screen.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a test case' }));
    expect(cell('Side A, test case 1')).toHaveValue('3');
    expect(cell('Side C, test case 1')).toHaveValue('5');

    act(() => {
      recordSubmission('exploratory_triangle', {
        first: 'empty',
        second: '1',
        third: '1',
        emptyFields: ['first'],
      });
      announceProgressChange();
    });
    await user.click(screen.getByRole('button', { name: 'Add the sent values — · 1 · 1 as a test case' }));
    expect(cell('Side A, test case 2')).toHaveValue('');
    expect(cell('Side B, test case 2')).toHaveValue('1');
  });

  it('keeps the table in the browser for another tab, and starts from the best run where the browser has none', async () => {
    mockHttp({ get: () => INFO });
    const user = userEvent.setup();
    const { unmount } = show(triangle, ['3', '4', '5']);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    unmount();
    // Another tab: a session of its own, the same browser.
    sessionStorage.clear();
    const otherTab = show();
    await open(user);
    expect(cell('Side C, test case 1')).toHaveValue('5');
    otherTab.unmount();

    // Another device, or a browser cleared: the best run the account kept.
    localStorage.removeItem(tableStorageKey(triangle));
    localStorage.setItem(
      'exploratory_triangle_stats',
      JSON.stringify({
        epoch: 0,
        submissions: {},
        inputClasses: [],
        testDesign: {
          tests: [{ values: { first: '2', second: '2', third: '2' }, expected: 'equilateral' }],
          score: 10,
          variantsCaught: 1,
          variantsTotal: 9,
          missed: [],
        },
      }),
    );
    show();
    await open(user);
    expect(cell('Side A, test case 1')).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue('equilateral');
  });

  it('moves and removes rows by keyboard, and keeps the table after a reload', async () => {
    mockHttp({ get: () => INFO });
    const user = userEvent.setup();
    const { unmount } = show();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add a test case' }));
    // The new row's first cell takes the keyboard.
    expect(cell('Side A, test case 1')).toHaveFocus();
    await user.keyboard('first');
    await user.click(screen.getByRole('button', { name: 'Add a test case' }));
    expect(cell('Side A, test case 2')).toHaveFocus();
    await user.keyboard('second');
    screen.getByRole('button', { name: 'Move test case 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(cell('Side A, test case 1')).toHaveValue('second');
    expect(screen.getByRole('button', { name: 'Move test case 1 up' })).toHaveFocus();
    screen.getByRole('button', { name: 'Delete test case 2' }).focus();
    await user.keyboard(' ');
    expect(screen.queryByRole('textbox', { name: 'Side A, test case 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a test case' })).toHaveFocus();
    unmount();

    show();
    await open(user);
    expect(cell('Side A, test case 1')).toHaveValue('second');
    expect(screen.queryByRole('textbox', { name: 'Side A, test case 2' })).not.toBeInTheDocument();
  });

  it('ignores a corrupted stored table', async () => {
    mockHttp({ get: () => INFO });
    localStorage.setItem(tableStorageKey(triangle), '[{"values":');
    const user = userEvent.setup();
    show();
    await open(user);
    expect(screen.getByText('No test cases yet. Add one, or paste rows from a spreadsheet.')).toBeVisible();
  });

  it('takes rows pasted from a spreadsheet and exports the table as CSV', async () => {
    mockHttp({ get: () => INFO });
    const files = fakeDownloads();
    const user = userEvent.setup();
    show();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add a test case' }));
    await user.click(cell('Side A, test case 1'));
    await user.paste('2\t2\t2\tEquilateral\tBoundary value analysis\n1\t1\t5\tnotTriangle');
    expect(cell('Side C, test case 2')).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue('equilateral');
    expect(screen.getByRole('combobox', { name: 'Technique, test case 1' })).toHaveValue('boundaryValues');
    expect(screen.getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    files.restore();
    expect(files.downloads).toHaveLength(1);
    expect(files.downloads[0]?.fileName).toMatch(/^exploratory_triangle-test-cases-\d{4}-\d\d-\d\d\.csv$/);
    expect(await files.downloads[0]?.text).toBe(
      'Side A,Side B,Side C,Expected result,Technique (optional)\r\n' +
        '2,2,2,Equilateral,Boundary value analysis\r\n1,1,5,Not a triangle,\r\n',
    );
  });

  it('says when the rows run in order on one copy of the data, as an API’s table does', async () => {
    mockHttp({ get: () => ({ ...INFO, runsInOrder: true }) });
    const user = userEvent.setup();
    show();
    await open(user);
    expect(screen.getByText(/run in order on one fresh copy of the data/)).toBeVisible();
  });

  it('says which pasted expected results it did not know, and how many rows past the limit it left out', async () => {
    mockHttp({ get: () => INFO });
    const user = userEvent.setup();
    show();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add a test case' }));
    await user.click(cell('Side A, test case 1'));
    const lines = Array.from(
      { length: 52 },
      (_, index) => `${index + 1}\t1\t1\t${index === 0 ? 'Right angled' : 'Equilateral'}`,
    );
    await user.paste(lines.join('\n'));
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue('');
    expect(screen.getByText('A table holds at most 50 test cases; rows left out: 2.')).toBeVisible();
    expect(
      screen.getByText('Not among the expected results, so left for you to choose: Right angled'),
    ).toBeVisible();
  });

  it.each([
    [
      'the API’s own message',
      new HttpError('http', 400, 'raw', { message: 'Unknown outcome.' }),
      'Unknown outcome.',
    ],
    ['no connection', new HttpError('network', 0, 'Failed to fetch'), 'The server cannot be reached.'],
    [
      'a failure without a message',
      new HttpError('http', 502, 'Bad Gateway'),
      'Your tests could not be run.',
    ],
  ])('words a failed run: %s', async (_name, error, shown) => {
    mockHttp({
      get: () => INFO,
      post: () => {
        throw error;
      },
    });
    const user = userEvent.setup();
    show(triangle, ['1', '1', '1']);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expected result, test case 1' }),
      'Equilateral',
    );
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    const status = await screen.findByRole('status');
    await screen.findByText(new RegExp(shown.replace('.', '\\.')));
    expect(status).not.toHaveTextContent(error.message);
  });

  it('speaks the learner’s language, the technique names too', async () => {
    mockHttp({ get: () => INFO, post: () => ({ ...RESULT, rows: RESULT.rows.slice(0, 1) }) });
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    show(triangle, ['3', '3', '3']);
    await user.click(screen.getByRole('button', { name: 'Projektowanie testów' }));
    await screen.findByRole('table', { name: 'Twoje przypadki testowe' });
    await user.click(screen.getByRole('button', { name: 'Dodaj wartości z formularza' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Oczekiwany rezultat, przypadek testowy 1' }),
      'equilateral',
    );
    await user.click(screen.getByRole('button', { name: 'Uruchom moje testy' }));
    expect(await screen.findByText('Wykryte warianty: 2 z 9')).toBeVisible();
    expect(
      screen.getAllByText('Analiza wartości brzegowych, pole „Side B” (2)', { selector: 'li' }),
    ).toHaveLength(2);
    expect(
      screen.getByRole('list', { name: 'Techniki dla niepokrytych klas danych wejściowych' }),
    ).toHaveTextContent('Zgadywanie błędów');
  });
});
