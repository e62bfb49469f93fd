/**
 * Goal 2 (a): how many round trips, one after another, the browser makes after the document before the
 * remote's own code starts loading.
 *
 * The rule: a chain starts at the document and ends at the first request for the remote's code. Each link
 * in between is a request that started only after the previous link's response had ended, so it could not
 * have overlapped it, and that itself ended before the remote code request started. The links are taken from
 * the requests that gate a remote (the shell's main.js, /app/remotes.json, the remote's mf-manifest.json); at
 * each step the earliest-ending one is taken, which gives the longest such chain. Requests that ran side by
 * side (a registry asked for beside the bundle, say) thus count once. The result is the number of links
 * between the document and the remote code request: 3 when the shell's bundle asks for the registry
 * (main.js, remotes.json, mf-manifest.json), 2 when the registry is asked for beside the bundle; the goal is
 * at most 2.
 * Only requests from the list above are links, so the shell's own chunks do not count as round trips.
 */
export interface TimedRequest {
  url: string;
  method: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

export const sequentialChain = (
  document: TimedRequest,
  target: TimedRequest,
  candidates: TimedRequest[],
): TimedRequest[] => {
  const chain: TimedRequest[] = [];
  let previous = document;
  for (;;) {
    const next = candidates
      .filter((request) => request.start >= previous.end && request.end <= target.start)
      .sort((a, b) => a.end - b.end)[0];
    if (!next) return chain;
    chain.push(next);
    previous = next;
  }
};
