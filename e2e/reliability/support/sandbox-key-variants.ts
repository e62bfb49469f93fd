/**
 * Ways a request can present a tester key other than A's own: other keys, keys derived from A's, A's key where
 * the server does not read keys, and arbitrary mutations of it (fast-check). None of them may reach A's sandbox.
 * Also the presentations that HTTP itself makes equal to A's key, which must reach it.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Headers } from './sandbox-client';

export interface Presentation {
  name: string;
  headers: Headers;
  /** Appended to every path, e.g. `X-Tester-Key=<key>`. */
  query?: string;
}

const HEADER = 'X-Tester-Key';

const inHeader = (name: string, value: string | string[]): Presentation => ({
  name,
  headers: { [HEADER]: value },
});

const flipCase = (text: string, index: number): string => {
  const char = text.charAt(index);
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
  return `${text.slice(0, index)}${flipped}${text.slice(index + 1)}`;
};

/** The UTF-8 bytes of a Cyrillic "а" as the Latin-1 text a header carries: looks like A's key, is not. */
const CYRILLIC_A = Buffer.from('а', 'utf8').toString('latin1');

/** Keys derived from A's `key` (a UUID the server gave), tester B's own `other` key, and keys of other shapes. */
export const keyVariants = (key: string, other: string): Presentation[] => {
  const firstLetter = key.search(/[a-z]/i);
  return [
    inHeader("B's own key, given by the server", other),
    inHeader('a key B chose', 'tester-b-chose-this'),
    inHeader('a fresh UUID', randomUUID()),
    inHeader('upper case', key.toUpperCase()),
    inHeader("one letter's case flipped", flipCase(key, Math.max(firstLetter, 0))),
    inHeader('without its dashes', key.replaceAll('-', '')),
    inHeader('dashes as underscores', key.replaceAll('-', '_')),
    inHeader('last character cut', key.slice(0, -1)),
    inHeader('first character cut', key.slice(1)),
    inHeader('first 8 characters', key.slice(0, 8)),
    inHeader('first 7 characters (too short)', key.slice(0, 7)),
    inHeader('one character added', `${key}0`),
    inHeader('a dash added', `${key}-`),
    inHeader('a prefix added', `x${key}`),
    inHeader('extended to 64 characters', `${key}${'a'.repeat(64)}`.slice(0, 64)),
    inHeader('doubled (72 characters)', `${key}${key}`),
    inHeader('URL-encoded dashes', key.replaceAll('-', '%2D')),
    inHeader(
      'URL-encoded throughout',
      [...key].map((char) => `%${char.charCodeAt(0).toString(16)}`).join(''),
    ),
    inHeader('in braces', `{${key}}`),
    inHeader('as a URN', `urn:uuid:${key}`),
    inHeader('base64url of it', Buffer.from(key).toString('base64url')),
    inHeader('a space inside', `${key.slice(0, 10)} ${key.slice(10)}`),
    inHeader('a tab inside', `${key.slice(0, 10)}\t${key.slice(10)}`),
    inHeader('a Cyrillic letter for the first', `${CYRILLIC_A}${key.slice(1)}`),
    inHeader('a Latin-1 letter added', `${key}é`),
    inHeader('a semicolon added', `${key};`),
    inHeader('a list of two keys', `${key},${other}`),
    inHeader('a wildcard', '*'),
    inHeader('a regular expression', `.*${key.slice(0, 8)}.*`),
    inHeader('"undefined"', 'undefined'),
    inHeader('"null" padded', 'null0000'),
    inHeader('empty', ''),
    inHeader("twice: B's, then A's", [other, key]),
    inHeader("twice: A's, then B's", [key, other]),
    inHeader("twice: A's both times", [key, key]),
    inHeader("twice: empty, then A's", ['', key]),
    { name: 'no key at all', headers: {} },
    { name: 'in the query string', headers: {}, query: `${HEADER}=${key}` },
    {
      name: 'in the query string, other names',
      headers: {},
      query: `testerKey=${key}&key=${key}&x-tester-key=${key}`,
    },
    { name: 'in a cookie', headers: { cookie: `${HEADER}=${key}` } },
    { name: 'in cookies of other names', headers: { cookie: `testerKey=${key}; tester_key=${key}` } },
    { name: 'as a bearer token', headers: { authorization: `Bearer ${key}` } },
    { name: 'header X-Tester-Key2', headers: { 'X-Tester-Key2': key } },
    { name: 'header X-Tester_Key', headers: { 'X-Tester_Key': key } },
    { name: 'header X-TesterKey', headers: { 'X-TesterKey': key } },
    { name: 'header Tester-Key', headers: { 'Tester-Key': key } },
    { name: 'header X-Tester-Keys', headers: { 'X-Tester-Keys': key } },
  ];
};

/**
 * A's key as HTTP defines header fields: the name is case-insensitive and the whitespace around a value is not
 * part of it (RFC 9110 §5.1, §5.5; Node's parser strips it before the server sees the value).
 */
export const sameKeyByHttp = (key: string): Presentation[] => [
  { name: 'header name in lower case', headers: { 'x-tester-key': key } },
  { name: 'header name in upper case', headers: { 'X-TESTER-KEY': key } },
  inHeader('spaces around the value', `   ${key}   `),
  inHeader('tabs around the value', `\t${key}\t`),
];

/** What a tester key is made of (TESTER_KEY_PATTERN of the catalogue). */
const KEY_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

/** Any character a header value can carry (Node refuses control characters and anything above U+00FF). */
const headerChar = fc
  .integer({ min: 0x20, max: 0xff })
  .filter((code) => code !== 0x7f)
  .map((code) => String.fromCharCode(code));

const stripHttpWhitespace = (value: string) => value.replace(/^[ \t]+/, '').trimEnd();

/** Mutations of `key`: a character replaced, added or removed, its case flipped, a part of it, wrapped... */
export const keyMutations = (key: string): fc.Arbitrary<string> => {
  const index = fc.nat({ max: key.length - 1 });
  const keyChar = fc.constantFrom(...KEY_CHARS);
  const around = fc.string({ unit: headerChar, maxLength: 4 });
  return fc
    .oneof(
      fc.tuple(index, keyChar).map(([at, char]) => `${key.slice(0, at)}${char}${key.slice(at + 1)}`),
      fc
        .tuple(fc.nat({ max: key.length }), keyChar)
        .map(([at, char]) => `${key.slice(0, at)}${char}${key.slice(at)}`),
      index.map((at) => `${key.slice(0, at)}${key.slice(at + 1)}`),
      index.map((at) => flipCase(key, at)),
      fc.tuple(index, index).map(([from, to]) => key.slice(Math.min(from, to), Math.max(from, to) + 1)),
      fc.tuple(around, around).map(([before, after]) => `${before}${key}${after}`),
      fc.tuple(index, headerChar).map(([at, char]) => `${key.slice(0, at)}${char}${key.slice(at + 1)}`),
      fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    )
    .filter((variant) => stripHttpWhitespace(variant) !== key);
};
