/** One client address and the sandboxes it started. */
interface Holder {
  /** Its sandboxes' keys, least recently used first, each with the tick of its last use. */
  uses: Map<string, number>;
  /** Where it is in the heap. */
  at: number;
}

/**
 * Which client address started which of the sandboxes a store keeps, so a full store can take one from the
 * address holding the most rather than from whoever used theirs longest ago: a client starting sandboxes from
 * many addresses then pushes out its own first, never a quiet tester's.
 */
export interface Holdings {
  /** A sandbox `address` started is kept; it counts as just used. */
  add(address: string, key: string): void;
  /** The sandbox was used (read or written). */
  use(address: string, key: string): void;
  /** The sandbox is gone (expired, evicted, deleted). */
  remove(address: string, key: string): void;
  /**
   * The sandbox to give up for room: the least recently used of the address holding the most; between addresses
   * holding as many, the one used longest ago (so with one each it is plain least-recently-used).
   */
  victim(): string | undefined;
  /** The bookkeeping's size: sandboxes and the addresses holding them. */
  size(): { sandboxes: number; addresses: number };
}

/**
 * Holdings on a binary heap of addresses, the one to take from on top; each call costs O(log a) for the a
 * addresses holding any sandbox, whatever the number of sandboxes, so a full store never scans them all.
 */
export const createHoldings = (): Holdings => {
  const holders = new Map<string, Holder>();
  const heap: Holder[] = [];
  let sandboxes = 0;
  // Orders uses without reading a clock: equal times would make ties arbitrary.
  let tick = 0;

  const oldestUse = (holder: Holder) => holder.uses.values().next().value ?? Infinity;
  /** Whether `a` gives up a sandbox before `b`. */
  const before = (a: Holder, b: Holder) =>
    a.uses.size !== b.uses.size ? a.uses.size > b.uses.size : oldestUse(a) < oldestUse(b);

  const place = (holder: Holder, at: number) => {
    heap[at] = holder;
    holder.at = at;
  };
  const siftUp = (holder: Holder) => {
    let at = holder.at;
    while (at > 0) {
      const parent = heap[(at - 1) >> 1]!;
      if (!before(holder, parent)) break;
      place(parent, at);
      at = (at - 1) >> 1;
    }
    place(holder, at);
  };
  const siftDown = (holder: Holder) => {
    let at = holder.at;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const first = right < heap.length && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[first]!, holder)) break;
      place(heap[first]!, at);
      at = first;
    }
    place(holder, at);
  };
  /** Puts a holder whose count or oldest use changed back in order. */
  const reorder = (holder: Holder) => {
    siftUp(holder);
    siftDown(holder);
  };

  return {
    add(address, key) {
      let holder = holders.get(address);
      if (!holder) {
        holder = { uses: new Map(), at: heap.length };
        holders.set(address, holder);
        heap.push(holder);
      }
      if (!holder.uses.has(key)) sandboxes += 1;
      holder.uses.delete(key);
      holder.uses.set(key, (tick += 1));
      reorder(holder);
    },
    use(address, key) {
      const holder = holders.get(address);
      if (!holder?.uses.has(key)) return;
      const wasOldest = holder.uses.keys().next().value === key;
      holder.uses.delete(key);
      holder.uses.set(key, (tick += 1));
      // Only the oldest use orders the heap; a later one moving on changes nothing there.
      if (wasOldest) reorder(holder);
    },
    remove(address, key) {
      const holder = holders.get(address);
      if (!holder?.uses.delete(key)) return;
      sandboxes -= 1;
      if (holder.uses.size > 0) {
        reorder(holder);
        return;
      }
      holders.delete(address);
      const last = heap.pop()!;
      if (last !== holder) {
        place(last, holder.at);
        reorder(last);
      }
    },
    victim: () => heap[0]?.uses.keys().next().value,
    size: () => ({ sandboxes, addresses: holders.size }),
  };
};
