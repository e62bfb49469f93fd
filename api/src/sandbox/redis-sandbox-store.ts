import type { FastifyRedis } from '@fastify/redis';
import { freshSandbox, type Sandbox } from './sandbox';
import type { SandboxStore } from './sandbox-store';

const PREFIX = 'qa:sandbox:';

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
 * Sandboxes in Redis, shared by every API instance (issue 12): one JSON string per tester key that expires `ttlMs`
 * after its last use (read or write). Redis's own memory policy bounds their number (README), not SANDBOX_MAX.
 */
export const createRedisSandboxStore = (redis: FastifyRedis, ttlMs: number): SandboxStore => ({
  load: async (key) => {
    const text = await redis.getex(PREFIX + key, 'PX', ttlMs);
    // A key that holds no sandbox (expired, or something else written there) starts the tester afresh.
    return text === null ? freshSandbox() : parseSandbox(text);
  },
  save: async (key, sandbox) => {
    await redis.set(PREFIX + key, JSON.stringify(sandbox), 'PX', ttlMs);
  },
  ping: async () => {
    await redis.ping();
  },
});
