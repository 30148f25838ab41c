import type { Clock } from '../createClock';
import { createBoundedStore, OVER_LIMIT } from './createBoundedStore';

/** Keys kept at most (bounded store); full, the least used windows make room for a new one. */
const MAX_KEYS = 100_000;

/** A sliding-window counter per key. */
export interface SlidingWindow {
  /**
   * Counts one hit for `key` when it is under the limit and answers 0; otherwise counts nothing
   * and answers how many whole seconds until the oldest hit leaves the window (`Retry-After`). A
   * new key is never refused for being new (a full store makes room).
   */
  hit(key: string): number;
  /**
   * Whole seconds until `key` is under its limit (0 when it is now), counting nothing: for limits
   * that count only some outcomes (a wrong code) but refuse before the check.
   */
  retryAfter(key: string): number;
  /** Number of keys held (for the bounded-store test). */
  size(): number;
}

/** At most `limit` hits per key within the last `windowMs`, timed by `clock`, for at most `maxKeys` keys. */
export function createSlidingWindow(
  clock: Clock,
  limit: number,
  windowMs: number,
  maxKeys = MAX_KEYS,
): SlidingWindow {
  const live = (times: readonly number[], now: number) => times.filter((t) => now - t < windowMs);
  const hits = createBoundedStore<number[]>(
    clock,
    maxKeys,
    (times) => (times.at(-1) ?? 0) + windowMs,
    (times, now) => {
      const count = live(times, now).length;
      return count >= limit ? OVER_LIMIT + count : count;
    },
  );
  const recent = (key: string, now: number) => live(hits.get(key) ?? [], now);
  const waitOf = (times: readonly number[], now: number) => {
    if (times.length < limit) return 0;
    const oldest = times[0] ?? now;
    return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  };
  return {
    retryAfter(key) {
      const now = clock.now().getTime();
      return waitOf(recent(key, now), now);
    },
    hit(key) {
      const now = clock.now().getTime();
      const times = recent(key, now);
      const wait = waitOf(times, now);
      if (wait > 0) return wait;
      times.push(now);
      hits.set(key, times);
      return 0;
    },
    size: () => hits.size(),
  };
}
