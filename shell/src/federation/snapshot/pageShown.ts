/**
 * What a page's first load needs of its snapshot: the one index.html painted, if any, gives way to the page, and
 * the keeper (pageSnapshot.ts, loaded once the page is usable) hears of the pages a remote renders, the only kind
 * that removes its snapshot.
 */

/**
 * What index.html's script adds (showSnapshot.js): the element that holds the snapshot, in a closed shadow root
 * (its ids and styles stay out of the page's), and the style that keeps the app's root hidden meanwhile.
 */
export const SNAPSHOT_IDS = { host: 'qa-snapshot', hide: 'qa-snapshot-hide' } as const;

/** Removes the snapshot index.html painted, if any, and shows the app's root in its place. */
export const revealPage = (): void => {
  document.getElementById(SNAPSHOT_IDS.host)?.remove();
  document.getElementById(SNAPSHOT_IDS.hide)?.remove();
};

let remotePagesShown = 0;
let keeper: (() => void) | undefined;

/** In the commit of a remote's page, before any effect looks at it; the returned cleanup runs as it goes. */
export const remotePageCommitted = (): (() => void) => {
  revealPage();
  remotePagesShown += 1;
  keeper?.();
  return () => {
    remotePagesShown -= 1;
  };
};

export const isRemotePageShown = (): boolean => remotePagesShown > 0;

/** Tells the keeper of each remote page committed from now on, and of the one on screen, if any. */
export const followRemotePages = (keep: () => void): void => {
  keeper = keep;
  if (isRemotePageShown()) keep();
};
