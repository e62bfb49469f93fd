import { rules as userCrud, endpointPath } from '../../../../src/challenges/api-testing/userCrud/rules';
import { evaluateApi, evaluateApiBatch } from '../../../../src/challenges/engine/api';
import { findingText } from '../../../../src/challenges/engine/techniques';
import { freshSandbox, type Sandbox } from '../../../../src/sandbox/sandbox';

const send = (first: string, second: string, third = '') =>
  evaluateApi(userCrud, freshSandbox(), { first, second, third }, 'en');

type Request = [method: string, endpoint: string, body?: string];

/** The requests sent one after another in one sandbox, as a tester does: what the last one found. */
const sendInOrder = (...requests: Request[]) => {
  const sandbox: Sandbox = freshSandbox();
  const results = requests.map(([first, second, third = '']) =>
    evaluateApi(userCrud, sandbox, { first, second, third }, 'en'),
  );
  return results[results.length - 1]!;
};

/** The case whose English text contains `words`: the new classes are asserted by name, not by number. */
const caseNamed = (words: string): number => {
  const index = userCrud.cases.findIndex((each) => findingText(each, 'en').includes(words));
  if (index < 0) throw new Error(`no case says ${words}`);
  return index + 1;
};

describe('userCrud', () => {
  /** What a careful tester sends: each method on each endpoint, good and bad ids, good and bad bodies. */
  const CLASSIC: Array<[string, string, string]> = [
    ['GET', '/users', ''],
    ['GET', '/users/1', ''],
    ['GET', '/users/10', ''],
    ['GET', '/users/11', ''],
    ['GET', '/users/0', ''],
    ['GET', '/users/-1', ''],
    ['GET', '/users/abc', ''],
    ['GET', '/users/1.5', ''],
    ['POST', '/users', '{"name": "Alex"}'],
    ['POST', '/users', '{"name": "A"}'],
    ['POST', '/users', `{"name": "${'B'.repeat(50)}"}`],
    ['POST', '/users', `{"name": "${'B'.repeat(51)}"}`],
    ['POST', '/users', '{"name": ""}'],
    ['POST', '/users', '{"name": " "}'],
    ['POST', '/users', '{"name": 5}'],
    ['POST', '/users', '{"name": null}'],
    ['POST', '/users', '{}'],
    ['POST', '/users', '{"name": "Alex", "id": 99}'],
    ['POST', '/users/3', '{"name": "Alex"}'],
    ['PUT', '/users/3', '{"name": "Kate"}'],
    ['PUT', '/users/3', '{"name": ""}'],
    ['PUT', '/users/99', '{"name": "Kate"}'],
    ['PUT', '/users', '{"name": "Kate"}'],
    ['PATCH', '/users/3', '{"name": "Kate"}'],
    ['PATCH', '/users/3', '{}'],
    ['PATCH', '/users', '{"name": "Kate"}'],
    ['DELETE', '/users/3', ''],
    ['DELETE', '/users/99', ''],
    ['DELETE', '/users', ''],
  ];

  it.each(CLASSIC)('%s %s %s lands on a case or a bug', (method, endpoint, body) => {
    const { caseIndex, bugIndex, message } = send(method, endpoint, body);
    expect(caseIndex ?? bugIndex).toEqual(expect.any(Number));
    expect(message).toMatch(new RegExp(`^${method} /users`));
  });

  /** What else a careful tester tries: broken JSON, no body, other endpoints, huge ids, other bodies. */
  const MORE: Request[] = [
    ['POST', '/users', '{name:'],
    ['POST', '/users'],
    ['GET', '/accounts'],
    ['GET', '/users/99999999999999999999'],
    ['POST', '/users', '["Alex"]'],
    ['POST', '/users', `{"name": "${'B'.repeat(120)}"}`],
  ];

  /** State checks: each needs the requests before it in the same sandbox. */
  const STATE_CHECKS: Request[][] = [
    [
      ['DELETE', '/users/5'],
      ['GET', '/users/5'],
    ],
    [
      ['POST', '/users', '{"name": "Alex"}'],
      ['GET', '/users/11'],
    ],
    [
      ['PUT', '/users/3', '{"name": "Kate"}'],
      ['GET', '/users/3'],
    ],
  ];

  it('reaches every case and every bug with the classic requests and the state checks', () => {
    const results = [
      ...[...CLASSIC, ...MORE].map(([method, endpoint, body]) => send(method, endpoint, body)),
      ...STATE_CHECKS.map((requests) => sendInOrder(...requests)),
    ];
    expect(new Set(results.map((result) => result.caseIndex).filter(Boolean)).size).toBe(
      userCrud.cases.length,
    );
    expect(new Set(results.map((result) => result.bugIndex).filter(Boolean)).size).toBe(userCrud.bugs.length);
  });

  it('answers a body that is not JSON the way the API would, and finds its case', () => {
    expect(send('POST', '/users', '{"name": Alex}')).toEqual({
      caseIndex: caseNamed('not valid JSON'),
      caseText: 'Error guessing: a body that is not valid JSON answers 400 Bad Request',
      message: [
        'POST /users → 400 Bad Request',
        'Content-Type: application/json',
        '{',
        '  "statusCode": 400,',
        '  "error": "Bad Request",',
        '  "message": "The request body is not valid JSON."',
        '}',
      ].join('\n'),
    });
  });

  it.each([
    ['/users', '/users'],
    ['users/3', '/users/3'],
    [' /users/3 ', '/users/3'],
    ['http://localhost:8080/api/sandbox/v1/users/3?x=1', '/users/3'],
    ['/api/sandbox/v1/users', '/users'],
    ['/userz', '/userz'],
  ])('reads the endpoint %j as %s', (endpoint, path) => {
    expect(endpointPath(endpoint)).toBe(path);
  });

  it('answers an endpoint the API does not have with 404', () => {
    expect(send('GET', '/accounts').message).toMatch(
      /^GET \/accounts → 404 Not Found\n[^]*There is no endpoint/,
    );
  });

  const name = (text: string) => JSON.stringify({ name: text });
  const single = (...request: Request): Request[] => [request];

  /** Values of each class besides its examples: each sequence's last request lands on the case named. */
  const CASE_CLASSES: Array<[string, Request[][]]> = [
    ['GET /users lists', [single('GET', '/api/sandbox/v1/users'), single('GET', ' /users ')]],
    ['starting users as it was', [single('GET', '/users/5'), single('GET', '/users/07')]],
    ['well beyond', [single('GET', '/users/12'), single('PATCH', '/users/2147483648', name('Kate'))]],
    [
      'not a number',
      [single('GET', '/users/x'), single('PUT', '/users/abc', name('Kate')), single('GET', '/users/-1.5')],
    ],
    ['id 0', [single('PATCH', '/users/0', '{}'), single('GET', '/users/-0')]],
    [
      'POST /users creates',
      [single('POST', '/users', name('Émile Zoé')), single('POST', '/users', name('Олена'))],
    ],
    ['without the required name', [single('PUT', '/users/9', '{}')]],
    [
      'not a string',
      [single('PUT', '/users/3', '{"name": ["Kate"]}'), single('POST', '/users', '{"name": {"first": "A"}}')],
    ],
    [
      'other than name',
      [
        single('POST', '/users', '{"role": "admin"}'),
        single('PATCH', '/users/3', '{"name": "Kate", "age": 30}'),
      ],
    ],
    [
      '51 characters',
      [
        single('PATCH', '/users/1', name('é'.repeat(51))),
        single('POST', '/users', name(`${'Z'.repeat(50)}.`)),
      ],
    ],
    [
      'only spaces',
      [single('POST', '/users', name(' '.repeat(10))), single('PATCH', '/users/8', name('\n'))],
    ],
    ['PUT /users/{id} replaces', [single('PUT', '/users/1', name('Anna'))]],
    ['PATCH /users/{id} changes', [single('PATCH', '/users/10', name('J'))]],
    ['DELETE /users/{id} removes', [single('DELETE', '/users/1')]],
    ['405', [single('PATCH', '/users'), single('POST', '/users/1', name('A'))]],
    [
      'not valid JSON',
      [single('PATCH', '/users/3', '{"name": "Kate"'), single('POST', '/users', 'name=Alex')],
    ],
    ['without a body', [single('PUT', '/users/10'), single('PATCH', '/users/1')]],
    ['does not have', [single('POST', '/users/3/friends', name('A')), single('GET', '/')]],
    [
      'deleted in this sandbox',
      [
        [
          ['DELETE', '/users/1'],
          ['PATCH', '/users/1', name('A')],
        ],
        [
          ['DELETE', '/users/3'],
          ['DELETE', '/users/3'],
        ],
        [
          ['POST', '/users', name('Alex')],
          ['DELETE', '/users/11'],
          ['PUT', '/users/11', name('B')],
        ],
      ],
    ],
    [
      'created in this sandbox',
      [
        [
          ['POST', '/users', name('Alex')],
          ['POST', '/users', name('Bo')],
          ['GET', '/users/12'],
        ],
        [
          ['POST', '/users', name('Alex')],
          ['PUT', '/users/11', name('B')],
          ['GET', '/users/11'],
        ],
      ],
    ],
    [
      'just after the last',
      [
        single('PUT', '/users/11', name('Kate')),
        [
          ['POST', '/users', name('Alex')],
          ['GET', '/users/12'],
        ],
      ],
    ],
    ['negative', [single('PUT', '/users/-3', name('Kate')), single('GET', '/users/-99999999999999999999')]],
    ['huge id', [single('PATCH', '/users/9007199254740992', '{}')]],
    ['not an object', [single('POST', '/users', 'true'), single('PUT', '/users/3', '[]')]],
    ['empty name', [single('PATCH', '/users/9', name(''))]],
    [
      'much longer',
      [single('PATCH', '/users/3', name('L'.repeat(52))), single('POST', '/users', name('é'.repeat(150)))],
    ],
    [
      'changed in this sandbox',
      [
        [
          ['PATCH', '/users/5', '{}'],
          ['GET', '/users/5'],
        ],
        [
          ['PUT', '/users/4', name('  ')],
          ['GET', '/users/4'],
        ],
      ],
    ],
  ];

  it('names a class for every case', () => {
    expect(CASE_CLASSES.map(([words]) => caseNamed(words))).toEqual(
      userCrud.cases.map((_, index) => index + 1),
    );
  });

  it.each(CASE_CLASSES.flatMap(([words, sequences]) => sequences.map((requests) => ({ words, requests }))))(
    '$requests lands on the case "$words"',
    ({ words, requests }) => {
      expect(sendInOrder(...requests).caseIndex).toBe(caseNamed(words));
    },
  );

  const bugNamed = (words: string): number =>
    userCrud.bugs.findIndex((each) => findingText(each, 'en').includes(words)) + 1;

  it.each<[string, Request]>([
    ['blank name that POST refuses', ['PUT', '/users/9', name('\t')]],
    ['wipes', ['PATCH', '/users/10', '{}']],
    ['cut to 30', ['POST', '/users', name('Q'.repeat(40))]],
    ['other characters after its digits', ['PUT', '/users/4xyz', name('Kate')]],
    ['other characters after its digits', ['DELETE', '/users/2.0']],
  ])('shows the bug "%s" with %j', (words, request) => {
    expect(bugNamed(words)).toBeGreaterThan(0);
    expect(sendInOrder(request).bugIndex).toBe(bugNamed(words));
  });

  it('tells a deleted user from one never given out and from the next id, on the sandbox as it is now', () => {
    expect(sendInOrder(['GET', '/users/5']).caseIndex).toBe(caseNamed('starting users'));
    expect(sendInOrder(['DELETE', '/users/5'], ['GET', '/users/5']).caseIndex).toBe(caseNamed('deleted'));
    expect(sendInOrder(['GET', '/users/11']).caseIndex).toBe(caseNamed('just after the last'));
    expect(sendInOrder(['POST', '/users', name('A')], ['GET', '/users/11']).caseIndex).toBe(
      caseNamed('created in this sandbox'),
    );
    // Reset-like: the same request in a fresh sandbox is the boundary again.
    expect(send('GET', '/users/11').caseIndex).toBe(caseNamed('just after the last'));
  });

  it.each<[string, Request[]]>([
    [
      'deleted',
      [
        ['DELETE', '/users/5'],
        ['GET', '/users/5'],
      ],
    ],
    [
      'deleted',
      [
        ['POST', '/users', name('Ana')],
        ['DELETE', '/users/11'],
        ['PUT', '/users/11', name('Bo')],
      ],
    ],
    [
      'created in this sandbox',
      [
        ['POST', '/users', name('Ana')],
        ['POST', '/users', name('Bo')],
        ['GET', '/users/12'],
      ],
    ],
    [
      'created in this sandbox',
      [
        ['POST', '/users', name('Ana')],
        ['PATCH', '/users/11', name('Eve')],
        ['GET', '/users/11'],
      ],
    ],
    [
      'changed in this sandbox',
      [
        ['PATCH', '/users/7', name('Olena')],
        ['GET', '/users/7'],
      ],
    ],
    [
      'changed in this sandbox',
      [
        ['PUT', '/users/2', name('')],
        ['GET', '/users/2'],
      ],
    ],
  ])(
    'keeps with a state transition (%s) what recreates its state, so a restore finds it again',
    (words, requests) => {
      const found = sendInOrder(...requests);
      expect(found.caseIndex).toBe(caseNamed(words));
      const [method, endpoint, body = ''] = requests[requests.length - 1]!;
      const stored = { first: method, second: endpoint, third: body, before: found.before };
      expect(evaluateApiBatch(userCrud, [stored], 'en')[0]).toMatchObject({ caseIndex: caseNamed(words) });
      // Without them the request is judged on the starting data, and finds another case.
      const alone = { first: method, second: endpoint, third: body };
      expect(evaluateApiBatch(userCrud, [alone], 'en')[0]?.caseIndex).not.toBe(caseNamed(words));
    },
  );

  it('keeps nothing with a request whose case needs no earlier one', () => {
    expect(send('GET', '/users/3').before).toBeUndefined();
    expect(sendInOrder(['DELETE', '/users/3'], ['DELETE', '/users/4']).before).toBeUndefined();
  });
});
