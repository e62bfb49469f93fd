import { Suspense, type ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@qa/shared';
import type { TestDesignInfo, TestRunResult } from '@qa/shared/test-design/schema';
import type { ChallengeField } from '../components/form/challengeField';
import { renderWithStore } from '../test/renderWithStore';
import { BugReportView, TestTableView } from './toolViews';
import type { ReportReviewData, ReportSource, TestTableSource } from './toolSources';

// A source as an interview session gives one: its own fields, outcomes and submissions, build 1 only, no model
// report, nothing kept with progress.
const fields: ChallengeField[] = ['Side A', 'Side B', 'Side C'].map((label) => ({
  type: 'textfield',
  label,
}));

const DESIGN: TestDesignInfo = {
  fields: ['first', 'second', 'third'],
  outcomes: [
    { id: 'scalene', text: 'Scalene' },
    { id: 'isosceles', text: 'Isosceles' },
  ],
  builds: [{ number: 1 }],
  variantsTotal: 3,
};

const RUN: TestRunResult = {
  build: 1,
  rows: [{ validOnReference: true, referenceOutcome: 'scalene' }],
  variantsTotal: 3,
  variantsCaught: 1,
  missed: [{ technique: 'boundaryValues', field: 'first' }],
  redundant: [],
  uncoveredClasses: { cases: [], bugs: [] },
  score: 40,
};

const REVIEW: ReportReviewData = {
  reproduces: { bug: 2, why: 'Sides 3, 4, 5 are answered as isosceles.' },
  criteria: [{ name: 'title', passed: true, reason: 'It names the field and the wrong behaviour.' }],
  score: 70,
  mostSevere: false,
};

const tableSource = (history: string[][]): TestTableSource => ({
  name: 'interview-1',
  load: jest.fn(() => Promise.resolve({ kind: 'ok' as const, value: DESIGN })),
  run: jest.fn(() => Promise.resolve({ kind: 'ok' as const, value: RUN })),
  history: () => history,
});

const reportSource = (history: string[][], review = REVIEW): ReportSource => ({
  name: 'interview-1',
  fieldCount: 3,
  send: jest.fn(() => Promise.resolve({ kind: 'ok' as const, value: review })),
  history: () => history,
});

const inSuspense = (view: ReactElement) => <Suspense fallback={null}>{view}</Suspense>;

describe('the tester tools on a source of a page’s own', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    return i18n.changeLanguage('en');
  });

  it('runs the table on the source: its design, its submissions, build 1 only, no run kept', async () => {
    const source = tableSource([['3', '4', '5']]);
    const user = userEvent.setup();
    const { rerender } = renderWithStore(
      inSuspense(<TestTableView source={source} fields={fields} values={['', '', '']} hidden={false} />),
    );
    expect(await screen.findByRole('table', { name: 'Your test cases' })).toBeVisible();
    expect(source.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByText('Values you sent in this tab (1): add any as a test case'));
    await user.click(screen.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a test case' }));
    expect(screen.getByRole('textbox', { name: 'Side C, test case 1' })).toHaveValue('5');
    expect(JSON.parse(sessionStorage.getItem('interview-1_testDesign') ?? '[]')).toHaveLength(1);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expected result, test case 1' }),
      'Scalene',
    );
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    expect(source.run).toHaveBeenCalledWith({
      build: 1,
      tests: [{ values: { first: '3', second: '4', third: '5' }, expected: 'scalene' }],
    });
    expect(await within(screen.getByRole('status')).findByText('Score: 40 of 100')).toBeVisible();
    expect(screen.queryByText(/^Your best run/)).toBeNull();
    // Nothing kept with the learner's progress, which lives in localStorage.
    expect(localStorage.length).toBe(0);

    // New submissions come as a new source of the same name: the list follows, the table stays, no reload.
    const next = {
      ...source,
      history: () => [
        ['5', '5', '8'],
        ['3', '4', '5'],
      ],
    };
    rerender(
      inSuspense(<TestTableView source={next} fields={fields} values={['', '', '']} hidden={false} />),
    );
    expect(screen.getByText('Values you sent in this tab (2): add any as a test case')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Side C, test case 1' })).toHaveValue('5');
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('sends the report to the source and reviews what its answer has: most severe or not, no model', async () => {
    const user = userEvent.setup();
    const first = reportSource([['3', '4', '5']]);
    const { unmount } = renderWithStore(
      inSuspense(<BugReportView source={first} fields={fields} values={['', '', '']} hidden={false} />),
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Title' }),
      'Scalene 3-4-5 is called isosceles',
    );
    await user.type(screen.getByRole('textbox', { name: 'Expected result' }), 'Scalene');
    await user.type(screen.getByRole('textbox', { name: 'Actual result' }), 'Isosceles');
    await user.click(screen.getByText('Values you sent in this tab (1): add any as a step'));
    await user.click(screen.getByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a step' }));
    await user.click(screen.getByRole('button', { name: 'Submit the report' }));

    expect(first.send).toHaveBeenCalledWith(
      expect.objectContaining({ steps: [{ values: { first: '3', second: '4', third: '5' } }] }),
    );
    const review = screen.getByRole('status');
    expect(await within(review).findByText('Your steps reproduce planted bug 2.')).toBeVisible();
    expect(within(review).getByText('Score: 70 of 100')).toBeVisible();
    expect(
      within(review).getByText(
        'It is not the most severe bug of this build: an interviewer expects the worst one reported first.',
      ),
    ).toBeVisible();
    expect(within(review).queryByText('Model report')).toBeNull();
    expect(within(review).queryByText(/^Duplicate/)).toBeNull();
    expect(within(review).queryByText(/kept with your progress/)).toBeNull();
    expect(localStorage.length).toBe(0);
    unmount();

    const worst = reportSource([['2', '2', '9']], { ...REVIEW, mostSevere: true });
    renderWithStore(
      inSuspense(<BugReportView source={worst} fields={fields} values={['2', '2', '9']} hidden={false} />),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Sides 2, 2, 9 form a triangle');
    await user.type(screen.getByRole('textbox', { name: 'Expected result' }), 'Not a triangle');
    await user.type(screen.getByRole('textbox', { name: 'Actual result' }), 'Isosceles');
    await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
    await user.click(screen.getByRole('button', { name: 'Submit the report' }));
    expect(
      await screen.findByText('It is the most severe bug of this build: the one to report first.'),
    ).toBeVisible();
  });
});
