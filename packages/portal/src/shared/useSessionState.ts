import { useSessionState as useSessionOf } from '@wizyta/booking/useSessionState';
import type { SessionState } from '@wizyta/core';
import { useApp } from './useApp';

/** The current session snapshot (status, roles, profile, agreement flags); re-renders on change. */
export function useSessionState(): SessionState {
  return useSessionOf(useApp().session);
}
