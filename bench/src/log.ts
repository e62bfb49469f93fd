/** Progress lines, with the time since the bench started, so a slow step is easy to spot. */
const started = Date.now();

export const progress = (message: string): void => {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${seconds}s] ${message}`);
};
