/**
 * Hostile building blocks the fuzz's bodies, paths and headers are made of: text that looks like a number, the
 * prototype's keys, values of the wrong type, text that is very long or not text at all.
 */
import fc from 'fast-check';

/** Text a parser may take for a number, or for something else than it is. */
const NUMBER_LIKE = [
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0x1F',
  '0b101',
  '0o17',
  '1_000',
  '1e3',
  '١٢٣',
  '１２３',
  ' 42 ',
  '4 2',
  '+',
  '-',
  '.',
  '1.',
  '.5',
  '1,5',
  '9007199254740993',
  '99999999999999999999999999999999',
  '-9223372036854775809',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
];

export const numberLikeText = fc.oneof(
  fc.constantFrom(...NUMBER_LIKE),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
);

/** Keys that reach Object.prototype when code copies them carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * An object with a prototype key of its own. JSON.parse makes `__proto__` an own property (an object literal
 * would set the prototype instead), so JSON.stringify writes it back as the hostile client sends it.
 */
export const prototypeObject: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom('polluted', 'prototype', 'toString'))
  .map(([key, inner]) => JSON.parse(`{"${key}":{"${inner}":{"isAdmin":true}},"name":"x"}`) as unknown);

/** Up to and past every length limit the API has (a field's 256, a name's 50, an id's digits). */
export const longText = fc
  .tuple(fc.constantFrom('a', '9', 'я', '😀', ' ', '\\'), fc.integer({ min: 40, max: 1200 }))
  .map(([unit, times]) => unit.repeat(times));

/** A value of any type where the API wants a particular one. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  numberLikeText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  longText,
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number),
  fc.constantFrom(null, true, false, 0, -1, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(numberLikeText, { maxLength: 4 }),
  prototypeObject,
);

/** One character a header value may carry on the wire: printable ASCII, tab and Latin-1. */
const headerCharacter = fc
  .integer({ min: 0x1f, max: 0xff })
  .filter((code) => code !== 0x7f)
  .map((code) => (code === 0x1f ? '\t' : String.fromCharCode(code)));

export const headerText = (maxLength: number) => fc.string({ unit: headerCharacter, maxLength });
