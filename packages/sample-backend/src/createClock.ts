/**
 * The backend's notion of "now". Token expiry checks, SMS code windows, slot holds and chat
 * windows read it, so tests can jump in time without fake timers.
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

/**
 * `base` seen `offsetMs` later (or earlier, when negative): the clock of the booking domain when the
 * server runs "as if it were" another hour (`CLOCK_AT`). Setting and advancing act on `base`, so a
 * test that moves one moves both. With offset 0 it is `base` itself.
 */
export function offsetClock(base: Clock, offsetMs: number): Clock {
  if (offsetMs === 0) return base;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    set: (date) => base.set(new Date(date.getTime() - offsetMs)),
    advance: (ms) => base.advance(ms),
  };
}
