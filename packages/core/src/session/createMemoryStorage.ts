import type { StorageArea } from './StorageArea';

/**
 * An in-memory {@link StorageArea}: the fallback where Web Storage is missing or throws (a
 * sandboxed frame, blocked third-party storage) and the fake storage of tests.
 */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): StorageArea {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}
