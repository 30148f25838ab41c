import type { Clock } from '../createClock';

/**
 * What a limit's entry is worth keeping: {@link OVER_LIMIT} plus its count for an entry over its
 * limit (it protects somebody from an attacker), its count for one under it.
 */
export const OVER_LIMIT = 1_000_000_000;

/**
 * A map of at most `max` keys whose entries expire. It never refuses a key for being new: a store
 * full of an attacker's fresh keys must not lock every new patient out. When it is full, the
 * expired entries go first, then the least restrictive live ones (the lowest `worth`: under their
 * limit, fewest hits, first to expire), a twentieth of the store at a time so that a flood costs one
 * sort per many calls. An entry over its limit goes only when the whole store is over its limits.
 */
export interface BoundedStore<V> {
  /** The entry of `key`, expired or not (callers read their own times). */
  get(key: string): V | undefined;
  /** Stores `value` for `key`, making room when the store is full. */
  set(key: string, value: V): void;
  delete(key: string): void;
  /** Number of keys held (for the bounded-store tests). */
  size(): number;
}

/**
 * A store of at most `max` keys; `expiresAt` tells when an entry may go (ms, `clock`'s time), `worth`
 * how much it protects (higher stays longer; {@link OVER_LIMIT} for an entry over its limit).
 */
export function createBoundedStore<V>(
  clock: Clock,
  max: number,
  expiresAt: (value: V) => number,
  worth: (value: V, now: number) => number = () => 0,
): BoundedStore<V> {
  const held = new Map<string, V>();
  const makeRoom = () => {
    const now = clock.now().getTime();
    for (const [key, value] of held) if (expiresAt(value) <= now) held.delete(key);
    if (held.size < max) return;
    const ranked = [...held].map(([key, value]) => ({ key, worth: worth(value, now), at: expiresAt(value) }));
    ranked.sort((a, b) => a.worth - b.worth || a.at - b.at);
    for (const { key } of ranked.slice(0, Math.max(1, Math.ceil(max / 20)))) held.delete(key);
  };
  return {
    get: (key) => held.get(key),
    set(key, value) {
      if (!held.has(key) && held.size >= max) makeRoom();
      held.set(key, value);
    },
    delete: (key) => {
      held.delete(key);
    },
    size: () => held.size,
  };
}
