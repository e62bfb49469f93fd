import { findChallenge, HttpError, i18n, makeStore, setLanguage, type Language } from '@qa/shared';
import { mockHttp } from '../test/mockHttp';
import { readChallengeStats } from './challengeStats';
import { progressStarted, selectChallengeProgress } from './progressSlice';
import { sendSubmission } from './progressThunks';

const divide = findChallenge('scripted', 'divide');
const userCrud = findChallenge('apiTesting', 'userCrud');
if (!divide || !userCrud) throw new Error('divide and userCrud are in the catalogue');

/** What the API says to API users: the page must not show it. */
const API_SENTENCE =
  'Too many new sandboxes from your network. Send the X-Tester-Key you were given earlier.';

const refuse = (status: 429 | 503, error: string, retryAfterS?: number) =>
  mockHttp({
    post: () => {
      throw new HttpError(
        'http',
        status,
        API_SENTENCE,
        { statusCode: status, error, message: API_SENTENCE },
        retryAfterS,
      );
    },
  });

const submit = async (
  challenge: NonNullable<typeof divide>,
  storeName: string,
  language: Language = 'en',
) => {
  const store = makeStore();
  store.dispatch(setLanguage(language));
  store.dispatch(progressStarted({ storeName }));
  await store.dispatch(sendSubmission(challenge, { first: '6', second: '3' }));
  // The counting code is loaded on first use: let its import settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return selectChallengeProgress(store.getState(), storeName);
};

describe('a challenge form’s submission the server asks to wait', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the wait in the page’s words as the result, not the API’s, and counts nothing', async () => {
    refuse(429, 'Too Many Requests', 12);
    const progress = await submit(divide, 'scripted_divide');
    expect(progress.result).toBe(
      'Your network has sent a lot of requests in the last minute (a class behind one address shares this limit). You can try again in 12 s.',
    );
    expect(progress.error).toBeNull();
    expect(readChallengeStats('scripted_divide').submissions).toEqual({});
  });

  it('says it in the learner’s language', async () => {
    refuse(429, 'Too Many Requests', 45);
    const progress = await submit(divide, 'scripted_divide', 'ua');
    expect(progress.result).toBe(
      'З вашої мережі за останню хвилину надіслано багато запитів (увесь клас за однією адресою має спільний ліміт). Спробуйте ще раз через 45 с.',
    );
  });

  it('keeps the status line the API sent on an API-testing page, whose answers are the point', async () => {
    refuse(503, 'Service Unavailable', 10);
    const progress = await submit(userCrud, 'apiTesting_userCrud');
    expect(progress.result).toBe(
      '503 Service Unavailable\nThe server is busy right now. You can try again in 10 s.',
    );
  });
});
