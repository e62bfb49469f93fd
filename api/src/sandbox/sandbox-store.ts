import { LRUCache } from 'lru-cache';
import { createHoldings } from './holdings';
import { freshSandbox, type Sandbox } from './sandbox';

/** What `update` runs: it changes the tester's sandbox (a copy) and answers the request. */
export type SandboxWork<T> = (sandbox: Sandbox) => T;

/** Who starts a sandbox that does not exist yet, and the check that may refuse them. */
export interface SandboxStart {
  /** The client address starting it (budgets.ts's clientAddress): a full store gives up the busiest address's. */
  owner: string;
  /** Runs when a sandbox that did not exist is about to be kept, and may refuse by throwing. */
  beforeCreate: () => Promise<void>;
}

/**
 * Where sandboxes live, named by tester key. The in-process default below serves one server; Redis
 * (redis-sandbox-store.ts) implements the same calls for several. Every request counts as activity: a sandbox
 * expires after `ttlMs` without one.
 */
export interface SandboxStore {
  /**
   * Runs `work` on the tester's sandbox and keeps what it changed, as one step: a concurrent update of the same
   * key never overwrites it (the work may run again on the newer sandbox, so it must change nothing else).
   * A sandbox the work leaves as it was is not written, so reading with a made-up key stores nothing; one that
   * did not exist is started by `start` (its owner stays the address that started it).
   */
  update<T>(key: string, work: SandboxWork<T>, start: SandboxStart): Promise<T>;
  /** Whether the key names a sandbox kept now: a request with it starts none. */
  has(key: string): Promise<boolean>;
  /** Resolves when the store can be used, rejects when it cannot (GET /api/ready asks). */
  ping(): Promise<void>;
}

export interface MemorySandboxStoreOptions {
  /**
   * Most sandboxes kept at once. A new one beyond takes the place of the least recently used sandbox of the
   * address holding the most (the new one counted), so a client flooding from many addresses loses its own.
   */
  max: number;
  ttlMs: number;
  /** Tests move time on by hand; the cache reads performance.now() otherwise. */
  clock?: { now(): number };
}

export interface MemorySandboxStore extends SandboxStore {
  /** Sandboxes kept, and the addresses holding them as the eviction counts them (tests check they agree). */
  held(): { sandboxes: number; counted: number; addresses: number };
}

/** A sandbox as JSON text, and the address that started it. */
interface Kept {
  text: string;
  owner: string;
}

/** Sandboxes in this process's memory, bounded in number, fairly among addresses, and expiring after inactivity. */
export const createMemorySandboxStore = ({
  max,
  ttlMs,
  clock,
}: MemorySandboxStoreOptions): MemorySandboxStore => {
  const holdings = createHoldings();
  const kept = new LRUCache<string, Kept>({
    max,
    ttl: ttlMs,
    updateAgeOnGet: true,
    // An expired sandbox leaves when it expires, not when next asked for: it holds no place a live one needs and
    // no longer counts for its address.
    ttlAutopurge: true,
    // However a sandbox leaves (expiry, eviction), its address holds one fewer; rewriting it changes no owner.
    noDisposeOnSet: true,
    dispose: ({ owner }, key) => holdings.remove(owner, key),
    ...(clock && { perf: clock, ttlResolution: 0 }),
  });
  const read = (key: string) => {
    const found = kept.get(key);
    if (found) holdings.use(found.owner, key);
    return found;
  };
  const keepNew = (key: string, text: string, owner: string) => {
    // Counted first, so an address starting one more than anyone holds gives up its own oldest for it.
    holdings.add(owner, key);
    if (kept.size >= max) {
      const victim = holdings.victim();
      if (victim !== undefined) kept.delete(victim);
    }
    kept.set(key, { text, owner });
  };
  return {
    async update(key, work, { owner, beforeCreate }) {
      // Kept as JSON text: the work changes a copy, exactly as it would one read from a shared store.
      for (;;) {
        const before = read(key);
        const sandbox = before === undefined ? freshSandbox() : (JSON.parse(before.text) as Sandbox);
        const original = before?.text ?? JSON.stringify(sandbox);
        const result = work(sandbox);
        const after = JSON.stringify(sandbox);
        if (after === original) return result;
        if (before === undefined) await beforeCreate();
        // beforeCreate may have waited: a request of the same tester that wrote meanwhile makes this one run again.
        if (read(key) !== before) continue;
        if (before === undefined) keepNew(key, after, owner);
        else kept.set(key, { text: after, owner: before.owner });
        return result;
      }
    },
    has: async (key) => kept.has(key),
    // This process's memory is there as long as the process is.
    ping: async () => undefined,
    held: () => {
      const { sandboxes, addresses } = holdings.size();
      return { sandboxes: kept.size, counted: sandboxes, addresses };
    },
  };
};
