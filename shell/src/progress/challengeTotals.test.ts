import { mockHttp } from '@qa/kit/test';
import { PROGRESS_API } from '@qa/shared/progress';
import { loadChallengeTotals } from './challengeTotals';

const DIVIDE = { storeName: 'scripted_divide', cases: 4, bugs: 1, techniques: {} };

describe('challenge totals', () => {
  it('are asked once, and again only after a failure', async () => {
    let fail = true;
    const calls = mockHttp({
      get: () => {
        if (fail) throw new Error('offline');
        return { challenges: [DIVIDE, { storeName: 'bad' }] };
      },
    });
    await expect(loadChallengeTotals()).rejects.toThrow('offline');
    fail = false;
    await expect(loadChallengeTotals()).resolves.toEqual([DIVIDE]);
    await loadChallengeTotals();
    expect(calls.get).toHaveBeenCalledTimes(2);
    expect(calls.get).toHaveBeenCalledWith(PROGRESS_API.challenges, { background: true });
  });
});
