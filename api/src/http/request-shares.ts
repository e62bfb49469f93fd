/**
 * Who has been sending the requests of the last few seconds, per client address: under overload the API refuses
 * the clients over their share and goes on serving the others (plugins/external/under-pressure.ts).
 */
export interface RequestShares {
  /** Counts a request of the address. */
  count(address: string): void;
  /** Whether the address sent more than its share of the recent requests. */
  overShare(address: string): boolean;
}

export interface RequestSharesOptions {
  /** How far back requests count: two halves, the older dropped as a new one starts. */
  windowMs: number;
  /** Requests in the window that are always within a share: a learner clicking through a page. */
  floor: number;
  /** Addresses counted at once; requests of others beyond it count only in the total. */
  maxAddresses: number;
  now?: () => number;
}

export const createRequestShares = ({
  windowMs,
  floor,
  maxAddresses,
  now = Date.now,
}: RequestSharesOptions): RequestShares => {
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  let currentTotal = 0;
  let previousTotal = 0;
  let halfStartedAt = now();

  const turn = () => {
    const at = now();
    if (at - halfStartedAt < windowMs / 2) return;
    // A half that ended long ago counts nothing: the window starts empty.
    const stale = at - halfStartedAt >= windowMs;
    previous = stale ? new Map() : current;
    previousTotal = stale ? 0 : currentTotal;
    current = new Map();
    currentTotal = 0;
    halfStartedAt = at;
  };

  const sentBy = (address: string) => (current.get(address) ?? 0) + (previous.get(address) ?? 0);

  return {
    count(address) {
      turn();
      currentTotal += 1;
      const known = current.get(address);
      if (known !== undefined || current.size < maxAddresses) current.set(address, (known ?? 0) + 1);
    },
    overShare(address) {
      turn();
      const sent = sentBy(address);
      if (sent <= floor) return false;
      const total = currentTotal + previousTotal;
      const clients = Math.max(1, current.size, previous.size);
      // Half of everything, or twice the mean client's: one client hammering, or a few among many quiet ones.
      return sent * 2 > total || sent > (2 * total) / clients;
    },
  };
};
