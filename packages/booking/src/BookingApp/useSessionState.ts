import type { SessionState } from '@wizyta/core';
import { useEffect, useState } from 'react';
import type { BookingSession } from './BookingProps';

/** The session's current state, re-rendering on every change. */
export function useSessionState(session: BookingSession): SessionState {
  const [state, setState] = useState(() => session.getState());
  useEffect(() => {
    setState(session.getState());
    return session.subscribe(setState);
  }, [session]);
  return state;
}
