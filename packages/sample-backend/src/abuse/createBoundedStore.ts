import type { Clock } from '../createClock';

/**
 * A map of at most `max` keys whose entries expire. It never forgets a live entry to make room: a
 * limit's memory is what protects the owner of a phone or an address, so an attacker flooding it
 * with fresh keys must not be able to wipe it. When it is full, the expired entries go; when it is
 * still full of live ones, new keys wait (the limits refuse them: fail closed).
 */
export interface BoundedStore<V> {
  /** The entry of `key`, expired or not (callers read their own times). */
  get(key: string): V | undefined;
  /**
   * Whole seconds until `key` can be stored: 0 when it is held already or there is room (after the
   * expired entries go), else until the first live entry expires (`Retry-After`).
   */
  roomFor(key: string): number;
  /** Stores `value` for `key` when {@link roomFor} answers 0; answers what it answered. */
  set(key: string, value: V): number;
  delete(key: string): void;
  /** Number of keys held (for the bounded-store tests). */
  size(): number;
}

/** A store of at most `max` keys; `expiresAt` tells when an entry may go (ms, `clock`'s time). */
export function createBoundedStore<V>(
  clock: Clock,
  max: number,
  expiresAt: (value: V) => number,
): BoundedStore<V> {
  const held = new Map<string, V>();
  // While full of live entries: when the first of them expires. Sweeping again before then would
  // free nothing, so a flood of new keys costs one pass over the store per expiry, not one per call.
  let fullUntil = 0;
  const sweep = (now: number) => {
    let next = Number.POSITIVE_INFINITY;
    for (const [key, value] of held) {
      const at = expiresAt(value);
      if (at <= now) held.delete(key);
      else next = Math.min(next, at);
    }
    fullUntil = held.size >= max ? next : 0;
  };
  const roomFor = (key: string) => {
    if (held.has(key) || held.size < max) return 0;
    const now = clock.now().getTime();
    if (now >= fullUntil) sweep(now);
    return held.size < max ? 0 : Math.max(1, Math.ceil((fullUntil - now) / 1000));
  };
  return {
    get: (key) => held.get(key),
    roomFor,
    set(key, value) {
      const wait = roomFor(key);
      if (wait === 0) held.set(key, value);
      return wait;
    },
    delete: (key) => {
      held.delete(key);
    },
    size: () => held.size,
  };
}
