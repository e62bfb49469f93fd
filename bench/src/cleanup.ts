/**
 * What the bench must undo (servers it started, browsers, the static copies), run in reverse order at the
 * end, after a failure, or on Ctrl-C.
 */
import { progress } from './log';

type Task = () => Promise<void> | void;

const tasks: Task[] = [];
let running: Promise<void> | undefined;

export const onCleanup = (task: Task): void => {
  tasks.push(task);
};

/** Runs every task once; a second call (a signal during the normal end) waits for the first. */
export const cleanup = (): Promise<void> => {
  running ??= (async () => {
    for (let task = tasks.pop(); task; task = tasks.pop()) {
      try {
        await task();
      } catch (error) {
        progress(`cleanup step failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return running;
};

/** Ctrl-C or a kill: stop what was started, then exit with the signal's usual code. */
export const cleanUpOnSignals = (): void => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      progress(`${signal}: stopping what the bench started`);
      void cleanup().finally(() => process.exit(code));
    });
  }
};
