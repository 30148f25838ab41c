/** Time as the session sees it; injectable so tests control it (vitest's fake timers fit too). */
export interface SessionClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The global clock, looked up on every call (not captured) so that fake timers installed after
 * the session was created still apply.
 */
export const SYSTEM_CLOCK: SessionClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
