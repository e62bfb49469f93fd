import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';
import { LRUCache } from 'lru-cache';

/** As @fastify/rate-limit's default: one budget per IPv4 address and per IPv6 /64 (one customer's network). */
const IPV6_PREFIX = 64;
/** Distinct client addresses remembered; an address seen again costs a lookup. */
const REMEMBERED = 10_000;

const normalize = (ip: string): string => {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  // A server listening on '::' sees IPv4 clients as ::ffff:a.b.c.d.
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_PREFIX}`).startAddress().correctForm();
};

/**
 * The rate limiter's key for a client address. The plugin's default parses the address on every request,
 * which was a tenth of a challenge call's time; the answer for an address never changes, so it is remembered.
 */
export const createClientKey = (): ((ip: string) => string) => {
  const keys = new LRUCache<string, string>({ max: REMEMBERED });
  return (ip) => {
    let key = keys.get(ip);
    if (key === undefined) {
      key = normalize(ip);
      keys.set(ip, key);
    }
    return key;
  };
};
