import type { GrowingWaitLimit } from '../abuse/createGrowingWait';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Abuse limits of the anonymous calls. Each is "at most `limit` within the last
 * `windowMs`" (a sliding window). The e2e suite signs in by SMS many times from one address, as
 * the same few seeded patients, within minutes, so `RATE_LIMITS=relaxed` raises the per-address and
 * per-phone limits there. The product's limits are proven on backends with {@link DEFAULT_RATE_LIMITS}
 * (the unit tests of `abuse/`, the e2e's own backends).
 */
export interface RateLimits {
  /** Sliding window of every limit below, in ms (10 minutes). */
  windowMs: number;
  /**
   * SMS codes sent to one phone asked for from one client address (IPv6 by /64): a few at once,
   * then growing waits (429/4102 with `Retry-After`, the same for every phone). Each address has its
   * own, so a stranger asking for the owner's phone never makes the owner wait.
   */
  smsPerPhoneAndAddress: GrowingWaitLimit;
  /** SMS codes asked for from one client address, whatever the phone: growing waits as above. */
  smsPerAddress: GrowingWaitLimit;
  /**
   * SMS codes sent to one phone within a day from all addresses together, past which each further
   * code for that phone needs a captcha solution (400/4108 without one, the same for every phone):
   * a step up, never a refusal, so strangers on many networks cannot lock the owner out for a day.
   */
  smsCaptchaAfterPerPhone: number;
  /**
   * SMS codes the whole provider texts within a day (a phone nobody has costs nothing and counts
   * nothing): the SMS bill's bound. Past it every send, for any phone, gets 429/4102 and the log
   * says so once (an operator's alert).
   */
  smsPerDay: number;
  /** Wrong tries a code takes; the last one voids it (it was sent for the address that tried). */
  triesPerCode: number;
  /**
   * Wrong SMS codes for one phone from one client address per window: 429/4107 for that pair only,
   * so the owner's own address is never stopped by anyone else's guesses.
   */
  wrongCodesPerPhoneAndAddress: number;
  /**
   * SMS login starts, code checks, registrations, call-backs and contact messages from one client
   * address per window (each call its own window; IPv6 addresses by /64).
   */
  perAddress: number;
  /** Registrations naming one phone or one e-mail, contact messages from one e-mail, per window. */
  perIdentity: number;
  /** Call-back requests for one phone per window: 429/4102 past it. */
  callBacksPerPhone: number;
  /** Live slot holds one client address may have at once: 429/4102 past it. */
  holdsPerAddress: number;
}

/** The product's limits. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 10 * 60_000,
  smsPerPhoneAndAddress: { free: 5, firstWaitMs: 60_000, maxWaitMs: 60 * 60_000, windowMs: DAY_MS },
  smsPerAddress: { free: 50, firstWaitMs: 60_000, maxWaitMs: 60 * 60_000, windowMs: DAY_MS },
  smsCaptchaAfterPerPhone: 10,
  smsPerDay: 20_000,
  triesPerCode: 3,
  wrongCodesPerPhoneAndAddress: 5,
  perAddress: 30,
  perIdentity: 3,
  callBacksPerPhone: 3,
  holdsPerAddress: 10,
};

/** For a suite that signs in hundreds of times from one loopback address (`RATE_LIMITS=relaxed`). */
export const RELAXED_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  smsPerPhoneAndAddress: { ...DEFAULT_RATE_LIMITS.smsPerPhoneAndAddress, free: 100_000 },
  smsPerAddress: { ...DEFAULT_RATE_LIMITS.smsPerAddress, free: 100_000 },
  smsCaptchaAfterPerPhone: 100_000,
  smsPerDay: 1_000_000,
  wrongCodesPerPhoneAndAddress: 100_000,
  perAddress: 100_000,
  perIdentity: 100_000,
  callBacksPerPhone: 100_000,
  holdsPerAddress: 100_000,
};
