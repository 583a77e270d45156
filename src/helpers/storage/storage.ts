/**
 * The keys Beem's clients keep in browser storage (the session's `token` and `device-id`,
 * `root-url`, `select-sub`), the budget planner's own, and `language`, the visitor's chosen
 * language (a `BeemLocale`, which every Beem app on the origin may read), behind a typed helper
 * that never throws: storage can be missing, blocked (private modes, privacy settings) or full.
 */
export const storedKeys = [
  'token',
  'device-id',
  'root-url',
  'select-sub',
  'budget-plan',
  'language',
] as const;
/** One of `storedKeys`: the only keys the storage helpers read, write or remove. */
export type StoredKey = (typeof storedKeys)[number];

const store = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The value kept under the key, or null when there is none or storage cannot be read. Reads
 * `localStorage` unless given another `Storage`.
 */
export function readStored(key: StoredKey, storage: Storage | null = store()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when it was saved. */
export function writeStored(
  key: StoredKey,
  value: string,
  storage: Storage | null = store(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Deletes the key's value; does nothing when storage is missing or blocked. Uses `localStorage`
 * unless given another `Storage`.
 */
export function removeStored(key: StoredKey, storage: Storage | null = store()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo.
  }
}

/** This browser's device id, made once and kept under `device-id`. */
export function deviceId(storage: Storage | null = store()): string {
  const existing = readStored('device-id', storage);
  if (existing) return existing;
  const created = crypto.randomUUID();
  writeStored('device-id', created, storage);
  return created;
}
