import { EMPTY_TEXT, LANGUAGES, type ChallengePayload } from '@qa/shared/catalogue';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ChallengeDefinition, ExampleInput } from '../../src/challenges/engine/definition';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import { findingText } from '../../src/challenges/engine/techniques';
import { buildApp } from '../helper';

/** Case and instruction counts SPEC §4, §5 and §9 give; the other challenges choose theirs in their definition. */
const SPEC_TOTALS: Readonly<Record<string, number>> = {
  adder: 7,
  divider: 9,
  updateNickname: 6,
  passwordRestore: 12,
  multiplier: 8,
  divide: 10,
  passwordValidation: 14,
  subtraction: 7,
  summation: 7,
  triangle: 12,
  division: 12,
  calculator: 13,
  restorePassword: 14,
  newsletter: 20,
  plusser: 10,
};

let app: FastifyInstance;
beforeAll(async () => {
  // Hundreds of requests from one address: the rate limit has its own tests.
  app = await buildApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, language = 'en', testerKey?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(testerKey && { 'x-tester-key': testerKey }),
    },
  });

const get = (url: string, language = 'en') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

/**
 * What the browser sends for an example: every field of the form, the localized word for an empty one; on
 * generator and gherkin forms the option indexes and the chosen result.
 */
const submission = (
  definition: ChallengeDefinition,
  example: ExampleInput,
  caseNumber: number,
): ChallengePayload => ({
  ...Object.fromEntries(definition.fields.map((slot) => [slot, example[slot] || EMPTY_TEXT.en])),
  ...(definition.evaluator === 'learn' && { caseNumber }),
  ...(example.expectedResult !== undefined && { expectedResult: example.expectedResult }),
});

/** A learn bug shows in the answer to a step: the first step its example follows. */
const stepOf = (definition: ChallengeDefinition, example: ExampleInput): number => {
  if (definition.evaluator !== 'learn') return 1;
  const step = definition.cases.findIndex((each) =>
    definition.fields.every((slot) => each.accepts[slot]?.(example[slot] ?? '') ?? true),
  );
  return step + 1;
};

const CHALLENGES = REGISTERED_CHALLENGES.map(({ entry, definition }) => ({
  key: entry.key,
  url: `/${entry.path}`,
  definition,
}));

/** Every case and bug of every challenge with its example input and what the answer must say. */
const EXAMPLES = CHALLENGES.flatMap(({ key, url, definition }) => [
  ...definition.cases.map((found, index) => ({
    key,
    url,
    name: `case ${index + 1}`,
    payload: submission(definition, found.examples[0], index + 1),
    // A state transition's requests before it, sent first in the same sandbox.
    before: (found.examples[0].before ?? []).map((request) => submission(definition, request, index + 1)),
    expected: { caseIndex: index + 1, caseText: findingText(found, 'en') },
  })),
  ...definition.bugs.map((bug, index) => ({
    key,
    url,
    name: `bug ${index + 1}`,
    payload: submission(definition, bug.examples[0], stepOf(definition, bug.examples[0])),
    before: [] as ChallengePayload[],
    expected: { bugIndex: index + 1, bugText: findingText(bug, 'en') },
  })),
]);

describe('every example answer reaches its case or bug', () => {
  it.each(EXAMPLES)('$key $name', async ({ key, name, url, payload, before, expected }) => {
    const testerKey = before.length > 0 ? `every-challenge-${key}-${name.replace(' ', '-')}` : undefined;
    for (const request of before) await post(url, request, 'en', testerKey);
    const response = await post(url, payload, 'en', testerKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
    expect(response.json().message).toMatch(/\S/);
  });

  it.each(CHALLENGES)('$key/batch restores them all', async ({ key, url }) => {
    // The batch judges each stored answer alone in a fresh sandbox, so a state check's answer, which needs the
    // requests before it, is not restored: that needs the engine to keep and replay them.
    const examples = EXAMPLES.filter((example) => example.key === key && example.before.length === 0);
    const response = await post(
      `${url}/batch`,
      examples.map((example) => example.payload),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(examples.map((example) => example.expected));
  });
});

describe('totals and public lists', () => {
  it('serves every challenge SPEC gives a count for', () => {
    expect(CHALLENGES.map(({ key }) => key)).toEqual(expect.arrayContaining(Object.keys(SPEC_TOTALS)));
  });

  it.each(CHALLENGES)('$key lists as many cases as it counts', async ({ key, url, definition }) => {
    const info = (await get(url)).json();
    expect(info.casesTotal).toBe(SPEC_TOTALS[key] ?? definition.cases.length);
    // Learn steps and scripted cases are public; the other modes' cases are there to be discovered.
    const listed = definition.evaluator === 'learn' || definition.evaluator === 'scripted';
    expect(info.cases).toHaveLength(listed ? info.casesTotal : 0);
    expect(info.bugsTotal).toBe(definition.bugs.length);
    if (definition.resultDropdown) {
      expect(info.caseText).toBe(definition.dropdowns?.first?.join(','));
      expect(info.caseOptions).toBe(definition.dropdowns?.second?.join(','));
      expect(info.caseResults.split(',')).toHaveLength(definition.resultDropdown.results.length);
    } else {
      const options = [...new Set(Object.values(definition.dropdowns ?? {}).flat())];
      expect(info.caseOptions).toBe(options.length > 0 ? options.join(',') : undefined);
    }
  });
});

describe('every text in four languages', () => {
  it.each(CHALLENGES)('$key lists its cases in each language', async ({ url }) => {
    const lists = await Promise.all(LANGUAGES.map(async (language) => (await get(url, language)).json()));
    const [english, ...others] = lists.map((info: { cases: string[] }) => info.cases);
    for (const cases of others) {
      cases?.forEach((text, index) => expect(text).not.toBe(english?.[index]));
    }
  });

  it.each(EXAMPLES)('$key $name is answered in each language', async ({ url, payload }) => {
    const answers = await Promise.all(
      LANGUAGES.map(async (language) => (await post(url, payload, language)).json()),
    );
    for (const answer of answers) expect(answer.message).toMatch(/\S/);
    const texts = answers.map(
      (answer: { caseText?: string; bugText?: string }) => answer.caseText ?? answer.bugText,
    );
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });
});

/** A handled request: a normal answer (`field` says which), or a 4xx with the one error body. Never a 500. */
const expectHandled = (response: LightMyRequestResponse, field: 'message' | 'cases' = 'message') => {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  if (response.statusCode >= 400) {
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  } else {
    expect(response.statusCode).toBe(200);
    for (const item of Array.isArray(body) ? body : [body]) expect(item[field]).toBeDefined();
  }
};

const LONG = 'x'.repeat(10_000);

/** Bodies built from a challenge's own valid submission, so each breaks exactly one thing. */
function hostilePayloads(definition: ChallengeDefinition): Array<[string, unknown]> {
  const valid = submission(definition, definition.cases[0]?.examples[0] ?? {}, 1);
  const perField = definition.fields.flatMap((slot): Array<[string, unknown]> => [
    ...[5, true, null, ['x'], { value: 'x' }, LONG, ''].map((value): [string, unknown] => [
      `${slot} = ${JSON.stringify(value).slice(0, 20)}`,
      { ...valid, [slot]: value },
    ]),
    [`no ${slot}`, Object.fromEntries(Object.entries(valid).filter(([name]) => name !== slot))],
  ]);
  return [
    ['null', null],
    ['a number', 42],
    ['a string', 'first'],
    ['an empty object', {}],
    ['an empty list', []],
    ['a list holding the valid payload', [valid]],
    ['an unknown field', { ...valid, admin: true }],
    ['a 10 kB unknown field', { ...valid, note: LONG }],
    ['an expected result as a string', { ...valid, expectedResult: '1' }],
    ['an expected result out of range', { ...valid, expectedResult: 99 }],
    ['caseNumber as a string', { ...valid, caseNumber: '1' }],
    ['caseNumber 99', { ...valid, caseNumber: 99 }],
    ['every slot, even those the form lacks', { first: 'a', second: 'b', third: 'c', caseNumber: 1 }],
    ...perField,
  ];
}

const HOSTILE_ROWS = CHALLENGES.flatMap(({ key, url, definition }) =>
  hostilePayloads(definition).map(([name, body]) => ({ key, url, name, body })),
);

describe('hostile inputs on every route get a 4xx JSON or a normal result', () => {
  it.each(HOSTILE_ROWS)('POST $key: $name', async ({ url, body }) => {
    expectHandled(await post(url, body));
  });

  it.each(HOSTILE_ROWS)('POST $key/batch: [$name]', async ({ url, body }) => {
    expectHandled(await post(`${url}/batch`, [body]));
  });

  it.each(HOSTILE_ROWS.filter(({ name }) => !name.startsWith('a list')))(
    'POST $key/batch: $name instead of a list',
    async ({ url, body }) => {
      expectHandled(await post(`${url}/batch`, body));
    },
  );

  it.each(CHALLENGES)('GET $key with a query, odd languages and a body', async ({ url }) => {
    for (const language of ['*', 'xx-YY;q=abc', ','.repeat(1000), 'uk;q=0']) {
      expectHandled(await get(`${url}?caseIndex=abc&first=${LONG}`, language), 'cases');
    }
    expectHandled(
      await app.inject({
        method: 'GET',
        url,
        payload: LONG,
        headers: { 'content-type': 'application/json' },
      }),
      'cases',
    );
  });

  it.each(CHALLENGES)('POST $key/batch with 51 items', async ({ url, definition }) => {
    const valid = submission(definition, definition.cases[0]?.examples[0] ?? {}, 1);
    const response = await post(`${url}/batch`, Array(51).fill(valid));
    expect(response.statusCode).toBe(400);
    expectHandled(response);
  });
});
