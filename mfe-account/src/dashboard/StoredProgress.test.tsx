import { http, HttpError, i18n, STORAGE_KEYS } from '@qa/shared';
import { GAME_API } from '@qa/shared/game';
import { PROGRESS_API } from '@qa/shared/progress';
import { screen, within } from '@testing-library/react';
import { fakeDownloads } from '@qa/shared/files/test';
import { renderAccount, SIGNED_IN_UNVERIFIED, SIGNED_IN_VERIFIED } from '../test/renderAccount';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));
// The classes section loads on its own (ClassMemberships.test.tsx); here its content is empty and calls nothing.
jest.mock('./MembershipsBody', () => ({ MembershipsBody: () => null }));

const RECORD = {
  version: 1,
  challenges: {
    triangle: { epoch: 1, answers: { case_2: { first: '0' } }, submissions: {}, inputClasses: [] },
  },
  toursSeen: [],
};
const STORED = { progress: RECORD, found: { triangle: { case_2: 'boundaries' } }, completed: [] };
const DELETED =
  'The progress stored with your account has been deleted. The progress in this browser stays as it was.';
const QUESTION = 'Delete the progress stored with your account?';

const exportButton = () => screen.getByRole('button', { name: 'Export my stored progress' });
const deleteButton = () => screen.getByRole('button', { name: 'Delete my stored progress' });

/** What this browser keeps of a challenge, which deleting the account's copy must leave alone. */
const keepLocalProgress = () => {
  localStorage.setItem(STORAGE_KEYS.deviceId, 'a1b2c3d4e5f6a1b2c3d4e5f6');
  localStorage.setItem('triangle', JSON.stringify({ case_1: { first: '3' } }));
  return { ...localStorage };
};

describe('the dashboard’s stored progress', () => {
  let browser: ReturnType<typeof fakeDownloads>;
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
    browser = fakeDownloads();
  });
  afterEach(() => {
    browser.restore();
    jest.restoreAllMocks();
  });

  it.each([
    ['signed out', {}],
    ['signed in, email not confirmed', SIGNED_IN_UNVERIFIED],
    ['signed in, email confirmed', SIGNED_IN_VERIFIED],
  ])('%s: links to the progress page', (_state, preloaded) => {
    renderAccount('dashboard', preloaded);
    expect(screen.getByRole('link', { name: 'Your progress' })).toHaveAttribute('href', '/app/progress');
  });

  it.each([
    ['signed in, email not confirmed', SIGNED_IN_UNVERIFIED],
    ['signed in, email confirmed', SIGNED_IN_VERIFIED],
  ])('%s: links to the classroom, where a trainer creates classes', (_state, preloaded) => {
    renderAccount('dashboard', preloaded);
    expect(screen.getByRole('link', { name: /Create a class/ })).toHaveAttribute('href', '/app/classroom');
  });

  it('signed out: offers no export or delete (there is no account to ask)', () => {
    renderAccount('dashboard');
    expect(screen.queryByRole('button', { name: /stored progress/ })).not.toBeInTheDocument();
  });

  it('email not confirmed: offers both, since the API keeps and serves that progress too', () => {
    renderAccount('dashboard', SIGNED_IN_UNVERIFIED);
    expect(exportButton()).toBeInTheDocument();
    expect(deleteButton()).toBeInTheDocument();
  });

  it('exports the stored record as a JSON file', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue(STORED);
    const { user } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    await user.click(exportButton());

    expect(get).toHaveBeenCalledWith(PROGRESS_API.mine, { auth: true });
    expect(browser.downloads).toHaveLength(1);
    const [download] = browser.downloads;
    expect(download?.fileName).toMatch(/^qa-practice-progress-account-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse((await download?.text) ?? '')).toEqual(RECORD);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(exportButton()).not.toHaveAttribute('aria-disabled');
  });

  it('says why the export failed and downloads nothing', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(new HttpError('network', 0, 'Failed to fetch'));
    const { user } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    await user.click(exportButton());
    expect(
      await screen.findByRole('dialog', {
        name: 'Your stored progress could not be downloaded. Please try again later.',
      }),
    ).toBeInTheDocument();
    expect(browser.downloads).toEqual([]);
  });

  it('asks before deleting, and cancelling deletes nothing', async () => {
    const remove = jest.spyOn(http, 'delete').mockResolvedValue(undefined);
    const { user } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    await user.click(deleteButton());

    const question = screen.getByRole('dialog', { name: QUESTION });
    expect(question).toHaveAccessibleDescription(/The progress in this browser is not touched/);
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(deleteButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes once confirmed, says the account’s copy is gone, and leaves this browser’s progress', async () => {
    const before = keepLocalProgress();
    let answer: () => void = () => undefined;
    const remove = jest
      .spyOn(http, 'delete')
      .mockImplementationOnce(() => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))))
      .mockResolvedValue(undefined);
    const { user } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    await user.click(deleteButton());
    await user.click(
      within(screen.getByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Delete' }),
    );

    // Busy while the call is out; another press does not ask again.
    const busy = await screen.findByRole('button', { name: 'Please wait…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();

    answer();
    const done = await screen.findByRole('dialog', { name: DELETED });
    // The progress record, then the Game's rounds and display name.
    expect(remove.mock.calls).toEqual([
      [PROGRESS_API.mine, { auth: true }],
      [GAME_API.mine, { auth: true }],
    ]);
    expect({ ...localStorage }).toEqual(before);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(deleteButton()).toHaveFocus();
  });

  it.each([
    [
      'refused by the rate limit',
      new HttpError('http', 429, 'Too Many Requests', { message: 'Too many requests.' }),
    ],
    ['an expired session', new HttpError('http', 401, 'Unauthorized', { message: 'Please sign in again.' })],
    ['the store unavailable', new HttpError('http', 503, 'Service Unavailable', { message: 'Try later.' })],
  ])('shows the server’s message when the delete is %s, and changes nothing', async (_case, error) => {
    const before = keepLocalProgress();
    jest.spyOn(http, 'delete').mockRejectedValue(error);
    const { user } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    await user.click(deleteButton());
    await user.click(
      within(screen.getByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Delete' }),
    );
    const message = (error.data as { message: string }).message;
    expect(await screen.findByRole('dialog', { name: message })).toBeInTheDocument();
    expect(screen.queryByText(DELETED)).not.toBeInTheDocument();
    expect({ ...localStorage }).toEqual(before);
  });

  it('says in the page’s language that nothing was deleted when the server cannot be reached', async () => {
    await i18n.changeLanguage('ua');
    jest.spyOn(http, 'delete').mockRejectedValue(new HttpError('network', 0, 'Failed to fetch'));
    const { user } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    await user.click(screen.getByRole('button', { name: 'Видалити збережений прогрес' }));
    await user.click(screen.getByRole('button', { name: 'Видалити' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Не вдалося видалити збережений прогрес, тож нічого не змінилося. Будь ласка, спробуйте пізніше.',
      }),
    ).toBeInTheDocument();
  });
});
