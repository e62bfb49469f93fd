import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, HttpError, i18n, type ChallengeEntry } from '@qa/shared';
import type { BugReportResult } from '@qa/shared/bug-reports/schema';
import type { ChallengeField } from '../components/form/challengeField';
import { mockHttp } from '../test/mockHttp';
import { renderWithStore } from '../test/renderWithStore';
import { TesterTools } from '../testerTools/TesterTools';

const triangle: ChallengeEntry<string> | undefined = findChallenge('exploratory', 'triangle');
const fields: ChallengeField[] = ['Side A', 'Side B', 'Side C'].map((label) => ({
  type: 'textfield',
  label,
}));

const GRADED: BugReportResult = {
  reproduces: { bug: 1, why: 'An isosceles triangle with sides A and C equal is called scalene.' },
  criteria: [{ name: 'title', passed: true, reason: 'It names the field and the wrong behaviour.' }],
  score: 80,
  duplicateOf: null,
  model: null,
};

/** What the API says to API users: the page must not show it. */
const API_SENTENCE =
  'Too many new sandboxes from your network. Send the X-Tester-Key you were given earlier.';

const refused = (status: 429 | 503, retryAfterS: number) =>
  new HttpError(
    'http',
    status,
    API_SENTENCE,
    { statusCode: status, error: 'Refused', message: API_SENTENCE },
    retryAfterS,
  );

/** Answers each POST in turn, the last one from then on: a refusal is thrown, anything else answered. */
const posts = (...answers: unknown[]) => {
  const left = [...answers];
  return () => {
    const next = left.length > 1 ? left.shift() : left[0];
    if (next instanceof Error) throw next;
    return next;
  };
};

const seconds = (count: number) => act(() => jest.advanceTimersByTimeAsync(count * 1000));

/** The report filled in (a title, a step from the form, both results) and sent. */
const send = async (post: () => unknown) => {
  const server = mockHttp({ post });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTimeAsync(ms) });
  const { unmount } = renderWithStore(
    <TesterTools challenge={triangle!} fields={fields} values={['7', '', '7']} withTestDesign={false} />,
  );
  await user.click(screen.getByRole('button', { name: 'Report a bug' }));
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A = C is called scalene');
  await user.type(screen.getByRole('textbox', { name: 'Expected result' }), 'Isosceles');
  await user.type(screen.getByRole('textbox', { name: 'Actual result' }), 'Scalene');
  await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
  await user.click(screen.getByRole('button', { name: 'Submit the report' }));
  return { server, user, unmount, status: () => screen.getByRole('status') };
};

describe('a bug report the server asks to wait', () => {
  // The view's lazy part resolved before any clock is faked: its first load takes real time, which fake waits do not.
  beforeAll(async () => {
    const { unmount } = renderWithStore(
      <TesterTools challenge={triangle!} fields={fields} values={[]} withTestDesign={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Report a bug' }));
    await screen.findByRole('textbox', { name: 'Title' });
    unmount();
  });
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    return i18n.changeLanguage('en');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says the wait in the page’s words, sends the same report again after Retry-After and shows the review', async () => {
    const { server, status } = await send(posts(refused(429, 3), GRADED));
    expect(status()).toHaveTextContent(
      'Your network has sent a lot of requests in the last minute (a class behind one address shares this limit). Trying again in 3 s…',
    );
    expect(status()).not.toHaveTextContent('X-Tester-Key');
    await seconds(2);
    expect(status()).toHaveTextContent('Trying again in 1 s…');
    expect(server.post).toHaveBeenCalledTimes(1);
    await seconds(1);
    expect(server.post).toHaveBeenCalledTimes(2);
    expect(server.post.mock.calls[1]).toEqual(server.post.mock.calls[0]);
    expect(status()).toHaveTextContent('Score: 80 of 100');
    expect(status()).not.toHaveTextContent('Trying again');
  });

  it('says an overloaded server likewise, and stops after three retries', async () => {
    const { server, status } = await send(posts(refused(503, 4)));
    expect(status()).toHaveTextContent('The server is busy right now. Trying again in 4 s…');
    await seconds(4 * 3);
    expect(server.post).toHaveBeenCalledTimes(4);
    expect(status()).toHaveTextContent('The server is busy right now. You can try again in 4 s.');
    await seconds(60);
    expect(server.post).toHaveBeenCalledTimes(4);
  });

  it('is stopped by an edit of the report: what it would send is no longer the report', async () => {
    const { server, user, status } = await send(posts(refused(429, 3), GRADED));
    expect(status()).toHaveTextContent('Trying again in 3 s…');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(status()).not.toHaveTextContent('Trying again');
    await seconds(10);
    expect(server.post).toHaveBeenCalledTimes(1);
  });

  it('is stopped when the learner leaves the page', async () => {
    const { server, unmount, status } = await send(posts(refused(429, 3), GRADED));
    expect(status()).toHaveTextContent('Trying again in 3 s…');
    unmount();
    await seconds(10);
    expect(server.post).toHaveBeenCalledTimes(1);
  });
});
