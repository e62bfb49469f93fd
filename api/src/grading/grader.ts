import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { createFairQueue } from './fair-queue';
import { doTask, type GradingResult, type GradingTask } from './tasks';

/** Who does the grading tasks (tasks.ts): the event loop itself, or a pool of worker threads. */
export interface Grader {
  /** Does `task` for `client` (its address); rejects with a 429 when the client is over its share. */
  run<Task extends GradingTask>(client: string, task: Task): Promise<GradingResult<Task>>;
  close(): Promise<void>;
}

/** On the event loop: the unit tests' grader, and GRADING_THREADS=0 (one process doing everything, as before). */
export const inlineGrader = (): Grader => ({
  run: async (_client, task) => doTask(task),
  close: async () => undefined,
});

/** Threads a pool starts when the configuration names none: one per core. */
export const defaultThreads = () => Math.max(1, availableParallelism());

export interface WorkerGraderOptions {
  /** The worker's entry: dist/grading-worker.js beside the built server, or worker.ts run through tsx. */
  filename: string;
  threads: number;
  /** Node options of the threads, e.g. tsx's loader for a TypeScript entry. */
  execArgv?: string[];
}

/** Tasks one client may have waiting before its next is refused: a class of learners behind one address. */
const WAITING_PER_CLIENT = 32;
const WAITING_TOTAL = 4096;

/**
 * Grading on worker threads, so a costly task never holds up the event loop that answers everyone else. The pool
 * runs a task per thread; which client's task runs next is the fair queue's choice, and one client never holds
 * every thread (with two or more), so another client's task starts as soon as it arrives.
 */
export const workerGrader = ({ filename, threads, execArgv }: WorkerGraderOptions): Grader => {
  const pool = new Piscina<GradingTask, unknown>({
    filename,
    minThreads: threads,
    maxThreads: threads,
    // Started once and kept: a thread's first task would otherwise wait for the registries to load.
    idleTimeout: Number.POSITIVE_INFINITY,
    ...(execArgv && { execArgv }),
  });
  const queue = createFairQueue((task: GradingTask) => pool.run(task), {
    slots: threads,
    runningPerClient: Math.max(1, threads - 1),
    waitingPerClient: WAITING_PER_CLIENT,
    waitingTotal: WAITING_TOTAL,
  });
  return {
    run: <Task extends GradingTask>(client: string, task: Task) =>
      queue.submit(client, task) as Promise<GradingResult<Task>>,
    close: () => pool.close(),
  };
};
