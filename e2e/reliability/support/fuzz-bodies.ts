/**
 * Request bodies for one route: valid ones (so its handler runs), valid ones with a wrong field, and the bodies
 * of a careless or hostile client: not JSON, the wrong type, prototype keys, deep nesting, sizes at and past
 * the body limit, bytes that are not text.
 */
import fc from 'fast-check';
import { validValue, type JsonSchema } from './fuzz-schema';
import { PROTOTYPE_KEYS, prototypeObject, wrongValue } from './fuzz-values';

export interface FuzzBody {
  /** What kind of body it is, for the report of a failure. */
  kind: string;
  bytes: Buffer;
}

/** The API's default BODY_LIMIT (api/src/config.ts), which the fuzz's API process runs with. */
export const BODY_LIMIT = 16 * 1024;

const json =
  (kind: string) =>
  (value: unknown): FuzzBody => ({
    kind,
    bytes: Buffer.from(JSON.stringify(value) ?? 'null'),
  });
const text =
  (kind: string) =>
  (value: string): FuzzBody => ({ kind, bytes: Buffer.from(value) });

const BAD_JSON = [
  '{',
  '}',
  '{"first":',
  '{"first": "1",}',
  "{'first': '1'}",
  '{first: 1}',
  '{"first": NaN}',
  '{"first": Infinity}',
  '{"first": undefined}',
  '{"first": 0x10}',
  '{"first": "1" /* comment */}',
  '{"first": "\\ud800"}',
  '{"first": "\\x41"}',
  '{"a":1}{"a":2}',
  '[1, 2',
  'nul',
  'tru',
  '"unterminated',
  '\u0000',
  ' ',
  '',
  'a=1&b=2',
  '<?xml version="1.0"?><name>x</name>',
  '--boundary\r\nContent-Disposition: form-data; name="first"\r\n\r\n1\r\n--boundary--',
];

/** Bodies of every size around the limit, as one long JSON string field or a long array of numbers. */
const SIZES = [
  BODY_LIMIT - 100,
  BODY_LIMIT - 1,
  BODY_LIMIT,
  BODY_LIMIT + 1,
  BODY_LIMIT + 4096,
  4 * BODY_LIMIT,
];

const sized: fc.Arbitrary<FuzzBody> = fc
  .tuple(fc.constantFrom(...SIZES), fc.constantFrom('first', 'name', '__proto__'), fc.boolean())
  .map(([size, field, asArray]) => {
    const [open, close, filler] = asArray ? ['[', '1]', '1,'] : [`{"${field}":"`, '"}', 'x'];
    const room = size - open.length - close.length;
    const middle = filler.repeat(Math.ceil(room / filler.length)).slice(0, room);
    return { kind: `${size} bytes`, bytes: Buffer.from(open + middle + close) };
  });

const deep: fc.Arbitrary<FuzzBody> = fc
  .tuple(fc.constantFrom(64, 1000, 3000, 8000), fc.constantFrom('array', 'object', 'field'))
  .map(([depth, shape]) => {
    const nested =
      shape === 'object'
        ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
        : '['.repeat(depth) + ']'.repeat(depth);
    return {
      kind: `nested ${depth} deep (${shape})`,
      bytes: Buffer.from(shape === 'field' ? `{"first":${nested},"name":${nested}}` : nested),
    };
  });

/** Bytes that are not UTF-8 text, and JSON in another encoding than the one the API reads. */
const notUtf8: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ kind: 'random bytes', bytes: Buffer.from(bytes) })),
  fc.constantFrom(
    {
      kind: 'invalid UTF-8',
      bytes: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    },
    { kind: 'UTF-16 JSON', bytes: Buffer.from('{"first":"1","name":"x"}', 'utf16le') },
    { kind: 'JSON after a BOM', bytes: Buffer.from('\ufeff{"first":"1","name":"x"}') },
  ),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A valid object with one field given a wrong value, or with an extra field (often a prototype key). Written
 * as JSON text, so a '__proto__' key is an own field of the body rather than its prototype.
 */
const mutated = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> =>
  fc
    .tuple(
      valid,
      fc.boolean(),
      fc.nat(),
      fc.oneof(fc.constantFrom<string>(...PROTOTYPE_KEYS, 'unknownField'), fc.string({ maxLength: 8 })),
      wrongValue,
    )
    .map(([value, replace, index, extraKey, wrong]) => {
      const fields = isObject(value) ? value : {};
      const keys = Object.keys(fields);
      const key = (replace && keys[index % keys.length]) || extraKey;
      const others = keys.filter((each) => each !== key);
      const members = [
        `${JSON.stringify(key)}:${JSON.stringify(wrong) ?? 'null'}`,
        ...others.map((each) => `${JSON.stringify(each)}:${JSON.stringify(fields[each])}`),
      ];
      return { kind: `wrong field ${key}`, bytes: Buffer.from(`{${members.join(',')}}`) };
    });

/** The right value in the wrong shape: an array of it, a string of it, something else entirely. */
const wrongShape = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    fc.array(valid, { minLength: 1, maxLength: 3 }).map(json('array of valid bodies')),
    valid.map((value) => json('valid body as a JSON string')(JSON.stringify(value))),
    fc.constantFrom(null, true, 0, -1, 'text', [], {}).map(json('a JSON scalar')),
    prototypeObject.map(json('prototype keys')),
    wrongValue.map(json('a wrong value')),
  );

export const bodyFor = (schema: JsonSchema | undefined): fc.Arbitrary<FuzzBody | undefined> => {
  const valid = validValue(schema ?? { type: 'object', properties: {} });
  const hostile = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...BAD_JSON).map(text('not JSON')) },
    { weight: 3, arbitrary: wrongShape(valid) },
    { weight: 2, arbitrary: sized },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: notUtf8 },
  );
  if (schema === undefined) {
    return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostile });
  }
  return fc.oneof(
    { weight: 8, arbitrary: valid.map(json('valid')) },
    { weight: 4, arbitrary: mutated(valid) },
    { weight: 6, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};
