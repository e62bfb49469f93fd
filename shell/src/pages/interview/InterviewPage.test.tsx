import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpError, i18n, Route } from '@qa/shared';
import { INTERVIEW_API, type InterviewSession, type Scorecard } from '@qa/shared/interview/schema';
import type { TestRunResult } from '@qa/shared/test-design/schema';
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
  outcomes: [
    { id: 'isosceles', text: 'Isosceles triangle' },
    { id: 'scalene', text: 'Scalene triangle' },
  ],
  variantsTotal: 9,
  bugsTotal: 3,
  startedAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:25:00.000Z',
};
const SCORECARD: Scorecard = {
  title: 'Triangle type form',
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
const RUN: TestRunResult = {
  build: 1,
  rows: [{ validOnReference: true, referenceOutcome: 'isosceles' }],
  variantsTotal: 9,
  variantsCaught: 1,
  missed: [],
  redundant: [],
  uncoveredClasses: { cases: [], bugs: [] },
  score: 11,
};

const session = (call: string) => `${INTERVIEW_API}/sessions/${SESSION_ID}/${call}`;

const serve = () => {
  const post = jest.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === `${INTERVIEW_API}/sessions`) return SESSION as never;
    if (path === session('submissions')) return { message: 'Scalene triangle' } as never;
    if (path === session('table')) return RUN as never;
    if (path === session('finish')) return SCORECARD as never;
    if (path === session('share'))
      return {
        path: `/app/interview/shared/${SESSION_ID}~1796371200~mac`,
        expiresAt: '2026-12-08T10:00:00.000Z',
      } as never;
    throw new HttpError('http', 404, 'not served');
  });
  const get = jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
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
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    expect(post).toHaveBeenCalledWith(`${INTERVIEW_API}/sessions`, undefined, expect.anything());
    expect(await screen.findByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
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
    expect(await screen.findByText('Variants caught: 1 of 9')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('finishes on request with the scorecard, and shares it by a link', async () => {
    serve();
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Start the session' }));
    await user.click(await screen.findByRole('button', { name: 'Finish the session' }));
    const heading = await screen.findByRole('heading', { name: 'Scorecard: Triangle type form' });
    expect(heading).toHaveFocus();
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

  it('shows the scorecard without an account, with how it compares', async () => {
    const { get } = serve();
    renderWithProviders(<Route path="/app/interview/shared/:token" component={SharedScorecardPage} />, {
      route: `/app/interview/shared/${SESSION_ID}~1~mac`,
    });
    expect(await screen.findByText('Better than 64 % of the sessions on this form.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a link to share' })).toBeNull();
    expect(get).toHaveBeenCalledWith(`${INTERVIEW_API}/shared/${SESSION_ID}~1~mac`, expect.anything());
  });
});
