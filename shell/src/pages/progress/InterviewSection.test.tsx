import { screen, within } from '@testing-library/react';
import { http, HttpError, i18n } from '@qa/shared';
import { INTERVIEW_API, type FinishedSessions } from '@qa/shared/interview/schema';
import { renderWithProviders } from '../../test/renderWithProviders';
import { InterviewSection } from './InterviewSection';

const SESSION_ID = '0b5b8f1e-8c1d-4c43-9a57-3c2a5b0d6f11';
const FINISHED: FinishedSessions = [
  {
    sessionId: SESSION_ID,
    family: 'Triangle',
    title: 'Triangle type form',
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: '2026-11-24T10:20:00.000Z',
    total: 71,
    assigned: true,
  },
];

const serve = (finished: FinishedSessions) => {
  jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === `${INTERVIEW_API}/sessions`) return finished as never;
    throw new HttpError('http', 404, 'not served');
  });
  return jest.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === `${INTERVIEW_API}/sessions/${SESSION_ID}/share`)
      return {
        path: `/app/interview/shared/share~1796371200~mac`,
        expiresAt: '2026-12-08T10:00:00.000Z',
      } as never;
    throw new HttpError('http', 404, 'not served');
  });
};

describe('the interview sessions on the progress page', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => jest.restoreAllMocks());

  it('lists each finished session with its form, date and total, opens its scorecard and shares it by a link', async () => {
    const post = serve(FINISHED);
    const { user } = renderWithProviders(<InterviewSection />, { route: '/app/progress' });
    const row = await screen.findByRole('row', { name: /Triangle \(set by your class\)/ });
    expect(row).toHaveTextContent('Nov 24, 2026');
    expect(row).toHaveTextContent('71 of 100');
    // Each scorecard opens again, named by its form and date among the others.
    expect(
      within(row).getByRole('link', { name: 'Open the scorecard: Triangle, Nov 24, 2026' }),
    ).toHaveAttribute('href', `/app/interview/sessions/${SESSION_ID}`);
    await user.click(within(row).getByRole('button', { name: 'Get a link to share' }));
    expect(post).toHaveBeenCalledWith(
      `${INTERVIEW_API}/sessions/${SESSION_ID}/share`,
      undefined,
      expect.anything(),
    );
    expect(
      await within(row).findByRole('textbox', { name: /Anyone with the link can read this scorecard/ }),
    ).toHaveValue(`${window.location.origin}/app/interview/shared/share~1796371200~mac`);
  });

  it('invites to a session before the first is finished', async () => {
    serve([]);
    renderWithProviders(<InterviewSection />, { route: '/app/progress' });
    expect(await screen.findByText('No finished interview session yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take an interview session' })).toHaveAttribute(
      'href',
      '/app/interview',
    );
  });
});
