/**
 * Shared by the snapshot's keeper (pageSnapshot.ts) and index.html's script (showSnapshot.js); the ids of what
 * the script adds are in pageShown.ts, which every page loads.
 */

/** Storage: a page's snapshot under the prefix and its path; the paths kept, the most recently shown first. */
export const SNAPSHOT_KEY_PREFIX = 'pageSnapshot:';
export const SNAPSHOT_LIST_KEY = 'pageSnapshots';

/** Raised when an entry's shape changes: older entries are then dropped, not misread. */
export const SNAPSHOT_VERSION = 1;
/** Shown at most this long, should the app never take over (a script that failed to load). */
export const SHOW_AT_MOST_MS = 10_000;

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
