import { http, HttpError } from '@qa/shared';
import { GAME_API } from '@qa/shared/game';
import { PROGRESS_API } from '@qa/shared/progress';
import { fakeDownloads } from '@qa/shared/files/test';
import { deleteStoredProgress, exportFileName, exportStoredProgress } from './storedProgressCalls';

const RECORD = {
  version: 1,
  challenges: {
    triangle: { epoch: 0, answers: { case_1: { first: '1' } }, submissions: {}, inputClasses: [] },
  },
  toursSeen: ['home'],
};

describe('the stored progress calls', () => {
  let browser: ReturnType<typeof fakeDownloads>;
  beforeEach(() => {
    browser = fakeDownloads();
  });
  afterEach(() => {
    browser.restore();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('names the file by the learner’s own day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('qa-practice-progress-account-2026-01-05.json');
  });

  it('exports the stored record, pretty-printed, with the token', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ progress: RECORD, found: {}, completed: [] });
    await expect(exportStoredProgress(new Date(2026, 10, 24))).resolves.toBeNull();
    expect(get).toHaveBeenCalledWith(PROGRESS_API.mine, { auth: true });
    expect(browser.downloads).toHaveLength(1);
    const [download] = browser.downloads;
    expect(download?.fileName).toBe('qa-practice-progress-account-2026-11-24.json');
    const text = await download?.text;
    expect(text).toBe(`${JSON.stringify(RECORD, null, 2)}\n`);
  });

  it('downloads nothing when the answer is not a stored record', async () => {
    jest.spyOn(http, 'get').mockResolvedValue('<html>a proxy page</html>');
    await expect(exportStoredProgress()).resolves.toEqual({ key: 'progressExportFailed' });
    expect(browser.downloads).toEqual([]);
  });

  it('deletes the progress and the Game’s rounds and name with the token, and says so', async () => {
    const remove = jest.spyOn(http, 'delete').mockResolvedValue(undefined);
    await expect(deleteStoredProgress()).resolves.toEqual({ key: 'progressDeleted' });
    expect(remove.mock.calls).toEqual([
      [PROGRESS_API.mine, { auth: true }],
      [GAME_API.mine, { auth: true }],
    ]);
  });

  it('says a delete failed when the Game’s part of it did', async () => {
    jest
      .spyOn(http, 'delete')
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new HttpError('network', 0, 'Failed to fetch'));
    await expect(deleteStoredProgress()).resolves.toEqual({ key: 'progressDeleteFailed' });
  });
});
