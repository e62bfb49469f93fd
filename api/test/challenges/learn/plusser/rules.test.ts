import { rules as plusser } from '../../../../src/challenges/learn/plusser/rules';
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
    // Step 3 is every decimal sent as a JSON number, not only the one whose sum shows the bug.
    [3, 'POST', '{"first": 1.25, "second": 2.5}', expect.stringMatching(/→ 200 OK\n[^]*"result": 3.75\n/)],
    [3, 'POST', '{"first": -0.5, "second": 3}', expect.stringMatching(/"result": 2.5\n/)],
    [7, 'POST', '', expect.stringMatching(/→ 400 Bad Request/)],
    [7, 'POST', '   ', expect.stringMatching(/→ 400 Bad Request/)],
    [8, 'POST', '{first: 2, second: 3}', expect.stringMatching(/→ 400 Bad Request/)],
    [8, 'POST', '[2, 3]', expect.stringMatching(/→ 400 Bad Request/)],
    [8, 'POST', 'null', expect.stringMatching(/→ 400 Bad Request/)],
    [
      9,
      'POST',
      '{"first": 12345678901234567890, "second": 1}',
      expect.stringMatching(/"result": 12345678901234567000\n/),
    ],
    [
      9,
      'POST',
      '{"first": 1e308, "second": 1e308}',
      expect.stringMatching(/→ 400 Bad Request\n[^]*too large/),
    ],
    [9, 'POST', '{"first": -9007199254740993, "second": 0.5}', expect.stringMatching(/→ 200 OK/)],
    [10, 'POST', '{"first": 2, "second": 3, "third": 4}', expect.stringMatching(/→ 400 Bad Request/)],
    [10, 'POST', '{"sum": true}', expect.stringMatching(/→ 400 Bad Request/)],
  ])('step %d takes %s %s and shows the API’s answer', (step, method, body, message) => {
    expect(send(step, method, body)).toMatchObject({ caseIndex: step, message });
  });

  it.each([
    [1, 'GET', '{"first": 2, "second": 3}'],
    [1, 'POST', '{"first": 2.5, "second": 3}'],
    [2, 'POST', '{"first": 2, "second": 3}'],
    [1, 'POST', '{"first": 12345678901234567890, "second": 1}'],
    [3, 'POST', '{"first": "0.5", "second": 0.25}'],
    [3, 'POST', '{"first": 2, "second": 3}'],
    [3, 'POST', '{"first": 1e20, "second": 0.5}'],
    [4, 'POST', '{"first": 2, "second": 3}'],
    [5, 'POST', '{"first": 2, "second": 3, "third": 4}'],
    [6, 'POST', '{"first": 2}'],
    [6, 'POST', '{"first": 1e308, "second": 1e308}'],
    [7, 'POST', '{}'],
    [7, 'GET', ''],
    [8, 'POST', ''],
    [8, 'POST', '{"first": 2, "second": 3}'],
    [9, 'POST', '{"first": "12345678901234567890", "second": 1}'],
    [9, 'POST', '{"first": 2, "second": 3}'],
    [10, 'POST', '{"first": 2, "second": 3}'],
  ])('step %d refuses %s %s: the tester goes back to the instruction', (step, method, body) => {
    expect(send(step, method, body)).toMatchObject({ message: 'Please follow the instructions' });
  });

  it('shows each planted bug in the step that leads to it', () => {
    expect(send(2, 'POST', '{"first": "2", "second": "3"}').bugIndex).toBe(1);
    expect(send(3, 'POST', '{"first": 0.1, "second": 0.2}').bugIndex).toBe(2);
    expect(send(1, 'POST', '{"first": 2, "second": 3}').bugIndex).toBeUndefined();
    expect(send(9, 'POST', '{"first": 12345678901234567890, "second": 1}').bugIndex).toBe(3);
  });

  it.each([
    ['{"first": 0.1, "second": 0.2}', 2],
    ['{"first": 0.7, "second": 0.1}', 2],
    ['{"first": 1e20, "second": 0.5}', 2],
    ['{"first": 12345678901234567890, "second": 1}', 3],
    ['{"first": -100000000000000000000, "second": 7}', 3],
    ['{"first": 1.25, "second": 2.5}', undefined],
    ['{"first": 9007199254740991, "second": 0}', undefined],
  ])('tells the inexact sums apart: %s shows bug %s', (body, bug) => {
    const found = plusser.bugs.findIndex((each) => each.matches({ first: 'POST', second: body, third: '' }));
    expect(found === -1 ? undefined : found + 1).toBe(bug);
  });

  it('names its steps: the classes a careful tester adds come last', () => {
    expect(plusser.cases.map((step) => step.text.en)).toEqual([
      'a valid request: two whole numbers (200 OK)',
      'numbers sent as strings are accepted (200 OK)',
      'decimal numbers (200 OK)',
      'a method other than POST answers 405 Method Not Allowed',
      'a missing field answers 400 Bad Request',
      'a value that is not a number answers 400 Bad Request',
      'an empty body answers 400 Bad Request',
      'a body that is not a JSON object answers 400 Bad Request',
      'very large numbers',
      'a field the API does not know answers 400 Bad Request',
    ]);
  });

  it.each([
    ['POST', '{"first": 2, "second": 3}', 1],
    ['POST', '{"first": "2", "second": 3}', 2],
    ['POST', '{"first": 0.1, "second": 0.2}', 3],
    ['PATCH', '', 4],
    ['POST', '{"second": 3}', 5],
    ['POST', '{"first": "two", "second": 3}', 6],
    ['POST', '', 7],
    ['POST', '{first: 2}', 8],
    ['POST', '{"first": 1e20, "second": 1}', 9],
    ['POST', '{"first": 2, "second": 3, "third": 4}', 10],
  ])('%s %s follows one step only, %i', (method, body, step) => {
    const values = { first: method, second: body, third: '' };
    const followed = plusser.cases
      .map((each, index) =>
        plusser.fields.every((slot) => each.accepts[slot]?.(values[slot]) ?? true) ? index + 1 : 0,
      )
      .filter(Boolean);
    expect(followed).toEqual([step]);
  });
});
