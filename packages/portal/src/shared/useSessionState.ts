import type { SessionState } from '@wizyta/core';
import { useSyncExternalStore } from 'react';
import { useApp } from './useApp';

/** The current session snapshot (status, roles, profile, agreement flags); re-renders on change. */
export function useSessionState(): SessionState {
  const { session } = useApp();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
