import { useEffect, useRef, useState } from 'react';
import {
  fetchSearchLists,
  type SearchListCriteria,
  SearchListError,
  type SearchLists,
  withoutStaleLists,
} from './fetchSearchLists';

/** The lists for the current criteria, whether they are loading, and the code of a failed load. */
export interface SearchListsState {
  readonly lists: SearchLists | null;
  readonly loading: boolean;
  readonly error: number | null;
}

/** The lists' state and a way to load them again after a failure. */
export interface SearchListsLoad extends SearchListsState {
  readonly retry: () => void;
}

/** Loads the search lists whenever the criteria change; a newer load cancels an older one. */
export function useSearchLists(apiUrl: string, criteria: SearchListCriteria): SearchListsLoad {
  const [state, setState] = useState<SearchListsState>({ lists: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  // The criteria the lists shown were loaded for: a change empties what it makes wrong.
  const loadedFor = useRef<SearchListCriteria | null>(null);
  const { appointmentType, specializationId, date } = criteria;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the same criteria (retry).
  useEffect(() => {
    const abort = new AbortController();
    const wanted = { appointmentType, specializationId, date };
    const before = loadedFor.current;
    setState((current) => ({
      ...current,
      lists: current.lists && before ? withoutStaleLists(current.lists, before, wanted) : current.lists,
      loading: true,
    }));
    fetchSearchLists(apiUrl, wanted, abort.signal).then(
      (lists) => {
        loadedFor.current = wanted;
        setState({ lists, loading: false, error: null });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState((current) => ({
          ...current,
          loading: false,
          error: error instanceof SearchListError ? error.code : 4982,
        }));
      },
    );
    return () => abort.abort();
  }, [apiUrl, appointmentType, specializationId, date, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
