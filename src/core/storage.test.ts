import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserStorage,
  readItem,
  removeItem,
  storageOrPageMemory,
  writeItem,
} from './platform/storage';
import { MemoryStorage } from '../testing/memory-storage';

/** A storage whose every call throws, as a browser's does when storage is disabled by policy. */
function throwingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    length: 0,
    clear: refuse,
    key: refuse,
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
  } as unknown as Storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the one storage helper', () => {
  it('reads, writes and removes through the page storage', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    expect(writeItem('k', 'v')).toBe(true);
    expect(readItem('k')).toBe('v');
    removeItem('k');
    expect(readItem('k')).toBeNull();
  });

  it('keeps local and session storage apart', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    writeItem('k', 'session', 'session');
    expect(readItem('k')).toBeNull();
    expect(readItem('k', 'session')).toBe('session');
  });

  it('never throws when every call throws (storage disabled by policy)', () => {
    vi.stubGlobal('localStorage', throwingStorage());
    expect(readItem('k')).toBeNull();
    expect(writeItem('k', 'v')).toBe(false);
    expect(() => removeItem('k')).not.toThrow();
  });

  it('never throws when reading the global itself throws (a sandboxed frame)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(browserStorage()).toBeUndefined();
      expect(readItem('k')).toBeNull();
      expect(writeItem('k', 'v')).toBe(false);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('ignores a page that replaced the global with something else', () => {
    vi.stubGlobal('localStorage', { not: 'a storage' });
    expect(browserStorage()).toBeUndefined();
    expect(readItem('k')).toBeNull();
  });

  it('falls back to a map for this page when there is no storage', () => {
    vi.stubGlobal('localStorage', undefined);
    const store = storageOrPageMemory();
    store.setItem('k', 'v');
    expect(store.getItem('k')).toBe('v');
    // Every caller gets the same map: what one module writes, another reads.
    expect(storageOrPageMemory().getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
  });
});
