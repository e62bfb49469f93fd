/** Shared by the page's code (pageSnapshot.ts) and index.html's script (showSnapshot.js, given them at build time). */
export const SNAPSHOT_SETTINGS = {
  /** The element that holds the snapshot, in a closed shadow root: its ids and styles stay out of the page's. */
  hostId: 'qa-snapshot',
  /** The style that keeps the app's root hidden while the snapshot is shown. */
  hideId: 'qa-snapshot-hide',
  /** Raised when an entry's shape changes: older entries are then dropped, not misread. */
  version: 1,
  /** Shown at most this long, should the app never take over (a script that failed to load). */
  showAtMostMs: 10_000,
} as const;

/** Pages kept, the most recently shown: each costs tens of kilobytes of the origin's storage. */
export const MAX_SNAPSHOTS = 4;
/** A larger page is not kept: the storage is for progress first. */
export const MAX_SNAPSHOT_CHARS = 200_000;

/** What storage holds for a page, as JSON. */
export interface PageSnapshot {
  v: number;
  /** The interface language it was shown in: a snapshot in another language is not shown. */
  lang: string;
  title: string;
  /** The rules of the page's style elements when it was taken. */
  css: string;
  /** The app root's content, without what the learner typed. */
  html: string;
}
