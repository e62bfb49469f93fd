/** Whether a server answers, and waiting until something holds: used by the end-to-end suite and the bench. */

/** @param {string} url */
export const isUp = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
};

/**
 * @param {() => Promise<boolean>} check
 * @param {string} what
 * @param {number} [timeoutMs]
 */
export const waitUntil = async (check, what, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not get ready within ${timeoutMs} ms`);
};
