import { createRequestShares } from '../../src/http/request-shares';

const make = () => {
  let now = 0;
  const shares = createRequestShares({ windowMs: 10_000, floor: 20, maxAddresses: 100, now: () => now });
  const send = (address: string, times: number) => {
    for (let sent = 0; sent < times; sent += 1) shares.count(address);
  };
  return { shares, send, later: (ms: number) => (now += ms) };
};

describe('shares of the recent requests', () => {
  it('puts a client sending most of the requests over its share, and a quiet one within', () => {
    const { shares, send } = make();
    send('10.0.0.1', 500);
    send('10.0.0.2', 5);
    expect(shares.overShare('10.0.0.1')).toBe(true);
    expect(shares.overShare('10.0.0.2')).toBe(false);
  });

  it('keeps a client within its share up to the floor, even alone', () => {
    const { shares, send } = make();
    send('10.0.0.1', 20);
    expect(shares.overShare('10.0.0.1')).toBe(false);
    send('10.0.0.1', 1);
    expect(shares.overShare('10.0.0.1')).toBe(true);
  });

  it('puts nobody over among many clients sending alike, so an even load is served, not refused', () => {
    const { shares, send } = make();
    for (let client = 0; client < 30; client += 1) send(`10.0.1.${client}`, 40);
    expect(shares.overShare('10.0.1.0')).toBe(false);
    send('10.0.2.1', 200);
    expect(shares.overShare('10.0.2.1')).toBe(true);
  });

  it('forgets what was sent once the window has passed', () => {
    const { shares, send, later } = make();
    send('10.0.0.1', 500);
    later(6_000);
    expect(shares.overShare('10.0.0.1')).toBe(true);
    later(6_000);
    expect(shares.overShare('10.0.0.1')).toBe(false);
  });

  it('counts at most so many addresses, whatever a client invents', () => {
    const { shares, send } = make();
    for (let client = 0; client < 1000; client += 1) send(`fd00::${client.toString(16)}`, 1);
    send('10.0.0.9', 50);
    // Beyond the addresses counted, a new client is not counted alone and so never refused by its share.
    expect(shares.overShare('10.0.0.9')).toBe(false);
    expect(shares.overShare('fd00::0')).toBe(false);
  });
});
