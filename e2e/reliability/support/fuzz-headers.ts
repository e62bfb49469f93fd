/**
 * Request headers: Content-Type right, odd, wrong or missing; Accept-Language valid or garbage; a signed-in or
 * forged Authorization; X-Tester-Key valid, malformed or missing; and a few others a client may send.
 */
import fc from 'fast-check';
import { authorization } from './fuzz-tokens';
import { headerText } from './fuzz-values';

export type FuzzHeaders = Record<string, string | string[]>;

const ODD_CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json;charset="utf-8"',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'APPLICATION/JSON',
  'application/json ',
  'application/json; boundary=x; q=0.1; charset=utf-8; charset=ascii',
  'application/jsonp',
  'application/vnd.api+json',
  'application/problem+json',
  'application/x-json',
  'json',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=boundary',
  'application/octet-stream',
  '*/*',
  '',
  ';;;',
  '/',
];

const contentType = (hasBody: boolean): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: hasBody ? 12 : 1, arbitrary: fc.constant('application/json') },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES) },
    { weight: 2, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES) },
    { weight: 1, arbitrary: headerText(60) },
    { weight: hasBody ? 2 : 12, arbitrary: fc.constant(undefined) },
  );

const LANGUAGES = [
  'en',
  'ua',
  'uk',
  'ru',
  'pl',
  'pl-PL,pl;q=0.9,en;q=0.8',
  'uk-UA;q=0.5, ru;q=0.7',
  'de-DE,de;q=0.9',
  '*',
  'en;q=0',
  'ru;q=NaN, pl;q=1e9',
  'pl;q=-1',
  ',,,;;;',
  'zh-Hant-TW-x-private-1',
  'x'.repeat(300),
  `${'en;q=0.1,'.repeat(200)}pl`,
];

const acceptLanguage: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...LANGUAGES) },
  { weight: 1, arbitrary: headerText(120) },
  { weight: 3, arbitrary: fc.constant(undefined) },
);

/** A few testers, so a sandbox fills up (users, names, findings) across requests. */
const TESTER_KEYS = ['fuzz-tester-1', 'fuzz-tester-2', 'fuzz-tester-3', 'fuzz_TESTER_4'];

const testerKey = (sandboxRoute: boolean): fc.Arbitrary<string | string[] | undefined> =>
  fc.oneof(
    { weight: sandboxRoute ? 8 : 1, arbitrary: fc.constantFrom(...TESTER_KEYS) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          'short',
          'x'.repeat(65),
          'fuzz tester 1',
          'fuzz-tester-1\t',
          'käse-tester',
          '../../etc',
        ),
        fc.constant<string[]>(['fuzz-tester-1', 'fuzz-tester-2']),
        fc.uuid(),
        headerText(70),
      ),
    },
    { weight: sandboxRoute ? 3 : 10, arbitrary: fc.constant(undefined) },
  );

/** Other headers a client may send: what it accepts, where it comes from, what it has cached. */
const others: fc.Arbitrary<Partial<Record<string, string>>> = fc.record(
  {
    accept: fc.constantFrom('application/json', 'text/html', 'application/xml', '*/*', 'image/png', ''),
    origin: fc.constantFrom('http://localhost:3000', 'http://evil.example', 'null', 'file://'),
    'access-control-request-method': fc.constantFrom('POST', 'PUT', 'DELETE', 'FOO'),
    'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"x", W/"y"', ''), headerText(40)),
    'x-forwarded-for': fc.oneof(fc.ipV4(), headerText(40)),
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'nonsense'),
    expect: fc.constant('100-continue'),
  },
  { requiredKeys: [] },
);

export const headersFor = ({
  hasBody,
  signedInRoute,
  sandboxRoute,
}: {
  hasBody: boolean;
  signedInRoute: boolean;
  sandboxRoute: boolean;
}): fc.Arbitrary<FuzzHeaders> =>
  fc
    .tuple(
      contentType(hasBody),
      acceptLanguage,
      authorization(signedInRoute),
      testerKey(sandboxRoute),
      fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: others }),
    )
    .map(([type, language, auth, key, rest]) => {
      const named: Record<string, string | string[] | undefined> = {
        ...rest,
        'content-type': type,
        'accept-language': language,
        authorization: auth,
        'x-tester-key': key,
      };
      const present = Object.entries(named).filter(
        (entry): entry is [string, string | string[]] => entry[1] !== undefined,
      );
      return Object.fromEntries(present);
    });
