import type { FastifyRedis } from '@fastify/redis';
import { freshSandbox, type Sandbox } from './sandbox';
import type { SandboxStart, SandboxStore, SandboxWork } from './sandbox-store';

const PREFIX = 'qa:sandbox:';
/** Tries of one update while other instances keep writing the same key first (each try is one round trip). */
const MAX_TRIES = 50;

/** Enough of a sandbox's shape to use it; anything else in its key is not trusted. */
const isSandbox = (value: unknown): value is Sandbox =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Sandbox).users) &&
  typeof (value as Sandbox).nextId === 'number' &&
  typeof (value as Sandbox).found === 'object';

const parseSandbox = (text: string): Sandbox => {
  try {
    const value: unknown = JSON.parse(text);
    return isSandbox(value) ? value : freshSandbox();
  } catch {
    return freshSandbox();
  }
};

/**
 * Writes the new text only if the key still holds what the update read ('' for nothing): a compare-and-set,
 * atomic in Redis, so two instances updating one sandbox never lose either change.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/** Thrown when other writers kept winning: the store counts as unavailable for this request (503). */
export class SandboxContentionError extends Error {
  override name = 'SandboxContentionError';
}

/**
 * Sandboxes in Redis, shared by every API instance: one JSON string per tester key that expires `ttlMs` after its
 * last use (read or write). Updates are optimistic: read, work, then compare-and-set, again on a conflict.
 * How many exist is bounded by the sandboxes each address may start (budgets.ts) and Redis's memory policy, not
 * by a count, so nothing is evicted to make room and a sandbox's owner is not needed.
 */
export const createRedisSandboxStore = (redis: FastifyRedis, ttlMs: number): SandboxStore => {
  // One update of a key at a time in this process: its own requests queue instead of racing each other through
  // compare-and-set; only other instances' writes make an update try again.
  const queues = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  };
  const tryUpdate = async <T>(key: string, work: SandboxWork<T>, { beforeCreate }: SandboxStart) => {
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      const stored = await redis.getex(PREFIX + key, 'PX', ttlMs);
      // A key that holds no sandbox (expired, or something else written there) starts the tester afresh.
      const sandbox = stored === null ? freshSandbox() : parseSandbox(stored);
      const before = JSON.stringify(sandbox);
      const result = work(sandbox);
      const after = JSON.stringify(sandbox);
      if (after === before) return result;
      if (stored === null) await beforeCreate();
      const written = await redis.eval(COMPARE_AND_SET, 1, PREFIX + key, stored ?? '', after, ttlMs);
      if (written === 1) return result;
    }
    throw new SandboxContentionError(`sandbox ${key} kept changing`);
  };
  return {
    update: (key, work, start) => oneAtATime(key, () => tryUpdate(key, work, start)),
    has: async (key) => (await redis.exists(PREFIX + key)) === 1,
    ping: async () => {
      await redis.ping();
    },
  };
};
