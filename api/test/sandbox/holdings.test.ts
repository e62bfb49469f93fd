import fc from 'fast-check';
import { createHoldings } from '../../src/sandbox/holdings';

/** The same bookkeeping the obvious way: a scan of every sandbox, in the order of their uses. */
const naiveHoldings = () => {
  // Each key once, least recently used first, with its address.
  const uses = new Map<string, string>();
  return {
    add(address: string, key: string) {
      uses.delete(key);
      uses.set(key, address);
    },
    use(address: string, key: string) {
      if (uses.get(key) !== address) return;
      uses.delete(key);
      uses.set(key, address);
    },
    remove(address: string, key: string) {
      if (uses.get(key) === address) uses.delete(key);
    },
    victim() {
      const counts = new Map<string, number>();
      for (const address of uses.values()) counts.set(address, (counts.get(address) ?? 0) + 1);
      const most = Math.max(0, ...counts.values());
      for (const [key, address] of uses) if (counts.get(address) === most) return key;
      return undefined;
    },
    size: () => ({ sandboxes: uses.size, addresses: new Set(uses.values()).size }),
  };
};

const step = fc.record({
  op: fc.constantFrom('add' as const, 'use' as const, 'remove' as const),
  address: fc.constantFrom('a', 'b', 'c', 'd'),
  key: fc.integer({ min: 0, max: 11 }).map((n) => `key-${n}`),
});

describe('holdings of sandboxes by address', () => {
  it('names the least recently used sandbox of the address holding the most, as a scan of them all would', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const holdings = createHoldings();
        const naive = naiveHoldings();
        const owners = new Map<string, string>();
        for (const { op, address, key } of steps) {
          // A key has one owner, as in the store: a second start of it is a use.
          const owner = owners.get(key) ?? address;
          if (op === 'add' && !owners.has(key)) owners.set(key, address);
          if (op === 'remove') owners.delete(key);
          holdings[op](owner, key);
          naive[op](owner, key);
          expect(holdings.victim()).toBe(naive.victim());
          expect(holdings.size()).toEqual(naive.size());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers in time independent of the sandboxes held: 100,000 of them, 1,000 addresses', () => {
    const holdings = createHoldings();
    const owners = new Map<string, string>();
    const add = (address: string, key: string) => {
      owners.set(key, address);
      holdings.add(address, key);
    };
    const started = performance.now();
    for (let n = 0; n < 100_000; n += 1) add(`address-${n % 1000}`, `key-${n}`);
    // Full: each new sandbox takes a place, as a full store's do; a few busy addresses start them.
    for (let n = 0; n < 100_000; n += 1) {
      const victim = holdings.victim()!;
      holdings.remove(owners.get(victim)!, victim);
      owners.delete(victim);
      add(`address-${n % 7}`, `more-${n}`);
      holdings.use(`address-${n % 1000}`, `key-${n}`);
    }
    // Well under a second here; a scan of every sandbox each time would take minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(holdings.size()).toEqual({
      sandboxes: 100_000,
      addresses: new Set(owners.values()).size,
    });
  });
});
