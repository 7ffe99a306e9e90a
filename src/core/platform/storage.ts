// Web storage that never throws: it can fail (policy, sandbox, quota), callers need not care.
export type StorageKind = 'local' | 'session';

export function browserStorage(kind: StorageKind = 'local'): Storage | undefined {
  try {
    const area = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return area && typeof area.getItem === 'function' ? area : undefined;
  } catch {
    return undefined;
  }
}

export function readItem(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when storage refused it. */
export function writeItem(key: string, value: string, kind: StorageKind = 'local'): boolean {
  const area = browserStorage(kind);
  if (!area) return false;
  try {
    area.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, kind: StorageKind = 'local'): void {
  try {
    browserStorage(kind)?.removeItem(key);
  } catch {
    // Nothing stored can be removed from a storage that refuses access.
  }
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const pageMemory: Partial<Record<StorageKind, KeyValueStore>> = {};

/** Else one page-wide map per kind; callers compare `storageArea`. */
export function storageOrPageMemory(kind: StorageKind = 'local'): KeyValueStore {
  const area = browserStorage(kind);
  if (area) return area;
  if (!pageMemory[kind]) {
    const values = new Map<string, string>();
    pageMemory[kind] = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, String(value)),
      removeItem: (key) => void values.delete(key),
    };
  }
  return pageMemory[kind];
}
