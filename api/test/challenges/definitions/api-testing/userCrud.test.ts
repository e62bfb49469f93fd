import { userCrud, endpointPath } from '../../../../src/challenges/definitions/api-testing/userCrud';
import { evaluateApi } from '../../../../src/challenges/engine/api';
import { freshSandbox } from '../../../../src/sandbox/sandbox';

const send = (first: string, second: string, third = '') =>
  evaluateApi(userCrud, freshSandbox(), { first, second, third }, 'en');

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

  it('reaches every case and every bug with the classic requests', () => {
    const results = CLASSIC.map((request) => send(...request));
    expect(new Set(results.map((result) => result.caseIndex).filter(Boolean)).size).toBe(
      userCrud.cases.length,
    );
    expect(new Set(results.map((result) => result.bugIndex).filter(Boolean)).size).toBe(userCrud.bugs.length);
  });

  it('answers a body that is not JSON the way the API would, and finds nothing', () => {
    expect(send('POST', '/users', '{"name": Alex}')).toEqual({
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
});
