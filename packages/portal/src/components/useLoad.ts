import { type AppError, toAppError } from '@wizyta/core';
import { type DependencyList, useCallback, useEffect, useState } from 'react';

/** Where a load is: waiting, done with data, or failed with the AppError to show. */
export type LoadState<T> =
  | { readonly status: 'loading'; readonly data?: undefined; readonly error?: undefined }
  | { readonly status: 'ready'; readonly data: T; readonly error?: undefined }
  | { readonly status: 'error'; readonly data?: undefined; readonly error: AppError };

/** A load's state plus `reload` (the retry button) and `replace` (keep local edits in sync). */
export type LoadResult<T> = LoadState<T> & {
  reload(): void;
  replace(next: T): void;
};

/**
 * Runs `load` on mount and whenever `deps` change, aborting the previous run, so a slow answer
 * for page 1 can never overwrite page 2. Failures become AppErrors with the call's own code.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): LoadResult<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` reads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toAppError(error) });
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, replace };
}
