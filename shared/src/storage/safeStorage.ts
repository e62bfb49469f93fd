/**
 * Browser storage that never throws: a missing storage, a quota error or an unparseable value
 * is treated as empty (DESIGN.md "safe browser-storage helpers").
 */
export type StorageKind = 'local' | 'session';

const area = (kind: StorageKind): Storage | undefined => {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
};

export const readString = (key: string, kind: StorageKind = 'local'): string | null => {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeString = (key: string, value: string, kind: StorageKind = 'local'): void => {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: progress is only kept for this page view.
  }
};

export const removeItem = (key: string, kind: StorageKind = 'local'): void => {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
};

/** Reads JSON; returns `fallback` when absent, unparseable or rejected by `isValid`. */
export const readJson = <T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
  kind: StorageKind = 'local',
): T => {
  const raw = readString(key, kind);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
};

export const writeJson = (key: string, value: unknown, kind: StorageKind = 'local'): void =>
  writeString(key, JSON.stringify(value), kind);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
