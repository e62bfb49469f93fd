import type { CallOutcome } from '../testerTools/toolCalls';
import { MAX_RETRIES, MAX_RETRY_WAIT_S, type ServerWait } from './serverWait';

/** A wait under way: what the server asked for, and the seconds left of it. */
export interface Waiting {
  wait: ServerWait;
  left: number;
}

/** One second, or less where the signal stops it; answers whether the second ran out. */
const second = (signal: AbortSignal): Promise<boolean> =>
  new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, 1000);
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * A call the page may safely repeat (the server refused it before doing anything), called again once the wait the
 * server asked for is over: at most MAX_RETRIES times, and only for a wait of at most MAX_RETRY_WAIT_S. `onWait`
 * hears every second of a wait, and null as the call goes again. Resolves to the last outcome, which may still be
 * a wait, or to undefined where the signal stopped a wait (the learner edited what would be sent, or left).
 */
export const callWithRetry = async <T>(
  call: () => Promise<CallOutcome<T>>,
  signal: AbortSignal,
  onWait: (waiting: Waiting | null) => void,
): Promise<CallOutcome<T> | undefined> => {
  for (let retries = 0; ; retries += 1) {
    const outcome = await call();
    const wait = outcome.kind === 'error' ? outcome.wait : undefined;
    if (!wait || retries >= MAX_RETRIES || wait.seconds > MAX_RETRY_WAIT_S || signal.aborted) return outcome;
    for (let left = wait.seconds; left > 0; left -= 1) {
      onWait({ wait, left });
      if (!(await second(signal))) return undefined;
    }
    onWait(null);
  }
};
