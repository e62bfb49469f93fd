/**
 * The challenge part of the load: a class submitting the triangle challenge's form (POST {challenge url}, the
 * public check call; the answers call needs a signed-in user). Every body is valid and gets a 200 with the app's
 * answer: a kind of triangle, not a triangle, a side that is not a number, in the four languages.
 */
import type autocannon from 'autocannon';
import type { Probe } from './load-run';

export const TRIANGLE_PATH = '/api/exploratory/v1/triangle';

const SUBMISSIONS: Array<[first: string, second: string, third: string, language: string]> = [
  ['3', '3', '3', 'en'],
  ['5', '5', '8', 'ua'],
  ['3', '4', '5', 'ru'],
  ['1', '2', '3', 'pl'],
  ['2,5', '2.5', '4', 'en'],
  ['0', '4', '5', 'uk-UA,uk;q=0.9'],
  ['abc', '4', '5', 'pl-PL'],
  ['1000000', '1000000', '1999999', 'en-GB'],
];

const submission = ([first, second, third, language]: (typeof SUBMISSIONS)[number]) => ({
  method: 'POST' as const,
  path: TRIANGLE_PATH,
  headers: { 'content-type': 'application/json', 'accept-language': language },
  body: JSON.stringify({ first, second, third }),
});

export const triangleLoad = (): { probe: Probe; requests: autocannon.Request[] } => ({
  probe: submission(['3', '3', '3', 'en']),
  requests: SUBMISSIONS.map(submission),
});
