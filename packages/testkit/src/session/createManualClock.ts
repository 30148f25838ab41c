import type { SessionClock } from '@wizyta/core/session';

/** A session clock whose `now` the test moves by hand; its timers and the backend keep real time. */
export interface ManualClock extends SessionClock {
  advance(ms: number): void;
}

/** A {@link ManualClock} starting at the real time. */
export function createManualClock(): ManualClock {
  let now = Date.now();
  return {
    now: () => now,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    advance: (ms) => {
      now += ms;
    },
  };
}
