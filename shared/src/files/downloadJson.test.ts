import { datedFileName, downloadJson, downloadText, REVOKE_URL_AFTER_MS } from './downloadJson';
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
    expect(datedFileName('class', new Date(2026, 10, 24), 'csv')).toBe('class-2026-11-24.csv');
  });

  it('downloads any text with its type', async () => {
    const created = jest.spyOn(URL, 'createObjectURL');
    downloadText('grid.csv', 'a,b\r\n', 'text/csv;charset=utf-8');
    await expect(browser.downloads[0]?.text).resolves.toBe('a,b\r\n');
    expect((created.mock.calls[0]?.[0] as Blob).type).toBe('text/csv;charset=utf-8');
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
