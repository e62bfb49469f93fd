import { LRUCache } from 'lru-cache';
import { freshSandbox, type Sandbox } from './sandbox';

/**
 * Where sandboxes live, named by tester key. The in-process default below serves one server; a shared store
 * (Redis, issue 12) implements the same two calls. Reading and writing both count as activity: a sandbox expires
 * after `ttlMs` without either.
 */
export interface SandboxStore {
  /** The tester's sandbox, or a fresh one when they have none yet or theirs expired. */
  load(key: string): Promise<Sandbox>;
  save(key: string, sandbox: Sandbox): Promise<void>;
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
  // Kept as JSON text: a caller holds a copy, exactly as it would from a shared store.
  return {
    load: async (key) => {
      const text = texts.get(key);
      return text === undefined ? freshSandbox() : (JSON.parse(text) as Sandbox);
    },
    save: async (key, sandbox) => {
      texts.set(key, JSON.stringify(sandbox));
    },
    // This process's memory is there as long as the process is.
    ping: async () => undefined,
  };
};
