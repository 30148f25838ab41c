import type { Clock } from '../createClock';

/** Keys kept at most; past it the expired ones are swept and then the oldest dropped (bounded store). */
const MAX_KEYS = 50_000;

/** A sliding-window counter per key. */
export interface SlidingWindow {
  /**
   * Counts one hit for `key` when it is under the limit and answers 0; otherwise counts nothing
   * and answers how many whole seconds until the oldest hit leaves the window (`Retry-After`).
   */
  hit(key: string): number;
  /**
   * Whole seconds until `key` may be counted again (0 when it is under the limit now), counting
   * nothing: for limits that count only some outcomes (a wrong code) but refuse before the check.
   */
  retryAfter(key: string): number;
  /** Number of keys held (for the bounded-store test). */
  size(): number;
}

/** At most `limit` hits per key within the last `windowMs`, timed by `clock`. */
export function createSlidingWindow(clock: Clock, limit: number, windowMs: number): SlidingWindow {
  const hits = new Map<string, number[]>();

  const sweep = (now: number) => {
    for (const [key, times] of hits) {
      if (times.every((t) => now - t >= windowMs)) hits.delete(key);
    }
    // Map order is insertion order: past the cap the oldest tenth is dropped in one go, so a flood
    // of fresh keys costs one sweep per MAX_KEYS / 10 hits, not one per hit.
    for (const key of hits.keys()) {
      if (hits.size < MAX_KEYS * 0.9) break;
      hits.delete(key);
    }
  };

  const waitOf = (recent: readonly number[], now: number) => {
    if (recent.length < limit) return 0;
    const oldest = recent[0] ?? now;
    return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  };
  return {
    retryAfter(key) {
      const now = clock.now().getTime();
      return waitOf(
        (hits.get(key) ?? []).filter((t) => now - t < windowMs),
        now,
      );
    },
    hit(key) {
      const now = clock.now().getTime();
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      const wait = waitOf(recent, now);
      if (wait > 0) return wait;
      recent.push(now);
      hits.delete(key);
      if (hits.size >= MAX_KEYS) sweep(now);
      hits.set(key, recent);
      return 0;
    },
    size: () => hits.size,
  };
}
