/**
 * An in-memory `Storage` for unit tests (Node has no localStorage). One instance stands for the
 * browser's local storage: "another tab" writes into the same instance and then dispatches
 * `storageEvent(...)` on the window stand-in, as the browser does in every other tab.
 */
export class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Storage whose every call throws, like local storage blocked by privacy settings. */
export class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }

  override setItem(): void {
    throw new DOMException('blocked', 'SecurityError');
  }

  override removeItem(): void {
    throw new DOMException('blocked', 'SecurityError');
  }
}

/**
 * A `storage` event as another tab's write produces it. Node has no StorageEvent, so this is a
 * plain Event carrying the same fields.
 */
export function storageEvent(
  key: string | null,
  storageArea: Storage | null,
  newValue: string | null = null,
): Event {
  return Object.assign(new Event('storage'), { key, storageArea, newValue, oldValue: null });
}
