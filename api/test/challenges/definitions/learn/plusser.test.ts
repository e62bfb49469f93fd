import { plusser } from '../../../../src/challenges/definitions/learn/plusser';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const send = (caseNumber: number, first: string, second: string) =>
  evaluate(plusser, { first, second, caseNumber }, 'en');

describe('plusser, the guided introduction to API testing', () => {
  it.each([
    [
      1,
      'POST',
      '{"first": 2, "second": 3}',
      'POST /calculator → 200 OK\nContent-Type: application/json\n{\n  "result": 5\n}',
    ],
    [
      1,
      'POST',
      '{"first": -7, "second": 100}',
      'POST /calculator → 200 OK\nContent-Type: application/json\n{\n  "result": 93\n}',
    ],
    [
      2,
      'POST',
      '{"first": "2", "second": "3"}',
      'POST /calculator → 200 OK\nContent-Type: application/json\n{\n  "result": 23\n}',
    ],
    [
      2,
      'POST',
      '{"first": 10, "second": "5"}',
      'POST /calculator → 200 OK\nContent-Type: application/json\n{\n  "result": 105\n}',
    ],
    [
      3,
      'POST',
      '{"first": 0.1, "second": 0.2}',
      'POST /calculator → 200 OK\nContent-Type: application/json\n{\n  "result": 0.30000000000000004\n}',
    ],
    [4, 'DELETE', '', expect.stringMatching(/^DELETE \/calculator → 405 Method Not Allowed\nAllow: POST\n/)],
    [4, 'PATCH', '{"first": 2, "second": 3}', expect.stringMatching(/→ 405 Method Not Allowed/)],
    [5, 'POST', '{"second": 3}', expect.stringMatching(/→ 400 Bad Request\n[^]*must have first/)],
    [
      6,
      'POST',
      '{"first": "two", "second": 3}',
      expect.stringMatching(/→ 400 Bad Request\n[^]*first must be a number/),
    ],
    [6, 'POST', '{"first": true, "second": 3}', expect.stringMatching(/→ 400 Bad Request/)],
  ])('step %d takes %s %s and shows the API’s answer', (step, method, body, message) => {
    expect(send(step, method, body)).toMatchObject({ caseIndex: step, message });
  });

  it.each([
    [1, 'GET', '{"first": 2, "second": 3}'],
    [1, 'POST', '{"first": 2.5, "second": 3}'],
    [2, 'POST', '{"first": 2, "second": 3}'],
    [3, 'POST', '{"first": 0.5, "second": 0.25}'],
    [4, 'POST', '{"first": 2, "second": 3}'],
    [5, 'POST', '{"first": 2, "second": 3, "third": 4}'],
    [6, 'POST', '{"first": 2}'],
  ])('step %d refuses %s %s: the tester goes back to the instruction', (step, method, body) => {
    expect(send(step, method, body)).toMatchObject({ message: 'Please follow the instructions' });
  });

  it('shows each planted bug in the step that leads to it', () => {
    expect(send(2, 'POST', '{"first": "2", "second": "3"}').bugIndex).toBe(1);
    expect(send(3, 'POST', '{"first": 0.1, "second": 0.2}').bugIndex).toBe(2);
    expect(send(1, 'POST', '{"first": 2, "second": 3}').bugIndex).toBeUndefined();
  });
});
