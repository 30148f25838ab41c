import { toAppError } from '@wizyta/core';
import { useCallback, useEffect, useState } from 'react';

/** A dictionary as a screen sees it: its entries once loaded, or the code of a failed load. */
export interface DictionaryState<T> {
  readonly value: T | null;
  /** The catalogue code of the failed load (4393 countries, 4911 languages…), else null. */
  readonly error: number | null;
  /** Loads it again after a failure (the cache forgot the failed load). */
  readonly retry: () => void;
}

/**
 * Reads a dictionary of `dictionariesFor(api)`: `load` is one of its methods, so every screen
 * shares the session's one request; a failure keeps its code until the patient retries.
 */
export function useDictionary<T>(load: () => Promise<T>, enabled = true): DictionaryState<T> {
  const [state, setState] = useState<{ value: T | null; error: number | null }>({ value: null, error: null });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads the same dictionary again (retry).
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    load().then(
      (value) => current && setState({ value, error: null }),
      (error: unknown) => {
        const { code } = toAppError(error, 4982);
        if (current) setState({ value: null, error: typeof code === 'number' ? code : 4982 });
      },
    );
    return () => {
      current = false;
    };
  }, [load, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
