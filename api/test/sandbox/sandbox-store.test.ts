import { createMemorySandboxStore, type SandboxStore } from '../../src/sandbox/sandbox-store';
import { freshSandbox, type Sandbox } from '../../src/sandbox/sandbox';

const MINUTE = 60_000;

const storeAt = (max = 10) => {
  const clock = { time: 0, now: () => clock.time };
  return { clock, store: createMemorySandboxStore({ max, ttlMs: 30 * MINUTE, clock }) };
};

const admit = () => Promise.resolve();
/** The sandbox as the next request sees it. */
const read = (store: SandboxStore, key: string) =>
  store.update(key, (sandbox) => structuredClone(sandbox), admit);
const emptyOut = (store: SandboxStore, key: string) =>
  store.update(
    key,
    (sandbox) => {
      sandbox.users = [];
    },
    admit,
  );

describe('in-process sandbox store', () => {
  it('starts a tester with the ten users of SPEC §5 and keeps their writes', async () => {
    const { store } = storeAt();
    const sandbox = await read(store, 'tester-one');
    expect(sandbox).toEqual(freshSandbox());
    expect(sandbox.users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await store.update('tester-one', (each) => void each.users.pop(), admit);
    expect((await read(store, 'tester-one')).users).toHaveLength(9);
    expect((await read(store, 'tester-two')).users).toHaveLength(10);
  });

  it('hands out copies: what a caller keeps of a sandbox changes nothing afterwards', async () => {
    const { store } = storeAt();
    let kept: Sandbox | undefined;
    await store.update('tester-one', (sandbox) => void (kept = sandbox), admit);
    kept!.users.length = 0;
    expect((await read(store, 'tester-one')).users).toHaveLength(10);
  });

  it('stores nothing and asks no budget for a sandbox that was only read', async () => {
    const { store } = storeAt(1);
    await emptyOut(store, 'kept');
    const beforeCreate = jest.fn(admit);
    for (let i = 0; i < 5; i += 1) await store.update(`reader-${i}`, () => undefined, beforeCreate);
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
        () => Promise.reject(refused),
      ),
    ).rejects.toBe(refused);
    expect((await read(store, 'new-one')).users).toHaveLength(10);
    // An existing sandbox is not asked for again.
    await emptyOut(store, 'new-one');
    const beforeCreate = jest.fn(admit);
    await store.update('new-one', (sandbox) => void sandbox.users.push({ id: 1, name: 'A' }), beforeCreate);
    expect(beforeCreate).not.toHaveBeenCalled();
  });

  it('loses no write of one tester sending many at once', async () => {
    const { store } = storeAt();
    // The budget check waits, as a Redis round trip would, so the writes really interleave.
    const slowAdmit = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        store.update('busy', (sandbox) => void sandbox.users.push({ id: 11 + i, name: `U${i}` }), slowAdmit),
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

  it('keeps at most `max` sandboxes, dropping the one used longest ago', async () => {
    const { store } = storeAt(2);
    await emptyOut(store, 'tester-a');
    await emptyOut(store, 'tester-b');
    await read(store, 'tester-a');
    await emptyOut(store, 'tester-c');
    expect((await read(store, 'tester-a')).users).toEqual([]);
    expect((await read(store, 'tester-b')).users).toHaveLength(10);
  });

  it('is always reachable: its memory is the process', async () => {
    await expect(storeAt(2).store.ping()).resolves.toBeUndefined();
  });
});
