import { createMemorySandboxStore } from '../../src/sandbox/sandbox-store';
import { freshSandbox } from '../../src/sandbox/sandbox';

const MINUTE = 60_000;

const storeAt = (max = 10) => {
  const clock = { time: 0, now: () => clock.time };
  return { clock, store: createMemorySandboxStore({ max, ttlMs: 30 * MINUTE, clock }) };
};

describe('in-process sandbox store', () => {
  it('starts a tester with the ten users of SPEC §5 and keeps their writes', async () => {
    const { store } = storeAt();
    const sandbox = await store.load('tester-one');
    expect(sandbox).toEqual(freshSandbox());
    expect(sandbox.users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    sandbox.users.pop();
    await store.save('tester-one', sandbox);
    expect((await store.load('tester-one')).users).toHaveLength(9);
    expect((await store.load('tester-two')).users).toHaveLength(10);
  });

  it('hands out copies: changing a loaded sandbox changes nothing until it is saved', async () => {
    const { store } = storeAt();
    await store.save('tester-one', freshSandbox());
    (await store.load('tester-one')).users.length = 0;
    expect((await store.load('tester-one')).users).toHaveLength(10);
  });

  it('forgets a sandbox after thirty minutes without a request, and each request starts the thirty again', async () => {
    const { clock, store } = storeAt();
    const changed = { ...freshSandbox(), users: [] };
    await store.save('tester-one', changed);
    clock.time += 29 * MINUTE;
    expect((await store.load('tester-one')).users).toEqual([]);
    clock.time += 29 * MINUTE;
    expect((await store.load('tester-one')).users).toEqual([]);
    clock.time += 31 * MINUTE;
    expect((await store.load('tester-one')).users).toHaveLength(10);
  });

  it('keeps at most `max` sandboxes, dropping the one used longest ago', async () => {
    const { store } = storeAt(2);
    const empty = { ...freshSandbox(), users: [] };
    await store.save('tester-a', empty);
    await store.save('tester-b', empty);
    await store.load('tester-a');
    await store.save('tester-c', empty);
    expect((await store.load('tester-a')).users).toEqual([]);
    expect((await store.load('tester-b')).users).toHaveLength(10);
  });

  it('is always reachable: its memory is the process', async () => {
    await expect(storeAt(2).store.ping()).resolves.toBeUndefined();
  });
});
