/** A keyed cache of one load per key: {@link createDictionaryCache}. */
export interface DictionaryCache {
  /**
   * The value of `key`: the one load in flight or done for it, else `load()` started now. A
   * failed load is forgotten, so the next call (the patient's "Spróbuj ponownie") loads again.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets the keys `drop` picks (every key without it), e.g. the signed-in ones at logout. */
  clear(drop?: (key: string) => boolean): void;
}

/**
 * One request per dictionary per session: concurrent callers share the load in flight, later
 * callers the answer. Kept in memory only — dictionaries are not personal data, but nothing of
 * the API belongs in storage (DESIGN.md), and a reload is a new session anyway.
 */
export function createDictionaryCache(): DictionaryCache {
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const known = entries.get(key);
      if (known) return known as Promise<T>;
      const loading = load();
      entries.set(key, loading);
      loading.catch(() => {
        // Only this load: a clear() and a newer load in the meantime keep theirs.
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    clear(drop) {
      for (const key of [...entries.keys()]) if (!drop || drop(key)) entries.delete(key);
    },
  };
}
