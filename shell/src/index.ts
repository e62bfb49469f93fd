// Async boundary: shared singletons are negotiated before any app code runs. Each step is evaluated in a task of
// its own (React DOM, then the runtime contract, then the app): shorter tasks instead of one that keeps a slow
// phone busy.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@qa/shared'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
