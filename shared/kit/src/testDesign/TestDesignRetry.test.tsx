import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, HttpError, i18n, type ChallengeEntry } from '@qa/shared';
import type { TestDesignInfo, TestRunResult } from '@qa/shared/test-design/schema';
import type { ChallengeField } from '../components/form/challengeField';
import { mockHttp } from '../test/mockHttp';
import { renderWithStore } from '../test/renderWithStore';
import { TesterTools } from '../testerTools/TesterTools';

const triangle: ChallengeEntry<string> | undefined = findChallenge('exploratory', 'triangle');
const fields: ChallengeField[] = ['Side A', 'Side B', 'Side C'].map((label) => ({
  type: 'textfield',
  label,
}));

const INFO: TestDesignInfo = {
  fields: ['first', 'second', 'third'],
  outcomes: [
    { id: 'equilateral', text: 'Equilateral' },
    { id: 'isosceles', text: 'Isosceles' },
  ],
  builds: [{ number: 1 }],
  variantsTotal: 9,
};

const RESULT: TestRunResult = {
  build: 1,
  rows: [{ validOnReference: true, referenceOutcome: 'equilateral', catches: 'shared' }],
  variantsTotal: 9,
  variantsCaught: 2,
  missed: [],
  redundant: [],
  uncoveredClasses: { cases: [], bugs: [] },
  classesTotal: 16,
  score: 12,
};

/** What the API says to API users: the page must not show it. */
const API_SENTENCE =
  'Too many new sandboxes from your network. Send the X-Tester-Key you were given earlier.';

const refused = (status: 429 | 503, retryAfterS?: number) =>
  new HttpError(
    'http',
    status,
    API_SENTENCE,
    { statusCode: status, error: 'Refused', message: API_SENTENCE },
    retryAfterS,
  );

const BUDGET =
  'Your network has sent a lot of requests in the last minute (a class behind one address shares this limit).';

/** Answers each POST in turn: a refusal is thrown, anything else answered. */
const posts = (...answers: unknown[]) => {
  const left = [...answers];
  return () => {
    const next = left.length > 1 ? left.shift() : left[0];
    if (next instanceof Error) throw next;
    return next;
  };
};

const seconds = (count: number) => act(() => jest.advanceTimersByTimeAsync(count * 1000));

/** The panel open with one row of the form's values, its expectation chosen, and the run asked for. */
const run = async (post: (path: string) => unknown, language?: string) => {
  const server = mockHttp({ get: () => INFO, post });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTimeAsync(ms) });
  renderWithStore(
    <TesterTools challenge={triangle!} fields={fields} values={['3', '3', '3']} withTestDesign />,
  );
  await user.click(screen.getByRole('button', { name: 'Test design' }));
  await screen.findByRole('table', { name: 'Your test cases' });
  await user.click(screen.getByRole('button', { name: 'Add the values from the form' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Expected result, test case 1' }),
    'Equilateral',
  );
  const runButton = screen.getByRole('button', { name: 'Run my tests' });
  if (language) await act(() => i18n.changeLanguage(language));
  await user.click(runButton);
  return { server, user, status: () => screen.getByRole('status') };
};

describe('a test design run the server asks to wait', () => {
  // The view's lazy part resolved before any clock is faked: its first load takes real time, which fake waits do not.
  beforeAll(async () => {
    mockHttp({ get: () => INFO });
    const { unmount } = renderWithStore(
      <TesterTools challenge={triangle!} fields={fields} values={['', '', '']} withTestDesign />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Test design' }));
    await screen.findByRole('table', { name: 'Your test cases' });
    unmount();
    jest.restoreAllMocks();
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

  it('says the wait in the page’s words, counts it down, runs again after Retry-After and shows the result', async () => {
    const { server, status } = await run(posts(refused(429, 3), RESULT));
    expect(status()).toHaveTextContent(`${BUDGET} Trying again in 3 s…`);
    expect(status()).not.toHaveTextContent('X-Tester-Key');
    expect(server.post).toHaveBeenCalledTimes(1);

    await seconds(1);
    expect(status()).toHaveTextContent('Trying again in 2 s…');
    await seconds(1.9);
    expect(server.post).toHaveBeenCalledTimes(1);
    await seconds(0.1);
    expect(server.post).toHaveBeenCalledTimes(2);
    expect(server.post.mock.calls[1]).toEqual(server.post.mock.calls[0]);
    expect(status()).toHaveTextContent('Variants caught: 2 of 9');
    expect(status()).not.toHaveTextContent('Trying again');
  });

  it('says an overloaded server likewise, in the learner’s language', async () => {
    const { server, status } = await run(posts(refused(503, 2), RESULT), 'pl');
    expect(status()).toHaveTextContent('Serwer jest teraz przeciążony. Ponowna próba za 2 s…');
    await seconds(2);
    expect(server.post).toHaveBeenCalledTimes(2);
    expect(status()).not.toHaveTextContent('przeciążony');
  });

  it('stops after three retries and leaves the next try to the learner', async () => {
    const { server, status } = await run(posts(refused(429, 5)));
    await seconds(5 * 3);
    expect(server.post).toHaveBeenCalledTimes(4);
    expect(status()).toHaveTextContent(`${BUDGET} You can try again in 5 s.`);
    await seconds(60);
    expect(server.post).toHaveBeenCalledTimes(4);
  });

  it('does not sit out a wait longer than a minute', async () => {
    const { server, status } = await run(posts(refused(429, 600)));
    expect(status()).toHaveTextContent(`${BUDGET} You can try again in 10 min.`);
    await seconds(600);
    expect(server.post).toHaveBeenCalledTimes(1);
  });

  it('waits a guess where the page cannot read Retry-After', async () => {
    const { server } = await run(posts(refused(429), RESULT));
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 20 s…');
    await seconds(20);
    expect(server.post).toHaveBeenCalledTimes(2);
  });

  it('is stopped by an edit of the table: what it would send is no longer the table', async () => {
    const { server, user, status } = await run(posts(refused(429, 3), RESULT));
    expect(status()).toHaveTextContent('Trying again in 3 s…');
    await user.type(screen.getByRole('textbox', { name: 'Side A, test case 1' }), '0');
    expect(status()).not.toHaveTextContent('Trying again');
    await seconds(10);
    expect(server.post).toHaveBeenCalledTimes(1);
    // Run again, the table as it is now goes.
    await user.click(screen.getByRole('button', { name: 'Run my tests' }));
    expect(server.post).toHaveBeenCalledTimes(2);
    expect(status()).toHaveTextContent('Variants caught: 2 of 9');
  });

  it('reads the design again after the wait the server asked for when it was opened', async () => {
    let reads = 0;
    mockHttp({
      get: () => {
        reads += 1;
        if (reads === 1) throw refused(503, 2);
        return INFO;
      },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTimeAsync(ms) });
    renderWithStore(
      <TesterTools challenge={triangle!} fields={fields} values={['', '', '']} withTestDesign />,
    );
    await user.click(screen.getByRole('button', { name: 'Test design' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The server is busy right now. Trying again in 2 s…',
    );
    await seconds(2);
    expect(await screen.findByRole('table', { name: 'Your test cases' })).toBeVisible();
    expect(reads).toBe(2);
  });
});
