import { createHmac } from 'node:crypto';
import { MAX_SHARE_TOKEN_LENGTH, signShare, verifyShare } from '../../src/interview/share-token';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(40);
const OTHER = 'x'.repeat(32);
const ID = '0b6f3c2e-6a47-4c1e-9b9a-3f0f6d1e2a55';
const NOW = new Date('2026-11-27T08:00:00Z');
const EXPIRES = new Date('2026-12-04T08:00:00Z');

const EXP = EXPIRES.getTime() / 1000;
const signed = signShare(ID, EXPIRES, [NEW, OLD]);
const payload = `${ID}~${EXP}`;
const mac = signed.slice(payload.length + 1);

/** A token with `text` as its payload, signed properly with `secret`, so only the payload's content is wrong. */
const forged = (text: string, secret = NEW) =>
  `${text}~${createHmac('sha256', secret).update(`qa-interview-share:v1:${text}`).digest('base64url')}`;

describe('share tokens', () => {
  it('name the session until they expire', () => {
    expect(signed).toBe(`${payload}~${mac}`);
    expect(mac).toMatch(/^[\w-]{43}$/);
    // One path segment: the router takes up to 100 characters.
    expect(signed.length).toBeLessThanOrEqual(MAX_SHARE_TOKEN_LENGTH);
    expect(verifyShare(signed, NOW, [NEW, OLD])).toBe(ID);
    expect(verifyShare(signed, new Date(EXPIRES.getTime() - 1), [NEW])).toBe(ID);
  });

  it('expire at their time, judged by the clock handed in', () => {
    expect(verifyShare(signed, EXPIRES, [NEW])).toBeUndefined();
    expect(verifyShare(signed, new Date(EXPIRES.getTime() + 60_000), [NEW])).toBeUndefined();
    // Expiry is kept to the second, rounded down: never later than asked.
    const ragged = signShare(ID, new Date(EXPIRES.getTime() + 999), [NEW]);
    expect(verifyShare(ragged, EXPIRES, [NEW])).toBeUndefined();
  });

  it('are signed with the first key and verified with any, so keys rotate', () => {
    expect(verifyShare(signed, NOW, [NEW])).toBe(ID);
    expect(verifyShare(signed, NOW, [OLD])).toBeUndefined();
    const byOld = signShare(ID, EXPIRES, [OLD]);
    expect(verifyShare(byOld, NOW, [NEW, OLD])).toBe(ID);
    // Once the old key is dropped, its links die.
    expect(verifyShare(byOld, NOW, [NEW])).toBeUndefined();
    expect(verifyShare(signed, NOW, [OTHER])).toBeUndefined();
    expect(verifyShare(signed, NOW, [])).toBeUndefined();
  });

  it('refuse any change to the session, the expiry or the MAC', () => {
    const otherId = `${ID.replace(/5$/, '6')}~${EXP}`;
    const later = `${ID}~${EXP + 86_400}`;
    for (const tampered of [
      `${otherId}~${mac}`,
      `${later}~${mac}`,
      `${payload}~${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${payload}~${mac}=`,
      `${payload}0.${mac}`,
      `${ID}~0${EXP}~${mac}`,
      `${payload}~${mac}~${mac}`,
      `${payload}~`,
      `~${mac}`,
      ` ${signed}`,
      `${signed}\n`,
    ]) {
      expect(verifyShare(tampered, NOW, [NEW, OLD])).toBeUndefined();
    }
  });

  it('refuse another spelling of the same MAC', () => {
    // The last of 43 characters carries two bits no byte uses: flipping them decodes to the same MAC.
    const last = mac.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    const respelt = `${payload}~${mac.slice(0, -1)}${twin}`;
    expect(Buffer.from(respelt.slice(payload.length + 1), 'base64url')).toEqual(
      Buffer.from(mac, 'base64url'),
    );
    expect(verifyShare(respelt, NOW, [NEW])).toBeUndefined();
  });

  it('refuse a properly signed payload that is not an id and an expiry', () => {
    expect(verifyShare(forged(payload), NOW, [NEW])).toBe(ID);
    for (const text of [ID, `${ID}~`, `${ID}~soon`, `${ID}~-5`, `~${EXP}`, `a~b~1`, '']) {
      expect(verifyShare(forged(text), NOW, [NEW])).toBeUndefined();
    }
  });

  it('turn garbage of any size into undefined, looking no further than the bound', () => {
    for (const garbage of [
      '',
      '.',
      '..',
      'abc',
      'a.b',
      '%%%.%%%',
      'é.é',
      '\u0000'.repeat(50),
      signed.toUpperCase(),
    ]) {
      expect(verifyShare(garbage, NOW, [NEW])).toBeUndefined();
    }
    expect(verifyShare(`${'A'.repeat(5_000_000)}~${mac}`, NOW, [NEW])).toBeUndefined();
    expect(verifyShare('~'.repeat(5_000_000), NOW, [NEW])).toBeUndefined();
    // One character over the bound is refused however well it is formed.
    const long = `${'a'.repeat(MAX_SHARE_TOKEN_LENGTH - 15 - 2 - 43 + 1)}~${'1'.repeat(15)}~${mac}`;
    expect(long.length).toBe(MAX_SHARE_TOKEN_LENGTH + 1);
    expect(verifyShare(long, NOW, [NEW])).toBeUndefined();
  });

  it('are only made for a short id, a key and a real time', () => {
    expect(() => signShare(ID, EXPIRES, [])).toThrow();
    expect(() => signShare('a.b', EXPIRES, [NEW])).toThrow();
    expect(() => signShare('a~b', EXPIRES, [NEW])).toThrow();
    expect(() => signShare('x'.repeat(65), EXPIRES, [NEW])).toThrow();
    expect(() => signShare(ID, new Date(Number.NaN), [NEW])).toThrow();
  });
});
