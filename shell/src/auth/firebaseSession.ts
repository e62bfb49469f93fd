/* Read in the identity's idle-time chunk only: nothing of it is on the page's first load. */

/** How Firebase names a kept sign-in, in its IndexedDB store or in localStorage (its two persistences here). */
const FIREBASE_USER = 'firebase:authUser:';
const FIREBASE_DATABASE = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';

const requested = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Firebase's database, if this browser has one: opened without creating it. */
const firebaseDatabase = (): Promise<IDBDatabase | null> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(FIREBASE_DATABASE);
    // No database yet: the upgrade that would create it is called off.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
  });

/**
 * Whether Firebase keeps a sign-in in this browser without the marker: one made before the marker existed. Read
 * when the page is idle, from Firebase's own stores, without loading it; on any doubt, yes (Firebase decides).
 */
export const firebaseKeepsSession = async (): Promise<boolean> => {
  try {
    if (Object.keys(localStorage).some((key) => key.startsWith(FIREBASE_USER))) return true;
    const database = await firebaseDatabase();
    if (!database) return false;
    try {
      if (!database.objectStoreNames.contains(FIREBASE_STORE)) return false;
      const keys = await requested(
        database.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE).getAllKeys(),
      );
      return keys.some((key) => String(key).startsWith(FIREBASE_USER));
    } finally {
      database.close();
    }
  } catch {
    return true;
  }
};
