import { LRUCache } from 'lru-cache';
import { freshSandbox, type Sandbox } from './sandbox';

/** What `update` runs: it changes the tester's sandbox (a copy) and answers the request. */
export type SandboxWork<T> = (sandbox: Sandbox) => T;

/**
 * Where sandboxes live, named by tester key. The in-process default below serves one server; Redis
 * (redis-sandbox-store.ts) implements the same calls for several. Every request counts as activity: a sandbox
 * expires after `ttlMs` without one.
 */
export interface SandboxStore {
  /**
   * Runs `work` on the tester's sandbox and keeps what it changed, as one step: a concurrent update of the same
   * key never overwrites it (the work may run again on the newer sandbox, so it must change nothing else).
   * `beforeCreate` runs when a sandbox that did not exist is about to be kept, and may refuse by throwing.
   * A sandbox the work leaves as it was is not written, so reading with a made-up key stores nothing.
   */
  update<T>(key: string, work: SandboxWork<T>, beforeCreate: () => Promise<void>): Promise<T>;
  /** Resolves when the store can be used, rejects when it cannot (GET /api/ready asks). */
  ping(): Promise<void>;
}

export interface MemorySandboxStoreOptions {
  /** Most sandboxes kept at once; the least recently used goes first. */
  max: number;
  ttlMs: number;
  /** Tests move time on by hand; the cache reads performance.now() otherwise. */
  clock?: { now(): number };
}

/** Sandboxes in this process's memory, bounded in number and expiring after inactivity. */
export const createMemorySandboxStore = ({ max, ttlMs, clock }: MemorySandboxStoreOptions): SandboxStore => {
  const texts = new LRUCache<string, string>({
    max,
    ttl: ttlMs,
    updateAgeOnGet: true,
    ...(clock && { perf: clock, ttlResolution: 0 }),
  });
  return {
    async update(key, work, beforeCreate) {
      // Kept as JSON text: the work changes a copy, exactly as it would one read from a shared store.
      for (;;) {
        const before = texts.get(key);
        const sandbox = before === undefined ? freshSandbox() : (JSON.parse(before) as Sandbox);
        const original = before ?? JSON.stringify(sandbox);
        const result = work(sandbox);
        const after = JSON.stringify(sandbox);
        if (after === original) return result;
        if (before === undefined) await beforeCreate();
        // beforeCreate may have waited: a request of the same tester that wrote meanwhile makes this one run again.
        if (texts.get(key) !== before) continue;
        texts.set(key, after);
        return result;
      }
    },
    // This process's memory is there as long as the process is.
    ping: async () => undefined,
  };
};
