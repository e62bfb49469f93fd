import { createClientKey } from '../../../src/plugins/external/rate-limit-key';

describe('rate limit key', () => {
  const key = createClientKey();

  it('is the IPv4 address itself, also when it arrives mapped into IPv6', () => {
    expect(key('127.0.0.1')).toBe('127.0.0.1');
    expect(key('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(key('::ffff:10.0.0.7')).toBe('10.0.0.7');
  });

  it('is one per IPv6 /64 network', () => {
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(key('2001:db8:1:2::1')).toBe('2001:db8:1:2::');
    expect(key('2001:db8:1:3::1')).not.toBe(key('2001:db8:1:2::1'));
  });

  it('gives the same answer the second time', () => {
    expect(key('2001:db8:1:2::9')).toBe(key('2001:db8:1:2::9'));
    expect(key('::ffff:192.168.1.1')).toBe('192.168.1.1');
  });
});
