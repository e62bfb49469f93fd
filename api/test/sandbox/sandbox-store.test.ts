import {
  createMemorySandboxStore,
  type SandboxStart,
  type SandboxStore,
} from '../../src/sandbox/sandbox-store';
import { freshSandbox, type Sandbox } from '../../src/sandbox/sandbox';

const MINUTE = 60_000;
const START = 1_000_000;

const storeAt = (max = 10) => {
  // Not 0: lru-cache reads a start time of 0 as no start, and an entry kept then would never expire.
  const clock = { time: START, now: () => clock.time };
  return { clock, store: createMemorySandboxStore({ max, ttlMs: 30 * MINUTE, clock }) };
};

const admit = () => Promise.resolve();
/** A sandbox started from `owner`, admitted by `beforeCreate`. */
const from = (owner: string, beforeCreate = admit): SandboxStart => ({ owner, beforeCreate });
const QUIET = '192.0.2.1';
const HEAVY = '198.51.100.7';
const OTHER = '198.51.100.8';
/** The sandbox as the next request sees it. */
const read = (store: SandboxStore, key: string) =>
  store.update(key, (sandbox) => structuredClone(sandbox), from(QUIET));
const emptyOut = (store: SandboxStore, key: string, owner = QUIET) =>
  store.update(
    key,
    (sandbox) => {
      sandbox.users = [];
    },
    from(owner),
  );
/** Whether the tester's sandbox is still the one they emptied (reading it counts as a use). */
const stillEmptied = async (store: SandboxStore, key: string) => (await read(store, key)).users.length === 0;

describe('in-process sandbox store', () => {
  it('starts a tester with the ten users of SPEC §5 and keeps their writes', async () => {
    const { store } = storeAt();
    const sandbox = await read(store, 'tester-one');
    expect(sandbox).toEqual(freshSandbox());
    expect(sandbox.users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await store.update('tester-one', (each) => void each.users.pop(), from(QUIET));
    expect((await read(store, 'tester-one')).users).toHaveLength(9);
    expect((await read(store, 'tester-two')).users).toHaveLength(10);
  });

  it('hands out copies: what a caller keeps of a sandbox changes nothing afterwards', async () => {
    const { store } = storeAt();
    let kept: Sandbox | undefined;
    await store.update('tester-one', (sandbox) => void (kept = sandbox), from(QUIET));
    kept!.users.length = 0;
    expect((await read(store, 'tester-one')).users).toHaveLength(10);
  });

  it('stores nothing and asks no budget for a sandbox that was only read', async () => {
    const { store } = storeAt(1);
    await emptyOut(store, 'kept');
    const beforeCreate = jest.fn(admit);
    for (let i = 0; i < 5; i += 1)
      await store.update(`reader-${i}`, () => undefined, from(QUIET, beforeCreate));
    expect(beforeCreate).not.toHaveBeenCalled();
    // The one slot still holds the sandbox that was written.
    expect((await read(store, 'kept')).users).toEqual([]);
  });

  it('asks before starting a sandbox, and keeps nothing when refused', async () => {
    const { store } = storeAt();
    const refused = new Error('spent');
    await expect(
      store.update(
        'new-one',
        (sandbox) => void sandbox.users.pop(),
        from(QUIET, () => Promise.reject(refused)),
      ),
    ).rejects.toBe(refused);
    expect((await read(store, 'new-one')).users).toHaveLength(10);
    // An existing sandbox is not asked for again.
    await emptyOut(store, 'new-one');
    const beforeCreate = jest.fn(admit);
    await store.update(
      'new-one',
      (sandbox) => void sandbox.users.push({ id: 1, name: 'A' }),
      from(QUIET, beforeCreate),
    );
    expect(beforeCreate).not.toHaveBeenCalled();
  });

  it('loses no write of one tester sending many at once', async () => {
    const { store } = storeAt();
    // The budget check waits, as a Redis round trip would, so the writes really interleave.
    const slowAdmit = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        store.update(
          'busy',
          (sandbox) => void sandbox.users.push({ id: 11 + i, name: `U${i}` }),
          from(QUIET, slowAdmit),
        ),
      ),
    );
    expect((await read(store, 'busy')).users).toHaveLength(35);
  });

  it('forgets a sandbox after thirty minutes without a request, and each request starts the thirty again', async () => {
    const { clock, store } = storeAt();
    await emptyOut(store, 'tester-one');
    clock.time += 29 * MINUTE;
    expect((await read(store, 'tester-one')).users).toEqual([]);
    clock.time += 29 * MINUTE;
    expect((await read(store, 'tester-one')).users).toEqual([]);
    clock.time += 31 * MINUTE;
    expect((await read(store, 'tester-one')).users).toHaveLength(10);
  });

  it('keeps at most `max` sandboxes: of testers with one each, the one used longest ago goes', async () => {
    const { store } = storeAt(2);
    await emptyOut(store, 'tester-a', '192.0.2.10');
    await emptyOut(store, 'tester-b', '192.0.2.11');
    await read(store, 'tester-a');
    await emptyOut(store, 'tester-c', '192.0.2.12');
    expect(await stillEmptied(store, 'tester-a')).toBe(true);
    expect(await stillEmptied(store, 'tester-b')).toBe(false);
  });

  it("keeps a quiet address's sandbox while another address fills the store", async () => {
    const { store } = storeAt(10);
    await emptyOut(store, 'quiet-tester');
    for (let n = 0; n < 200; n += 1) await emptyOut(store, `heavy-key-${n}`, HEAVY);
    expect(await stillEmptied(store, 'quiet-tester')).toBe(true);
    // The heavy address keeps its nine most recent: the rest of the store.
    expect(await stillEmptied(store, 'heavy-key-199')).toBe(true);
    expect(await stillEmptied(store, 'heavy-key-190')).toBe(false);
    expect(store.held()).toEqual({ sandboxes: 10, counted: 10, addresses: 2 });
  });

  it('keeps it too while thirty addresses start sandboxes side by side', async () => {
    const { store } = storeAt(100);
    await emptyOut(store, 'quiet-tester');
    for (let round = 0; round < 20; round += 1)
      for (let address = 1; address <= 30; address += 1)
        await emptyOut(store, `flood-${address}-${round}`, `10.0.0.${address}`);
    expect(await stillEmptied(store, 'quiet-tester')).toBe(true);
    // Each flooding address holds three or four, its latest.
    for (let address = 1; address <= 30; address += 1) {
      expect(await stillEmptied(store, `flood-${address}-19`)).toBe(true);
      expect(await stillEmptied(store, `flood-${address}-15`)).toBe(false);
    }
  });

  it("takes the place of the busiest address's own least recently used sandbox", async () => {
    const { store } = storeAt(6);
    await emptyOut(store, 'quiet-one');
    await emptyOut(store, 'other-one', OTHER);
    for (const n of [1, 2, 3, 4]) await emptyOut(store, `heavy-${n}`, HEAVY);
    // Full: the heavy address's fifth takes the place of its first, not of the quiet one used longer ago.
    await emptyOut(store, 'heavy-5', HEAVY);
    // Used again, heavy-2 is no longer the heavy address's oldest: heavy-3 is.
    await read(store, 'heavy-2');
    await emptyOut(store, 'heavy-6', HEAVY);
    // The other address's second: the heavy address still holds the most (four), so it gives up heavy-4.
    await emptyOut(store, 'other-two', OTHER);
    const survivors = [];
    for (const key of [
      'quiet-one',
      'other-one',
      'other-two',
      'heavy-1',
      'heavy-2',
      'heavy-3',
      'heavy-4',
      'heavy-5',
      'heavy-6',
    ])
      if (await stillEmptied(store, key)) survivors.push(key);
    expect(survivors).toEqual(['quiet-one', 'other-one', 'other-two', 'heavy-2', 'heavy-5', 'heavy-6']);
  });

  it('counts a sandbox for the address that started it, whoever uses it since', async () => {
    const { store } = storeAt(3);
    await emptyOut(store, 'quiet-one');
    await emptyOut(store, 'heavy-1', HEAVY);
    await emptyOut(store, 'heavy-2', HEAVY);
    // The heavy address writes in the quiet tester's sandbox (it knows the key): the sandbox stays the quiet one's.
    await store.update('quiet-one', (sandbox) => void sandbox.users.push({ id: 1, name: 'Q' }), from(HEAVY));
    await emptyOut(store, 'heavy-3', HEAVY);
    expect((await read(store, 'quiet-one')).users).toEqual([{ id: 1, name: 'Q' }]);
    expect(await stillEmptied(store, 'heavy-1')).toBe(false);
  });

  it('lets expired sandboxes go as they expire, and with them what their address held', async () => {
    jest.useFakeTimers({ now: START });
    try {
      const store = createMemorySandboxStore({
        max: 10,
        ttlMs: 30 * MINUTE,
        clock: { now: () => Date.now() },
      });
      for (let n = 0; n < 10; n += 1) await emptyOut(store, `heavy-key-${n}`, HEAVY);
      jest.advanceTimersByTime(20 * MINUTE);
      await emptyOut(store, 'quiet-tester');
      expect(store.held()).toEqual({ sandboxes: 10, counted: 10, addresses: 2 });
      // Nobody asks for the heavy address's again: they leave when their thirty minutes are up, unasked.
      jest.advanceTimersByTime(11 * MINUTE);
      expect(store.held()).toEqual({ sandboxes: 1, counted: 1, addresses: 1 });
      jest.advanceTimersByTime(20 * MINUTE);
      expect(store.held()).toEqual({ sandboxes: 0, counted: 0, addresses: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts no more than it keeps, however many addresses come, go and expire', async () => {
    const { clock, store } = storeAt(20);
    for (let n = 0; n < 3000; n += 1) {
      await emptyOut(store, `key-${n}`, `203.0.113.${n % 150}`);
      if (n % 7 === 0) await read(store, `key-${n - 40}`);
      // Without timers of its own the clock moves on by hand: expired sandboxes go as they are asked for.
      if (n % 500 === 499) clock.time += 31 * MINUTE;
      const held = store.held();
      if (held.counted !== held.sandboxes || held.sandboxes > 20 || held.addresses > held.sandboxes)
        throw new Error(`after ${n}: ${JSON.stringify(held)}`);
    }
  });

  it('is always reachable: its memory is the process', async () => {
    await expect(storeAt(2).store.ping()).resolves.toBeUndefined();
  });
});
