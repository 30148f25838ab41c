import type { SessionListener, SessionState } from '@wizyta/core';
import { useSyncExternalStore } from 'react';

/**
 * The session's current state, re-rendering on every change: the booking flow's and the portal's
 * one session hook. `useSyncExternalStore`, so a render never shows a state older than the
 * session's (no tearing between a change and an effect catching up).
 */
export function useSessionState(session: {
  getState(): SessionState;
  subscribe(listener: SessionListener): () => void;
}): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
