import { useEffect, useState } from 'react';
import {
  fetchSearchLists,
  type SearchListCriteria,
  SearchListError,
  type SearchLists,
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
  const { appointmentType, specializationId, date } = criteria;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the same criteria (retry).
  useEffect(() => {
    const abort = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    fetchSearchLists(apiUrl, { appointmentType, specializationId, date }, abort.signal).then(
      (lists) => setState({ lists, loading: false, error: null }),
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
