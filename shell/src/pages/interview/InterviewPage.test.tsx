import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpError, i18n, Link, Route, STORAGE_KEYS } from '@qa/shared';
import { INTERVIEW_API, type InterviewSession, type Scorecard } from '@qa/shared/interview/schema';
import { renderWithProviders } from '../../test/renderWithProviders';
import { InterviewPage } from './InterviewPage';
import { SharedScorecardPage } from './SharedScorecardPage';

const SESSION_ID = '0b5b8f1e-8c1d-4c43-9a57-3c2a5b0d6f11';
const SESSION: InterviewSession = {
  sessionId: SESSION_ID,
  title: 'Triangle type form',
  requirements: {
    intro: 'The form takes the lengths of a triangle’s three sides.',
    rules: ['All three sides are required.', 'Every side must be greater than zero.'],
  },
  fields: [
    { slot: 'first', label: 'Side A' },
    { slot: 'second', label: 'Side B' },
    { slot: 'third', label: 'Side C' },
  ],
  family: { key: 'triangle', name: 'Triangle' },
  outcomes: [
    { id: 'isosceles', text: 'Isosceles triangle' },
    { id: 'scalene', text: 'Scalene triangle' },
  ],
  runsInOrder: false,
  bugsTotal: 3,
  startedAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:25:00.000Z',
  now: '2026-11-24T10:00:00.000Z',
  sends: [],
  table: null,
  report: null,
};
/** The same session as a reload finds it, ten minutes on: a submission marked, a table run, a report kept. */
const RESTORED: InterviewSession = {
  ...SESSION,
  now: '2026-11-24T10:10:00.000Z',
  sends: [{ values: { first: '5', second: '5', third: '3' }, message: 'Scalene triangle', marked: true }],
  table: [{ values: { first: '5', second: '5', third: '3' }, expected: 'isosceles' }],
  report: {
    title: 'Sides A and B equal are called scalene',
    steps: [{ values: { first: '5', second: '5', third: '3' } }],
    expected: 'Isosceles triangle',
    actual: 'Scalene triangle',
    severity: 'major',
    priority: 'high',
  },
};
const SCORECARD: Scorecard = {
  title: 'Triangle type form',
  family: 'Triangle',
  verified: false,
  startedAt: SESSION.startedAt,
  finishedAt: '2026-11-24T10:05:00.000Z',
  lines: [
    {
      name: 'casesCovered',
      value: 4,
      of: 12,
      reason: 'Your table covers 4 of 12 cases.',
      practise: 'Boundaries.',
    },
    { name: 'variantsCaught', value: 2, of: 9, reason: 'It catches 2 of 9.', practise: 'Decision tables.' },
    { name: 'bugsFound', value: 1, of: 3, reason: 'You found 1 of 3.', practise: 'Error guessing.' },
    { name: 'reportQuality', value: 80, of: 100, reason: 'Scored 80.', practise: 'Titles.' },
    {
      name: 'timeUsed',
      value: 300,
      of: 1500,
      reason: 'Five minutes.',
      practise: 'Nothing left to practise here.',
    },
  ],
  total: 42,
  percentile: null,
};

const session = (call: string) => `${INTERVIEW_API}/sessions/${SESSION_ID}/${call}`;

const serve = () => {
  const post = jest.spyOn(http, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path === `${INTERVIEW_API}/sessions`) return SESSION as never;
    if (path === session('submissions')) return { message: 'Scalene triangle', send: 0 } as never;
    if (path === session('marks')) return body as never;
    if (path === session('table')) return { rows: [{ shown: 'Scalene triangle' }] } as never;
    if (path === session('report')) return { saved: true } as never;
    if (path === session('finish')) return SCORECARD as never;
    if (path === session('share'))
      return {
        path: `/app/interview/shared/${SESSION_ID}~1796371200~mac`,
        expiresAt: '2026-12-08T10:00:00.000Z',
      } as never;
    throw new HttpError('http', 404, 'not served');
  });
  const get = jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === `${INTERVIEW_API}/families`)
      return [
        { key: 'triangle', name: 'Triangle' },
        { key: 'newsletter', name: 'Newsletter' },
      ] as never;
    if (path === `${INTERVIEW_API}/sessions/${SESSION_ID}`) return RESTORED as never;
    if (path === `${INTERVIEW_API}/sessions/current`) return RESTORED as never;
    if (path === session('scorecard')) return SCORECARD as never;
    if (path.startsWith(`${INTERVIEW_API}/shared/`)) return { ...SCORECARD, percentile: 64 } as never;
    throw new HttpError('http', 404, 'not served');
  });
  return { post, get };
};

const renderPage = async () => {
  renderWithProviders(<InterviewPage />, { route: '/app/interview' });
  await act(async () => {});
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};

describe('the interview page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SESSION.startedAt) });
    localStorage.clear();
    sessionStorage.clear();
    return i18n.changeLanguage('en');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says what a session is, starts one, and hands over the requirements, the form and both tools', async () => {
    const { post } = serve();
    const user = await renderPage();
    expect(screen.getByText(/25 minutes on a form/)).toHaveTextContent(
      'Its build has 3 bugs drawn for this session only',
    );
    await screen.findByRole('option', { name: 'Triangle' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Form to be tested on' }), 'triangle');
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    expect(post).toHaveBeenCalledWith(`${INTERVIEW_API}/sessions`, { family: 'triangle' }, expect.anything());
    expect(await screen.findByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    // Anonymous: this browser keeps the id that owns the session, for a reload or a second tab.
    expect(localStorage.getItem(STORAGE_KEYS.interviewSession)).toBe(SESSION_ID);
    expect(screen.getByText('Every side must be greater than zero.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');

    await user.type(screen.getByRole('textbox', { name: 'Side A' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Side B' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Side C' }), '5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(post).toHaveBeenCalledWith(
      session('submissions'),
      { values: { first: '3', second: '4', third: '5' } },
      expect.anything(),
    );
    expect(await screen.findByText('Side A: 3; Side B: 4; Side C: 5 → Scalene triangle')).toBeInTheDocument();
    // The learner marks what they take for a bug; nothing says whether it is one.
    await user.click(screen.getByRole('checkbox', { name: 'Bug: answer 1' }));
    expect(post).toHaveBeenCalledWith(session('marks'), { send: 0, marked: true }, expect.anything());
    expect(screen.getByRole('checkbox', { name: 'Bug: answer 1' })).toBeChecked();

    // The kit's table, on the session's calls: a row added from the session's own submission.
    const table = await screen.findByRole('table', { name: 'Your test cases' });
    await user.click(screen.getAllByText(/Values you sent in this tab \(1\)/)[0]!);
    await user.click(
      screen.getAllByRole('button', { name: 'Add the sent values 3 · 4 · 5 as a test case' })[0]!,
    );
    expect(within(table).getByRole('textbox', { name: 'Side C, test case 1' })).toHaveValue('5');
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Expected result, test case 1' }),
      'scalene',
    );
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    expect(post).toHaveBeenCalledWith(
      session('table'),
      { tests: [{ values: { first: '3', second: '4', third: '5' }, expected: 'scalene' }] },
      expect.anything(),
    );
    // Run on the build under test: what it showed, and no verdict.
    expect(await within(table).findByText('The build showed: Scalene triangle')).toBeInTheDocument();
    expect(screen.queryByText(/Variants caught/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('takes up a session after a reload: the clock, the log with its marks, the table and the report', async () => {
    serve();
    localStorage.setItem(STORAGE_KEYS.interviewSession, SESSION_ID);
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    // Fifteen minutes were left when the server answered.
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(screen.getByText('Side A: 5; Side B: 5; Side C: 3 → Scalene triangle')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bug: answer 1' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Your test cases' });
    expect(within(table).getByRole('textbox', { name: 'Side B, test case 1' })).toHaveValue('5');
    expect(within(table).getByRole('combobox', { name: 'Expected result, test case 1' })).toHaveValue(
      'isosceles',
    );
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue(
      'Sides A and B equal are called scalene',
    );
  });

  it('takes up a signed-in learner’s running session by their account, in any tab', async () => {
    const { get } = serve();
    renderWithProviders(<InterviewPage />, {
      route: '/app/interview',
      preloadedState: { account: { user: 'u1', isEmailVerified: true, authChecked: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      `${INTERVIEW_API}/sessions/current`,
      expect.objectContaining({ auth: true }),
    );
    expect(screen.getByRole('checkbox', { name: 'Bug: answer 1' })).toBeChecked();
  });

  it('warns before a link takes the learner away from a running session', async () => {
    serve();
    renderWithProviders(
      <>
        <Link to="/app/progress">Progress</Link>
        <InterviewPage />
      </>,
      { route: '/app/interview' },
    );
    await act(async () => {});
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    await screen.findByRole('timer');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Progress' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/keeps running while you are away/));
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('finishes on request with the scorecard, and shares it by a link', async () => {
    serve();
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    // Finish is asked twice: a stray click does not end the session.
    await user.click(await screen.findByRole('button', { name: 'Finish the session' }));
    expect(screen.getByRole('button', { name: 'Yes, finish now' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Yes, finish now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish the session' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish the session' }));
    await user.click(screen.getByRole('button', { name: 'Yes, finish now' }));
    const heading = await screen.findByRole('heading', { name: 'Scorecard: Triangle type form' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Triangle, taken on Nov 24, 2026')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.interviewSession)).toBeNull();
    expect(screen.getByText('Total: 42 of 100')).toBeInTheDocument();
    expect(screen.getByText('Too few sessions on this form yet to compare yours with.')).toBeInTheDocument();
    expect(screen.getByText('Time used: 5:00 of 25:00')).toBeInTheDocument();
    expect(screen.getByText('Practise next: Decision tables.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get a link to share' }));
    const link = await screen.findByRole('textbox', { name: /Anyone with the link can read this scorecard/ });
    expect(link).toHaveValue(`${window.location.origin}/app/interview/shared/${SESSION_ID}~1796371200~mac`);
  });

  it('starts the session of a class’s assignment when the account’s link names one', async () => {
    const { post } = serve();
    renderWithProviders(<InterviewPage />, {
      route: '/app/interview?assignment=9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    });
    await act(async () => {});
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(screen.getByText(/your trainer sees its scorecard/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    expect(post).toHaveBeenCalledWith(
      `${INTERVIEW_API}/sessions`,
      { assignmentId: '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' },
      expect.anything(),
    );
    expect(screen.queryByRole('combobox', { name: 'Form to be tested on' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
  });

  it('reads the scorecard the clock made when the time is up', async () => {
    const { get } = serve();
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    await screen.findByRole('timer');
    await act(async () => {
      jest.advanceTimersByTime(25 * 60 * 1000 + 500);
    });
    expect(await screen.findByText('Total: 42 of 100')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(session('scorecard'), expect.anything());
  });
});

describe('a shared scorecard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the scorecard without an account: the form, the date, who took it and how it compares', async () => {
    const { get } = serve();
    renderWithProviders(<Route path="/app/interview/shared/:token" component={SharedScorecardPage} />, {
      route: `/app/interview/shared/${SESSION_ID}~1~mac`,
    });
    expect(
      await screen.findByText(
        'Better than 64 % of the sessions on this form (each confirmed account’s first).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Triangle, taken on Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Taken without a confirmed account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a link to share' })).toBeNull();
    expect(get).toHaveBeenCalledWith(`${INTERVIEW_API}/shared/${SESSION_ID}~1~mac`, expect.anything());
  });
});
