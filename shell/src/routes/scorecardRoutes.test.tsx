import { http, HttpError } from '@qa/shared';
import { classMemberInterviewPath } from '@qa/shared/classroom';
import { INTERVIEW_API, type Scorecard } from '@qa/shared/interview/schema';
import { screen } from '@testing-library/react';
import { memberScorecardPath } from '../pages/classroom/classroomPaths';
import { ownScorecardPath } from '../pages/interview/scorecardPaths';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './AppRoutes';

const CLASS_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const MEMBER_ID = '2d0c4b7e-5a61-4f3e-8c9d-7b1a2e3f4c5d';
const SESSION_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const SIGNED_IN = { account: { user: 'user-1', isEmailVerified: true, authChecked: true } };
const CARD: Scorecard = {
  title: 'Triangle type form',
  family: 'Triangle',
  verified: true,
  startedAt: '2026-11-24T10:00:00.000Z',
  finishedAt: '2026-11-24T10:21:00.000Z',
  lines: [],
  total: 64,
  percentile: null,
};

describe('the routes a scorecard opens at', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [
      'the learner’s own, from the progress page',
      ownScorecardPath(SESSION_ID),
      `${INTERVIEW_API}/sessions/${SESSION_ID}/scorecard`,
      CARD,
      'Your interview scorecard',
    ],
    [
      'the trainer’s, from the class’s grid',
      memberScorecardPath(CLASS_ID, MEMBER_ID, SESSION_ID),
      classMemberInterviewPath(CLASS_ID, MEMBER_ID, SESSION_ID),
      { ...CARD, takenBy: 'Olena' },
      'Interview scorecard: Olena',
    ],
  ])('%s', async (_name, route, call, card, title) => {
    jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
      if (path === call) return card as never;
      throw new HttpError('http', 404, 'not served');
    });
    renderWithProviders(<AppRoutes />, { route, preloadedState: SIGNED_IN });
    // Loaded when first shown (lazyPages.ts).
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText('Total: 64 of 100')).toBeInTheDocument();
  });
});
