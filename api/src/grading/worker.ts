import { doTask, type GradingTask } from './tasks';

/**
 * A grading worker thread's entry (bundled to dist/grading-worker.js): Piscina hands it one task at a time and
 * sends back what it returns. The registries load once per thread, when the pool starts it.
 */
export default (task: GradingTask) => doTask(task);
