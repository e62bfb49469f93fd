import { datedFileName, downloadJson, REVOKE_URL_AFTER_MS } from './downloadJson';
import { fakeDownloads } from './fakeDownloads';

describe('downloadJson', () => {
  let browser: ReturnType<typeof fakeDownloads>;
  beforeEach(() => {
    browser = fakeDownloads();
  });
  afterEach(() => {
    browser.restore();
    jest.useRealTimers();
  });

  it('names the file by the learner’s own day', () => {
    expect(datedFileName('qa-practice-progress', new Date(2026, 0, 5, 23, 59))).toBe(
      'qa-practice-progress-2026-01-05.json',
    );
  });

  it('downloads pretty-printed JSON through a link in the document and gives the URL back only after a while', async () => {
    jest.useFakeTimers();
    downloadJson('file.json', { a: 1 });
    const [download] = browser.downloads;
    expect(download).toMatchObject({ fileName: 'file.json', attached: true });
    await expect(download?.text).resolves.toBe('{\n  "a": 1\n}\n');
    expect(document.querySelector('a')).toBeNull();
    expect(browser.revoked).toEqual([]);
    jest.advanceTimersByTime(REVOKE_URL_AFTER_MS);
    expect(browser.revoked).toEqual([download?.url]);
  });
});
