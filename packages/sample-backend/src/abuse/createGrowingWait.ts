import type { Clock } from '../createClock';
import { createBoundedStore, OVER_LIMIT } from './createBoundedStore';

/** Keys kept at most (bounded store); full, the least used make room for a new one. */
const MAX_KEYS = 100_000;

/** A limit whose wait grows with use: `free` hits within `windowMs`, then each next one waits longer. */
export interface GrowingWaitLimit {
  /** Hits within the window that wait for nothing. */
  free: number;
  /** The wait after the last hit once `free` are used, doubling with every further hit. */
  firstWaitMs: number;
  /** The longest wait: the limit never refuses for longer than this after the last hit. */
  maxWaitMs: number;
  /** How long a hit counts (a day). */
  windowMs: number;
}

/** A growing-wait counter per key. */
export interface GrowingWait {
  /**
   * Whole seconds until `key` may be counted again (`Retry-After`), 0 when it may be now. Counts
   * nothing. A new key is never refused for being new (a full store makes room).
   */
  retryAfter(key: string): number;
  /** Counts one hit for `key` (call after `retryAfter` answered 0). */
  hit(key: string): void;
  /** Number of keys held (for the bounded-store test). */
  size(): number;
}

/**
 * After `free` hits within `windowMs`, each further hit must wait `firstWaitMs`, then twice that,
 * and so on up to `maxWaitMs`, after the one before: a key is never shut out, it is slowed down.
 */
export function createGrowingWait(clock: Clock, limit: GrowingWaitLimit, maxKeys = MAX_KEYS): GrowingWait {
  const live = (times: readonly number[], now: number) => times.filter((t) => now - t < limit.windowMs);
  const hits = createBoundedStore<number[]>(
    clock,
    maxKeys,
    (times) => (times.at(-1) ?? 0) + limit.windowMs,
    (times, now) => {
      const count = live(times, now).length;
      return count > limit.free ? OVER_LIMIT + count : count;
    },
  );
  const recent = (key: string, now: number) => live(hits.get(key) ?? [], now);
  return {
    retryAfter(key) {
      const now = clock.now().getTime();
      const times = recent(key, now);
      const over = times.length - limit.free;
      if (over < 0) return 0;
      // 2 ** over stays finite: the wait is capped long before the exponent matters.
      const wait = Math.min(limit.firstWaitMs * 2 ** Math.min(over, 30), limit.maxWaitMs);
      const until = (times.at(-1) ?? now) + wait;
      return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
    },
    hit(key) {
      const now = clock.now().getTime();
      hits.set(key, [...recent(key, now), now]);
    },
    size: () => hits.size(),
  };
}
