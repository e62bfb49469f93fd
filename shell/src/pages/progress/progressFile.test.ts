import { PROGRESS_CHANGED_EVENT, PROGRESS_MERGED_EVENT, readCompletedChallenges } from '@qa/kit';
import { STORAGE_KEYS } from '@qa/shared';
import { fakeDownloads } from '@qa/shared/files/test';
import { MAX_PROGRESS_RECORD_BYTES, PROGRESS_API } from '@qa/shared/progress';
import { mockHttp } from '@qa/kit/test';
import { readLocalProgress } from '../../progress/localProgress';
import { challengeRecord } from '../../test/progressFixtures';
import { exportProgressFile, importProgressFile } from './progressFile';

const fileOf = (value: unknown) => new Blob([typeof value === 'string' ? value : JSON.stringify(value)]);
const snapshot = () => ({ ...localStorage });

describe('progress files', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
    localStorage.setItem('scripted_divide', JSON.stringify({ case_1: { first: '4', second: '2' } }));
  });

  it('exports this browser’s record as a dated file', async () => {
    const browser = fakeDownloads();
    exportProgressFile(new Date(2026, 10, 24));
    const [download] = browser.downloads;
    expect(download?.fileName).toBe('qa-practice-progress-2026-11-24.json');
    expect(JSON.parse(await download!.text)).toEqual(readLocalProgress());
    browser.restore();
  });

  it('merges a file into this browser: both sides’ finds kept, completion as the server judges it', async () => {
    const calls = mockHttp({ post: () => ({ found: {}, completed: ['learn_adder'] }) });
    const changed = jest.fn();
    const merged = jest.fn();
    window.addEventListener(PROGRESS_CHANGED_EVENT, changed);
    window.addEventListener(PROGRESS_MERGED_EVENT, merged);
    const file = {
      version: 1,
      challenges: {
        scripted_divide: challengeRecord(
          { case_3: { first: '0', second: '1' } },
          { submissions: { deviceB001: 4 } },
        ),
        learn_adder: challengeRecord({ case_1: { first: '1', second: '1', caseNumber: 1 } }),
      },
      toursSeen: ['scripted'],
    };
    await expect(importProgressFile(fileOf(file))).resolves.toBe('imported');
    expect(JSON.parse(localStorage.getItem('scripted_divide')!)).toEqual({
      case_1: { first: '4', second: '2' },
      case_3: { first: '0', second: '1' },
    });
    expect(readLocalProgress().challenges.scripted_divide?.submissions).toEqual({ deviceB001: 4 });
    expect(readCompletedChallenges()).toEqual(['learn_adder']);
    expect(readLocalProgress().toursSeen).toContain('scripted');
    expect(calls.post).toHaveBeenCalledWith(PROGRESS_API.summary, expect.anything(), { background: true });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(merged).toHaveBeenCalledTimes(1);
  });

  it('imports even when the server cannot judge completion, which then stays as it was', async () => {
    localStorage.setItem(STORAGE_KEYS.completedChallenges, JSON.stringify(['scripted_divide']));
    mockHttp({
      post: () => {
        throw new Error('offline');
      },
    });
    const file = {
      version: 1,
      challenges: { learn_adder: challengeRecord({ case_2: { first: '2' } }) },
      toursSeen: [],
    };
    await expect(importProgressFile(fileOf(file))).resolves.toBe('imported');
    expect(readCompletedChallenges()).toEqual(['scripted_divide']);
    expect(localStorage.getItem('learn_adder')).toContain('case_2');
  });

  it.each([
    ['not JSON', 'this is not JSON'],
    ['JSON of another shape', { hello: 'world' }],
    [
      'a record with a wrong field',
      { version: 1, challenges: { learn_adder: { epoch: -1 } }, toursSeen: [] },
    ],
    [
      'a record with an answer key of its own',
      {
        version: 1,
        challenges: { learn_adder: challengeRecord({ answer_1: { first: '1' } }) },
        toursSeen: [],
      },
    ],
  ])('refuses %s and changes nothing', async (_name, content) => {
    const calls = mockHttp({ post: () => ({ found: {}, completed: [] }) });
    const before = snapshot();
    await expect(importProgressFile(fileOf(content))).resolves.toBe('invalid');
    expect(snapshot()).toEqual(before);
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('refuses a file larger than any record before reading it', async () => {
    const before = snapshot();
    const big = new Blob(['x'.repeat(MAX_PROGRESS_RECORD_BYTES + 1)]);
    await expect(importProgressFile(big)).resolves.toBe('tooBig');
    expect(snapshot()).toEqual(before);
  });
});
