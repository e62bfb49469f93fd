/**
 * The request target (path and query) for one route: its parameters valid or not (unknown ids, huge numbers,
 * encoded traversal, Unicode, malformed escapes, raw bytes), the path itself sometimes bent (a trailing slash,
 * another case, a segment more or less, elsewhere altogether) and a query valid or hostile.
 */
import fc from 'fast-check';
import type { RouteTemplate } from './fuzz-routes';
import { validValue, type JsonSchema } from './fuzz-schema';
import { numberLikeText } from './fuzz-values';

const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '00001',
  '1.5',
  '1e3',
  '3abc',
  '9'.repeat(30),
  '18446744073709551616',
  '%20',
  '%00',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5c..%5cpackage.json',
  '%252e%252e%252f',
  '%25zz',
  '%25E0%25A4%25A',
  '..',
  '.',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE%2F',
  '%FF%FE',
  '%uFFFF',
  '%F0%9F%92%A9',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '*',
  ';',
  '\\',
  'a'.repeat(17_000),
];

/** Bytes past ASCII sent as they are, which no browser does (it escapes them). */
const rawLatin1 = fc.string({
  unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 6,
});

const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 2, arbitrary: numberLikeText.map(encodeURIComponent) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map(encodeURIComponent),
  },
  { weight: 1, arbitrary: rawLatin1 },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 6000 }).map((length) => 'a'.repeat(length)) },
);

const segmentFor = (schema: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: validValue(schema).map((value) => encodeURIComponent(String(value))) },
    { weight: 3, arbitrary: hostileSegment },
  );

const MUTATIONS = [
  'trailing slash',
  'double slash',
  'upper case',
  'extra segment',
  'parent',
  'dot segments',
  'encoded slashes',
  'elsewhere',
] as const;
type Mutation = (typeof MUTATIONS)[number] | 'none';

const mutate = (path: string, mutation: Mutation, segment: string, elsewhere: string): string => {
  switch (mutation) {
    case 'none':
      return path;
    case 'trailing slash':
      return `${path}/`;
    case 'double slash':
      return `/${path}`;
    case 'upper case':
      return path.toUpperCase();
    case 'extra segment':
      return `${path}/${segment}`;
    case 'parent':
      return path.replace(/\/[^/]*$/, '') || '/';
    case 'dot segments':
      return `${path}/../${segment}`;
    case 'encoded slashes':
      return `/${path.slice(1).replaceAll('/', '%2F')}`;
    case 'elsewhere':
      return elsewhere.startsWith('/') ? elsewhere : `/${elsewhere}`;
  }
};

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('none' as const) },
  { weight: 4, arbitrary: fc.constantFrom(...MUTATIONS) },
);

const HOSTILE_QUERIES = [
  '__proto__[polluted]=1',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  'caseIndex=1&caseIndex=2',
  'caseIndex=',
  'caseIndex=-1',
  'caseIndex=99999',
  'caseIndex=1e3',
  'caseIndex=%00',
  'caseIndex[]=1',
  '%',
  'a=%zz',
  '&&&==&',
  'a[b][c][d]=1',
  'a=1&'.repeat(400),
  `x=${'y'.repeat(8000)}`,
];

const toQuery = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

const queryFor = (valid: RouteTemplate['query']): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 6, arbitrary: fc.constant('') },
      {
        weight: valid ? 6 : 1,
        arbitrary: validValue({ type: 'object', properties: { ...valid } }).map((value) =>
          toQuery(value as Record<string, unknown>),
        ),
      },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_QUERIES) },
      { weight: 1, arbitrary: fc.webQueryParameters() },
      {
        weight: 1,
        arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), numberLikeText, { maxKeys: 4 }).map(toQuery),
      },
    )
    .map((query) => (query === '' ? '' : `?${query}`));

/** The template filled in: its parameters by name, in the order the template has them. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');

export const targetFor = (route: RouteTemplate): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(Object.entries(route.params).map(([name, schema]) => [name, segmentFor(schema)])),
      ),
      mutation,
      hostileSegment,
      fc.webPath(),
      queryFor(route.query),
    )
    .map(
      ([values, how, segment, elsewhere, query]) =>
        mutate(fill(route.template, values), how, segment, elsewhere) + query,
    );
