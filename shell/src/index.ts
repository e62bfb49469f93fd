// Async boundary: shared singletons are negotiated before any app code runs. React DOM is evaluated in a task
// of its own and the app in the next one: two shorter tasks instead of one that keeps a slow phone busy.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
void import('react-dom/client').then(nextTask).then(() => import('./bootstrap'));
