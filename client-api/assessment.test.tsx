import { act, screen } from '@testing-library/react';
import { AssessmentPage } from '../shell/src/pages/assessment/AssessmentPage';
import { fetchAssessment } from '../shell/src/pages/assessment/fetchAssessment';
import { renderWithProviders } from '../shell/src/test/renderWithProviders';
import { signInAs, withRealServer } from './support/server';

const SUBSCRIBER = { user: 'uid-subscriber', isEmailVerified: true, authChecked: true };

describe('the assessment page reads what GET /api/assessment answers', () => {
  const server = withRealServer();

  it("keeps the server's image, title and description", async () => {
    signInAs('subscriber');
    const { subscribed, ...sent } = (
      await server().inject({ url: '/api/assessment', headers: { authorization: 'Bearer subscriber' } })
    ).json<{ subscribed: boolean; title: string; description: string; imageUrl: string }>();
    expect(subscribed).toBe(true);
    const access = await fetchAssessment(new AbortController().signal);
    expect(access).toEqual({ kind: 'content', content: sent });
  });

  it('shows the image to a subscriber', async () => {
    signInAs('subscriber');
    renderWithProviders(<AssessmentPage />, {
      route: '/app/assessment',
      preloadedState: { account: SUBSCRIBER },
    });
    // An illustration: no name, so a screen reader passes over it.
    const image = await screen.findByRole('presentation');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await act(async () => undefined);
  });

  it('shows the subscribe prompt to a learner without the claim', async () => {
    signInAs('learner');
    expect(await fetchAssessment(new AbortController().signal)).toEqual({ kind: 'subscribe' });
  });

  it('asks to sign in again when the server refuses the token', async () => {
    signInAs(null);
    expect(await fetchAssessment(new AbortController().signal)).toEqual({ kind: 'signIn' });
  });
});
