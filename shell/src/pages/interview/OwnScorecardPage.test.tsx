import { screen } from '@testing-library/react';
import { http, HttpError, Route } from '@qa/shared';
import { INTERVIEW_API, type Scorecard } from '@qa/shared/interview/schema';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OwnScorecardPage } from './OwnScorecardPage';
import { ownScorecardPath } from './scorecardPaths';
import { SharedScorecardPage } from './SharedScorecardPage';

const SESSION_ID = '0b5b8f1e-8c1d-4c43-9a57-3c2a5b0d6f11';
const SIGNED_IN = { user: 'learner-1', isEmailVerified: true, authChecked: true };
const CARD: Scorecard = {
  title: 'Triangle type form',
  family: 'Triangle',
  verified: true,
  // A day apart, so that in any time zone the day shown is the one it finished.
  startedAt: '2026-11-23T11:40:00.000Z',
  finishedAt: '2026-11-24T12:01:00.000Z',
  lines: [{ name: 'casesCovered', value: 6, of: 10, reason: 'Six of ten cases.', practise: 'Boundaries.' }],
  total: 71,
  percentile: 40,
};

const serve = (path: string, answer: () => Scorecard | HttpError) =>
  jest.spyOn(http, 'get').mockImplementation(async (asked: string) => {
    if (asked !== path) throw new HttpError('http', 404, 'not served');
    const answered = answer();
    if (answered instanceof HttpError) throw answered;
    return answered as never;
  });

describe('a scorecard reopened by its learner', () => {
  afterEach(() => jest.restoreAllMocks());

  const renderOwn = () =>
    renderWithProviders(<Route path="/app/interview/sessions/:sessionId" component={OwnScorecardPage} />, {
      route: ownScorecardPath(SESSION_ID),
      preloadedState: { account: SIGNED_IN },
    });

  it('shows the scorecard of the session, with the way back to the list and a link to share it', async () => {
    const get = serve(`${INTERVIEW_API}/sessions/${SESSION_ID}/scorecard`, () => CARD);
    const post = jest.spyOn(http, 'post').mockResolvedValue({
      path: '/app/interview/shared/share~1796371200~mac',
      expiresAt: '2026-12-08T10:00:00.000Z',
    } as never);
    const { user } = renderOwn();
    expect(await screen.findByText('Total: 71 of 100')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      `${INTERVIEW_API}/sessions/${SESSION_ID}/scorecard`,
      expect.objectContaining({ auth: true }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your interview scorecard' })).toBeInTheDocument();
    expect(screen.getByText('Triangle, taken on Nov 24, 2026')).toBeInTheDocument();
    // Their own: no name to tell them who took it.
    expect(screen.queryByText(/^Candidate:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your interview sessions' })).toHaveAttribute(
      'href',
      '/app/progress',
    );
    await user.click(screen.getByRole('button', { name: 'Get a link to share' }));
    expect(post).toHaveBeenCalledWith(
      `${INTERVIEW_API}/sessions/${SESSION_ID}/share`,
      undefined,
      expect.anything(),
    );
  });

  it('says why a session that is not theirs cannot be shown', async () => {
    serve(
      `${INTERVIEW_API}/sessions/${SESSION_ID}/scorecard`,
      () =>
        new HttpError('http', 404, 'not found', {
          message: 'This interview session was not found. Start a new one.',
        }),
    );
    renderOwn();
    expect(
      await screen.findByText(
        'This scorecard cannot be shown. This interview session was not found. Start a new one.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a shared scorecard', () => {
  afterEach(() => jest.restoreAllMocks());

  const renderShared = (language: string) =>
    renderWithProviders(<Route path="/app/interview/shared/:token" component={SharedScorecardPage} />, {
      route: '/app/interview/shared/share~1796371200~mac',
      preloadedState: { language: { local: language } as never },
    });

  it('names who took it as their class knows them, and the day it finished in the reader’s language', async () => {
    serve(`${INTERVIEW_API}/shared/share~1796371200~mac`, () => ({
      ...CARD,
      family: 'Треугольник',
      takenBy: 'Олена К.',
    }));
    renderShared('ru');
    expect(await screen.findByText('Кандидат: Олена К.')).toBeInTheDocument();
    expect(screen.getByText('Треугольник, пройдено 24 нояб. 2026 г.')).toBeInTheDocument();
  });

  it('names no one where the answer names no one', async () => {
    serve(`${INTERVIEW_API}/shared/share~1796371200~mac`, () => CARD);
    renderShared('en');
    expect(await screen.findByText('Triangle, taken on Nov 24, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/^Candidate:/)).not.toBeInTheDocument();
  });
});
