import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { http, HttpError, makeStore } from '@qa/shared';
import type { InterviewSession } from '@qa/shared/interview/schema';
import { useInterviewTools } from './useInterviewTools';

const SESSION: InterviewSession = {
  sessionId: '0b5b8f1e-8c1d-4c43-9a57-3c2a5b0d6f11',
  title: 'Triangle type form',
  requirements: { intro: 'The form takes the lengths of a triangle’s three sides.', rules: [] },
  fields: [{ slot: 'first', label: 'Side A' }],
  family: { key: 'triangle', name: 'Triangle' },
  outcomes: [{ id: 'isosceles', text: 'Isosceles triangle' }],
  runsInOrder: false,
  bugsTotal: 3,
  startedAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:25:00.000Z',
  now: '2026-11-24T10:00:00.000Z',
  sends: [],
  table: null,
  report: null,
};

const tools = () => {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useInterviewTools(SESSION, []), { wrapper }).result.current;
};

describe('the interview’s tools on a refusal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hand a 429 or 503 to the kit’s tools as the wait it asks for, not the API’s sentence', async () => {
    const refuse = (status: number, retryAfterS: number) =>
      jest
        .spyOn(http, 'post')
        .mockRejectedValue(
          new HttpError(
            'http',
            status,
            'Send the X-Tester-Key…',
            { message: 'Send the X-Tester-Key…' },
            retryAfterS,
          ),
        );
    const { table, report } = tools();
    refuse(429, 7);
    await expect(table.run({ build: 1, tests: [] })).resolves.toEqual({
      kind: 'error',
      wait: { reason: 'budget', seconds: 7 },
    });
    jest.restoreAllMocks();
    refuse(503, 10);
    await expect(
      report.send({
        title: 'A = C is scalene',
        steps: [],
        expected: 'Isosceles',
        actual: 'Scalene',
        severity: 'major',
        priority: 'high',
      }),
    ).resolves.toEqual({ kind: 'error', wait: { reason: 'busy', seconds: 10 } });
  });

  it('keep the API’s own sentence for any other refusal', async () => {
    jest
      .spyOn(http, 'post')
      .mockRejectedValue(
        new HttpError('http', 409, 'The session has ended.', { message: 'The session has ended.' }),
      );
    await expect(tools().table.run({ build: 1, tests: [] })).resolves.toEqual({
      kind: 'error',
      message: 'The session has ended.',
    });
  });
});
