/**
 * Abuse limits of the anonymous calls (review M3, M4). Each is "at most `limit` within the last
 * `windowMs`" (a sliding window). The e2e suite signs in by SMS many times from one address, as
 * the same few seeded patients, within minutes, so `RATE_LIMITS=relaxed` raises the per-address and
 * per-phone limits there. The product's limits are proven on backends with {@link DEFAULT_RATE_LIMITS}
 * (the unit tests of `abuse/`, the e2e's own backends).
 */
export interface RateLimits {
  /** Sliding window of every limit below, in ms (10 minutes). */
  windowMs: number;
  /** SMS codes sent to one phone (known or not) per window: 429/4102 past it. */
  smsPerPhone: number;
  /** SMS login starts, code checks, registrations and call-backs from one client address per window. */
  perAddress: number;
  /** Call-back requests for one phone per window: 429/4102 past it. */
  callBacksPerPhone: number;
  /** Live slot holds one client address may have at once: 429/4102 past it. */
  holdsPerAddress: number;
}

/** The product's limits. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 10 * 60_000,
  smsPerPhone: 5,
  perAddress: 30,
  callBacksPerPhone: 3,
  holdsPerAddress: 10,
};

/** For a suite that signs in hundreds of times from one loopback address (`RATE_LIMITS=relaxed`). */
export const RELAXED_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  smsPerPhone: 100_000,
  perAddress: 100_000,
  callBacksPerPhone: 100_000,
  holdsPerAddress: 100_000,
};
