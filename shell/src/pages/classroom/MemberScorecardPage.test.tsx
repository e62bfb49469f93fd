import { screen } from '@testing-library/react';
import { http, HttpError, Route, selectPageTitle } from '@qa/shared';
import { classMemberInterviewPath } from '@qa/shared/classroom';
import type { Scorecard } from '@qa/shared/interview/schema';
import { renderWithProviders } from '../../test/renderWithProviders';
import { memberScorecardPath } from './classroomPaths';
import { MemberScorecardPage } from './MemberScorecardPage';

const CLASS_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const MEMBER_ID = '2d0c4b7e-5a61-4f3e-8c9d-7b1a2e3f4c5d';
const SESSION_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const SIGNED_IN = { user: 'trainer-1', isEmailVerified: true, authChecked: true };
const CARD: Scorecard = {
  title: 'Triangle type form',
  family: 'Triangle',
  verified: true,
  takenBy: 'Olena K.',
  // A day apart, so that in any time zone the day shown is the one it finished.
  startedAt: '2026-11-23T11:40:00.000Z',
  finishedAt: '2026-11-24T12:01:00.000Z',
  lines: [
    { name: 'casesCovered', value: 7, of: 10, reason: 'Seven of ten cases.', practise: 'Boundary values.' },
    { name: 'timeUsed', value: 1260, of: 1500, reason: '21 minutes.', practise: '' },
  ],
  total: 93,
  percentile: null,
};

const serve = (answer: () => Scorecard | HttpError) =>
  jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path !== classMemberInterviewPath(CLASS_ID, MEMBER_ID, SESSION_ID))
      throw new HttpError('http', 404, 'not served');
    const answered = answer();
    if (answered instanceof HttpError) throw answered;
    return answered as never;
  });

const renderPage = (language = 'en', account = SIGNED_IN) =>
  renderWithProviders(
    <Route
      path="/app/classroom/:classId/learners/:memberId/interviews/:sessionId"
      component={MemberScorecardPage}
    />,
    {
      route: memberScorecardPath(CLASS_ID, MEMBER_ID, SESSION_ID),
      preloadedState: { account, language: { local: language } as never },
    },
  );

describe('a learner’s interview scorecard as the trainer reads it', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the scorecard naming the learner as the class does, the day it finished, and the way back to the class', async () => {
    const get = serve(() => CARD);
    const { store } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview scorecard: Olena K.' }),
    ).toBeInTheDocument();
    expect(selectPageTitle(store.getState())).toContain('Interview scorecard: Olena K.');
    expect(get).toHaveBeenCalledWith(
      classMemberInterviewPath(CLASS_ID, MEMBER_ID, SESSION_ID),
      expect.objectContaining({ auth: true }),
    );
    expect(screen.getByText('Candidate: Olena K.')).toBeInTheDocument();
    expect(screen.getByText('Triangle, taken on Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Total: 93 of 100')).toBeInTheDocument();
    expect(screen.getByText('Seven of ten cases.')).toBeInTheDocument();
    // The trainer reads it; sharing it is the learner's.
    expect(screen.queryByRole('button', { name: 'Get a link to share' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the class' })).toHaveAttribute(
      'href',
      `/app/classroom/${CLASS_ID}`,
    );
  });

  it('writes its texts and the date in the page’s language', async () => {
    serve(() => ({ ...CARD, family: 'Trójkąt' }));
    renderPage('pl');
    expect(await screen.findByText('Kandydat: Olena K.')).toBeInTheDocument();
    expect(screen.getByText('Trójkąt, sesja z 24 lis 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do klasy' })).toBeInTheDocument();
  });

  it('tells the trainer a session it does not answer was not found', async () => {
    serve(() => new HttpError('http', 404, 'This interview session was not found. Start a new one.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This scorecard was not found. The learner may have left the class, or the interview may have been deleted.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Interview scorecard' })).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let reachable = false;
    serve(() => (reachable ? CARD : new HttpError('network', 0, 'offline')));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByText(/The scorecard could not be loaded/)).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Candidate: Olena K.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and calls nothing', () => {
    const get = serve(() => CARD);
    renderPage('en', { user: '', isEmailVerified: false, authChecked: true });
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/app/account/login');
    expect(get).not.toHaveBeenCalled();
  });
});
