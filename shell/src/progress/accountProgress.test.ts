import { PROGRESS_MERGED_EVENT, readCompletedChallenges } from '@qa/kit';
import { STORAGE_KEYS, type Notification, provideNotifier } from '@qa/shared';
import { mockHttp } from '@qa/kit/test';
import { syncOrSay, syncWithAccount } from './accountProgress';
import { challengeRecord } from '../test/progressFixtures';
import { readLocalProgress } from './localProgress';

const stored = (challenges: Record<string, object>, completed: string[] = [], toursSeen: string[] = []) => ({
  progress: { version: 1, challenges, toursSeen },
  found: {},
  completed,
});
const storedAnswers = (name: string) =>
  JSON.parse(localStorage.getItem(name) ?? '{}') as Record<string, unknown>;

describe('keeping progress with the account', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('sends this browser’s record with the identity token and writes the union back', async () => {
    localStorage.setItem('scripted_divide', JSON.stringify({ case_1: { first: '4', second: '2' } }));
    const calls = mockHttp({
      post: () =>
        stored(
          {
            scripted_divide: challengeRecord({
              case_1: { first: '4', second: '2' },
              case_3: { first: '0', second: '1' },
            }),
            learn_adder: challengeRecord({ case_1: { first: '1', second: '1', caseNumber: 1 } }),
          },
          ['learn_adder'],
          ['learn'],
        ),
    });
    const merged = jest.fn();
    window.addEventListener(PROGRESS_MERGED_EVENT, merged);
    await syncWithAccount();
    window.removeEventListener(PROGRESS_MERGED_EVENT, merged);

    expect(calls.post).toHaveBeenCalledWith(
      'api/progress/v1/me',
      {
        version: 1,
        challenges: { scripted_divide: challengeRecord({ case_1: { first: '4', second: '2' } }) },
        toursSeen: [],
      },
      { auth: true, background: true },
    );
    expect(Object.keys(storedAnswers('scripted_divide')).sort()).toEqual(['case_1', 'case_3']);
    expect(storedAnswers('learn_adder')).toEqual({ case_1: { first: '1', second: '1', caseNumber: 1 } });
    expect(readCompletedChallenges()).toEqual(['learn_adder']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.completedTours)!)).toEqual({ learn: true });
    expect(merged).toHaveBeenCalledTimes(1);
  });

  it('keeps a find made while the call was out', async () => {
    mockHttp({
      post: () => {
        localStorage.setItem(
          'exploratory_triangle',
          JSON.stringify({ bug_1: { first: '3', second: '3', third: '3' } }),
        );
        return stored({
          exploratory_triangle: challengeRecord({ case_1: { first: '3', second: '4', third: '5' } }),
        });
      },
    });
    await syncWithAccount();
    expect(Object.keys(storedAnswers('exploratory_triangle')).sort()).toEqual(['bug_1', 'case_1']);
  });

  it('takes nothing away here for a later epoch from the account: the Reset was another device’s', async () => {
    localStorage.setItem('scripted_divide', JSON.stringify({ case_1: { first: '4', second: '2' } }));
    localStorage.setItem(STORAGE_KEYS.completedChallenges, JSON.stringify(['scripted_divide']));
    mockHttp({ post: () => stored({ scripted_divide: challengeRecord({}, { epoch: 1 }) }) });
    await syncWithAccount();
    expect(JSON.parse(localStorage.getItem('scripted_divide')!)).toEqual({
      case_1: { first: '4', second: '2' },
    });
    expect(readCompletedChallenges()).toEqual(['scripted_divide']);
  });

  it('keeps a challenge reset here afresh though the account still has its finds', async () => {
    localStorage.setItem(
      STORAGE_KEYS.challengeStats('scripted_divide'),
      JSON.stringify({ epoch: 1, submissions: {}, inputClasses: [], setAside: ['case_1'] }),
    );
    mockHttp({
      post: () =>
        stored({ scripted_divide: challengeRecord({ case_1: { first: '4', second: '2' } }, { epoch: 1 }) }, [
          'scripted_divide',
        ]),
    });
    await syncWithAccount();
    expect(localStorage.getItem('scripted_divide')).toBeNull();
    expect(readCompletedChallenges()).toEqual([]);
  });

  it('keeps this browser’s completions the account did not judge', async () => {
    localStorage.setItem(STORAGE_KEYS.completedChallenges, JSON.stringify(['exploratory_bookDesk']));
    mockHttp({ post: () => stored({}, ['learn_adder']) });
    await syncWithAccount();
    expect(readCompletedChallenges().sort()).toEqual(['exploratory_bookDesk', 'learn_adder']);
  });

  it.each([
    ['the call fails', () => Promise.reject(new Error('offline'))],
    ['the answer cannot be read', () => ({ unexpected: true })],
  ])('changes nothing in storage and says so when %s', async (_name, answer) => {
    localStorage.setItem('scripted_divide', JSON.stringify({ case_1: { first: '4', second: '2' } }));
    const before = { ...localStorage };
    mockHttp({ post: answer });
    const shown: Notification[] = [];
    provideNotifier((notification) => shown.push(notification));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await syncOrSay();
    expect({ ...localStorage }).toEqual(before);
    expect(shown).toEqual([
      expect.objectContaining({ variant: 'warning', text: expect.stringMatching(/kept in this browser/) }),
    ]);
  });

  it('reads corrupted entries as nothing, so one bad entry does not stop the rest', () => {
    localStorage.setItem('scripted_divide', '{broken');
    localStorage.setItem(STORAGE_KEYS.completedTours, '"not an object"');
    localStorage.setItem(
      'learn_adder',
      JSON.stringify({ case_1: { first: '1', second: '1', caseNumber: 1 } }),
    );
    expect(readLocalProgress()).toEqual({
      version: 1,
      challenges: { learn_adder: challengeRecord({ case_1: { first: '1', second: '1', caseNumber: 1 } }) },
      toursSeen: [],
    });
  });
});
