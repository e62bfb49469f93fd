/** A client's work refused because it already has its share waiting: 429 with Retry-After (error-handler.ts). */
export const GRADING_SHARE_SPENT = 'QA_ERR_GRADING_SHARE';

/** Seconds a client over its share is asked to wait: about the time a worker takes to finish the costliest task. */
export const OVER_SHARE_RETRY_AFTER_S = 1;

const overShare = () =>
  Object.assign(new Error('grading share spent'), {
    statusCode: 429,
    code: GRADING_SHARE_SPENT,
    retryAfterS: OVER_SHARE_RETRY_AFTER_S,
  });

export interface FairQueueOptions {
  /** Tasks run at once (the pool's threads). */
  slots: number;
  /** Tasks one client may run at once: fewer than all the slots, so another client always finds one free soon. */
  runningPerClient: number;
  /** Tasks one client may have waiting; its next is refused. */
  waitingPerClient: number;
  /** Tasks waiting in all, which bounds the memory the queue holds whatever the number of clients. */
  waitingTotal: number;
}

interface Job<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

export interface FairQueue<In, Out> {
  /** Runs `input` when the client's turn comes; rejects at once when the client is over its share. */
  submit(client: string, input: In): Promise<Out>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
}

interface Client<In, Out> {
  jobs: Job<In, Out>[];
  running: number;
  /** Turns taken while the client had work in the queue: the next slot goes to the client with the fewest. */
  turns: number;
}

/**
 * Clients take turns: a free slot goes to the client with work waiting that has had the fewest turns (the one that
 * came first on a tie), and a client that comes with new work takes the next free slot. A client sending
 * costly work as fast as it can therefore delays another by at most the one task of its own that is running, not by
 * everything it queued. The clients with work are few (one per address, bounded by `waitingTotal`), so each turn
 * looks at them all.
 */
export const createFairQueue = <In, Out>(
  run: (input: In) => Promise<Out>,
  { slots, runningPerClient, waitingPerClient, waitingTotal }: FairQueueOptions,
): FairQueue<In, Out> => {
  // In the order the clients came: the first of equals takes the turn.
  const clients = new Map<string, Client<In, Out>>();
  let running = 0;
  let waiting = 0;

  const nextClient = (): Client<In, Out> | undefined => {
    let next: Client<In, Out> | undefined;
    for (const client of clients.values()) {
      const mayRun = client.jobs.length > 0 && client.running < runningPerClient;
      if (mayRun && (next === undefined || client.turns < next.turns)) next = client;
    }
    return next;
  };

  const dispatch = () => {
    for (let client = nextClient(); running < slots && client; client = nextClient()) {
      const taking = client;
      const job = taking.jobs.shift()!;
      waiting -= 1;
      running += 1;
      taking.running += 1;
      taking.turns += 1;
      run(job.input)
        .then(job.resolve, job.reject)
        .finally(() => {
          running -= 1;
          taking.running -= 1;
          dispatch();
        });
    }
    for (const [name, client] of clients)
      if (client.jobs.length === 0 && client.running === 0) clients.delete(name);
  };

  const fewestTurns = () => Math.min(...[...clients.values()].map(({ turns }) => turns));

  return {
    submit(name, input) {
      const known = clients.get(name);
      if ((known?.jobs.length ?? 0) >= waitingPerClient || waiting >= waitingTotal)
        return Promise.reject(overShare());
      const client = known ?? {
        jobs: [],
        running: 0,
        turns: clients.size > 0 ? Math.max(0, fewestTurns() - 1) : 0,
      };
      clients.set(name, client);
      return new Promise<Out>((resolve, reject) => {
        client.jobs.push({ input, resolve, reject });
        waiting += 1;
        dispatch();
      });
    },
    load: () => ({ running, waiting }),
  };
};
