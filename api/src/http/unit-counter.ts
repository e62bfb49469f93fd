import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A counter's total in its current window, and how long until the window ends. */
export interface Counted {
  total: number;
  ttlMs: number;
}

/**
 * Counters that grow by any number of units in fixed windows: what a request costs, where @fastify/rate-limit
 * counts requests one by one. Adding 0 reads a counter.
 */
export interface UnitCounter {
  add(key: string, units: number, windowMs: number): Promise<Counted>;
}

/** In this process's memory, for one instance; bounded as the rate limiter's counters are. */
export const memoryUnitCounter = (max: number, now: () => number = Date.now): UnitCounter => {
  const counters = new LRUCache<string, { total: number; endsAt: number }>({ max });
  return {
    async add(key, units, windowMs) {
      const at = now();
      const current = counters.get(key);
      const counter = current && current.endsAt > at ? current : { total: 0, endsAt: at + windowMs };
      counter.total += units;
      if (units > 0 || current) counters.set(key, counter);
      return { total: counter.total, ttlMs: counter.endsAt - at };
    },
  };
};

/** One step in Redis: the window starts with the counter's first units and ends with its expiry. */
const ADD_UNITS = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return { total, ttl }`;

/** In Redis, so every instance spends the same budget; nothing is counted while Redis is away (as the limiter). */
export const redisUnitCounter = (redis: Redis, prefix: string): UnitCounter => ({
  async add(key, units, windowMs) {
    try {
      const [total, ttlMs] = (await redis.eval(ADD_UNITS, 1, `${prefix}${key}`, units, windowMs)) as [
        number,
        number,
      ];
      return { total, ttlMs };
    } catch {
      return { total: 0, ttlMs: windowMs };
    }
  },
});
