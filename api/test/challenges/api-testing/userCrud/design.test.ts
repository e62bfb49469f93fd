import { rules as userCrud } from '../../../../src/challenges/api-testing/userCrud/rules';
import { exchangeOf } from '../../../../src/challenges/engine/api';
import { freshSandbox } from '../../../../src/sandbox/sandbox';
import { design as userCrudDesign } from '../../../../src/challenges/api-testing/userCrud/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const name = (length: number) => JSON.stringify({ name: 'A'.repeat(length) });

const HAPPY_PATH = [
  row('listed', 'GET', '/users'),
  row('found', 'GET', '/users/1'),
  row('created', 'POST', '/users', '{"name": "Alex"}'),
  row('updated', 'PUT', '/users/1', '{"name": "Kate"}'),
  row('deleted', 'DELETE', '/users/2'),
];

/** A whole user's life in one table, then the rules of ids, names and methods one at a time. */
const FULL = [
  row('created', 'POST', '/users', '{"name": "Alex"}'),
  row('found', 'GET', '/users/11'),
  row('validationError', 'PUT', '/users/11', '{"name": "  "}'),
  row('deleted', 'DELETE', '/users/11'),
  row('notFound', 'GET', '/users/11'),
  row('notFound', 'PUT', '/users/99', '{"name": "Kate"}'),
  row('validationError', 'GET', '/users/3abc'),
  row('validationError', 'GET', '/users/0'),
  row('created', 'POST', '/users', name(50)),
  row('validationError', 'POST', '/users', name(51)),
  row('validationError', 'POST', '/users', '{}'),
  row('validationError', 'POST', '/users', '{"name": "Alex", "email": "alex@example.com"}'),
  row('methodNotAllowed', 'DELETE', '/users'),
];

describe('the userCrud test design', () => {
  checkDesign(userCrudDesign, userCrud, {
    full: FULL,
    happyPath: HAPPY_PATH,
    wrong: row('found', 'GET', '/users/99'),
    // The id after the last user's is 11 only while nobody was added: a tester checks it before creating any.
    expertOrder: (values) => [
      ...(userCrud.cases[20]?.examples ?? []).map(({ first = '', second = '', third = '' }) => ({
        first,
        second,
        third,
      })),
      ...values,
    ],
  });

  it('runs each table from users 1 to 10 again, so the same table answers the same', () => {
    const table = [row('created', 'POST', '/users', '{"name": "Alex"}'), row('found', 'GET', '/users/11')];
    const first = runTests(userCrudDesign, table);
    expect(first.rows.every((verdict) => verdict.validOnReference)).toBe(true);
    expect(runTests(userCrudDesign, table)).toEqual(first);
  });

  it('answers with the status the User API gives, wherever none of its planted bugs fires', () => {
    const values = FULL.map((test) => test.values);
    const app = freshSandbox();
    const appAnswers = values.map((each) => exchangeOf(userCrud, app, each, 'en').response);
    const reference = userCrudDesign.reference.outcomesOf(values);
    const statuses: Record<string, number> = {
      created: 201,
      found: 200,
      updated: 200,
      deleted: 204,
      validationError: 400,
      notFound: 404,
      methodNotAllowed: 405,
    };
    appAnswers.forEach((response, index) => {
      if (response.flaw) return;
      expect([index, statuses[reference[index] ?? '']]).toEqual([index, response.status]);
    });
    // The rows on the app's planted bugs: PUT of a blank name, /users/3abc, a name of 50 cut to 30.
    expect(appAnswers.flatMap((response) => response.flaw ?? [])).toEqual([
      'blankNameAccepted',
      'lenientId',
      'nameCut',
    ]);
  });

  it('answers 409 once the names fill the sandbox', () => {
    // 50 characters of four UTF-8 bytes each: 200 bytes a user against the sandbox's 8 KiB of names.
    const wide = JSON.stringify({ name: '😀'.repeat(50) });
    const rows = Array.from({ length: 45 }, () => row('created', 'POST', '/users', wide).values);
    const outcomes = userCrudDesign.reference.outcomesOf(rows);
    expect(outcomes[0]).toBe('created');
    expect(outcomes.at(-1)).toBe('conflict');
  });

  it('puts a row that shows a planted bug of the app in that bug’s class, others in the case they reach', () => {
    const classes = userCrudDesign.classesOf([
      { first: 'GET', second: '/users/3abc', third: '' },
      { first: 'GET', second: '/users/abc', third: '' },
      { first: 'PATCH', second: '/users/3', third: '{}' },
    ]);
    expect(classes[0]?.kind).toBe('bug');
    expect(classes[1]?.kind).toBe('case');
    expect(classes[2]?.kind).toBe('bug');
  });

  it('names the techniques a happy path misses, and the classes it leaves', () => {
    const run = runTests(userCrudDesign, HAPPY_PATH);
    expect(run.missed.map(({ technique }) => technique)).toEqual(
      expect.arrayContaining(['boundaryValues', 'stateTransition', 'errorGuessing']),
    );
    expect(run.uncoveredClasses.cases.length).toBeGreaterThan(0);
    expect(run.uncoveredClasses.bugs).toEqual([1, 2, 3, 4]);
  });

  it('marks a row of a class an earlier row covers as redundant', () => {
    const run = runTests(userCrudDesign, [...HAPPY_PATH, row('listed', 'GET', '/users?page=2')]);
    expect(run.redundant).toEqual([5]);
  });

  it('on build 2 takes a name of up to 100 characters, and ships an id check that answers 404 for id 0', () => {
    const build = userCrudDesign.build2;
    const values = [
      row('created', 'POST', '/users', name(100)),
      row('validationError', 'PATCH', '/users/3', name(101)),
      row('deleted', 'DELETE', '/users/11'),
      row('validationError', 'GET', '/users/0'),
    ].map((test) => test.values);
    const reference = ['created', 'validationError', 'deleted', 'validationError'];
    expect(build?.reference.outcomesOf(values)).toEqual(reference);
    expect(build?.shipped.outcomesOf(values)).toEqual(['created', 'validationError', 'deleted', 'notFound']);
    // Each run starts from users 1 to 10 again: user 11 is the one this table creates, so it can delete it again.
    expect(build?.reference.outcomesOf(values)).toEqual(reference);
  });
});
