/**
 * The backend's notion of "now". Token expiry checks, SMS code windows and (later) slot holds
 * and chat windows read it, so tests can jump in time without fake timers.
 */
export interface Clock {
  now(): Date;
  /** Freezes the clock at `date`. */
  set(date: Date): void;
  /** Moves the clock forward by `ms` (freezing it if it was following the system time). */
  advance(ms: number): void;
}

/** A clock that follows the system time until a test sets or advances it. */
export function createClock(): Clock {
  let frozen: number | undefined;
  return {
    now: () => new Date(frozen ?? Date.now()),
    set(date) {
      frozen = date.getTime();
    },
    advance(ms) {
      frozen = (frozen ?? Date.now()) + ms;
    },
  };
}
