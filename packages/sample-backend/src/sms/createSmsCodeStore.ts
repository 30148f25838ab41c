import { randomInt, timingSafeEqual } from 'node:crypto';
import { createGrowingWait } from '../abuse/createGrowingWait';
import { createSlidingWindow } from '../abuse/createSlidingWindow';
import { tooManyRequests } from '../abuse/tooManyRequests';
import { type Account, type AccountPhone, SEEDED_SMS_CODE } from '../accounts';
import type { Clock } from '../createClock';
import { ApiError } from '../http/ApiError';
import type { RateLimits } from '../http/RateLimits';

/** Decided limits of SMS login (the spec names the errors, not the numbers). */
export const SMS_LIMITS = {
  /** A code is valid for 5 minutes. */
  codeTtlMs: 5 * 60_000,
  /** Sign-ins a seeded account's fixed code lets through, one per send, before it is sent again. */
  maxSeededSends: 5,
  /** Addresses remembered per phone as having asked for its code (the newest kept). */
  maxRequesters: 8,
} as const;

/** Phones with a code kept at most; past it the expired ones go, then the oldest. */
const MAX_PENDING = 20_000;

/** The one answer of every refused code, whoever the phone belongs to (review: no enumeration). */
export function wrongCode(): ApiError {
  return new ApiError(400, 4105, 'Nieprawidłowy kod weryfikacyjny.');
}

interface PendingCode {
  /**
   * The account the code was sent for (a code never signs in another account that later got the
   * number); `undefined` when no account has the phone: nothing was texted, but the phone is
   * counted and answered exactly as a patient's.
   */
  sub: string | undefined;
  code: string;
  expiresAt: number;
  /** Sends not yet used by a sign-in: above 1 only for a seeded account's fixed code. */
  unused: number;
  /** Wrong tries this code took; at `RateLimits.triesPerCode` it is void. */
  wrongTries: number;
  /** Addresses that asked for a code for this phone, until when that counts (a code's lifetime). */
  requesters: Map<string, number>;
}

/**
 * SMS codes per phone number, with their limits. Every phone — a patient's or nobody's — is
 * counted and answered alike, so neither the answers nor their sequence tell who is a patient.
 * Wrong guesses use up the code they guess at, never the phone: its owner can always ask for a
 * new code and sign in with it.
 */
export interface SmsCodeStore {
  /**
   * The code to text to `phone` (asked for from `address`, an address key: IPv6 by /64), or
   * `undefined` when no account has the phone (nothing is texted, everything else is the same).
   * Throws 429/4102 with `Retry-After` when the phone's or the address's sends wait
   * (`RateLimits.smsPerPhone`, `smsPerAddress`: a few at once, then growing waits). A new code
   * replaces the earlier one. With `fixedCode`, a seeded account's code is the fixed, public one:
   * each send lets one more sign-in through (up to `SMS_LIMITS.maxSeededSends`), so two browsers
   * signing in as the same demo patient both get in.
   */
  send(phone: AccountPhone, address: string, account: Account | undefined): string | undefined;
  /**
   * Consumes the code or throws: 400/4105 for a wrong, void, expired or never sent code or a phone
   * with no account; 429/4107 with `Retry-After` once this phone had `wrongCodesPerPhoneAndAddress`
   * wrong codes from `address` within the window, or, from an address that did not ask for the
   * live code, once the phone had `wrongCodesPerPhonePerDay` wrong codes. A code takes
   * `triesPerCode` wrong tries, then it is void.
   */
  verify(phone: AccountPhone, address: string, code: string, account: Account | undefined): void;
  /** Phones with a code held (for the bounded-store test). */
  size(): number;
}

function phoneKey(phone: AccountPhone): string {
  return `${phone.prefix.trim()}${phone.number.replace(/\D/g, '')}`;
}

/** Compares in time that depends on the length only (codes are 4–8 digits). */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected.padEnd(8, ' '));
  const b = Buffer.from(given.padEnd(8, ' '));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The addresses of `earlier` that still count, and `address` until `until` (the newest kept). */
function requestersWith(
  earlier: PendingCode | undefined,
  address: string,
  now: number,
  until: number,
): Map<string, number> {
  const requesters = new Map(
    [...(earlier?.requesters ?? [])].filter(([key, expires]) => expires > now && key !== address),
  );
  requesters.set(address, until);
  for (const key of requesters.keys()) {
    if (requesters.size <= SMS_LIMITS.maxRequesters) break;
    requesters.delete(key);
  }
  return requesters;
}

/**
 * A fresh store reading time from `clock`, limited by `limits`. `fixedCode` (the development
 * server's shortcut) gives seeded accounts the public code instead of a random one.
 */
export function createSmsCodeStore(clock: Clock, limits: RateLimits, fixedCode: boolean): SmsCodeStore {
  const pending = new Map<string, PendingCode>();
  const sendsByPhone = createGrowingWait(clock, limits.smsPerPhone);
  const sendsByAddress = createGrowingWait(clock, limits.smsPerAddress);
  const wrongByPhoneAndAddress = createSlidingWindow(
    clock,
    limits.wrongCodesPerPhoneAndAddress,
    limits.windowMs,
  );
  const wrongByPhoneDaily = createSlidingWindow(clock, limits.wrongCodesPerPhonePerDay, 24 * 60 * 60_000);
  const sweep = (now: number) => {
    for (const [key, entry] of pending) if (entry.expiresAt <= now) pending.delete(key);
    for (const key of pending.keys()) {
      if (pending.size < MAX_PENDING * 0.9) break;
      pending.delete(key);
    }
  };

  return {
    send(phone, address, account) {
      const now = clock.now().getTime();
      const key = phoneKey(phone);
      const wait = Math.max(sendsByPhone.retryAfter(key), sendsByAddress.retryAfter(address));
      if (wait > 0) throw tooManyRequests(4102, wait);
      sendsByPhone.hit(key);
      sendsByAddress.hit(address);
      // Drawn for every phone, so a patient's send does no more work than a stranger's.
      const fresh = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const seeded = fixedCode && account?.seeded === true;
      const code = seeded ? SEEDED_SMS_CODE : fresh;
      const earlier = pending.get(key);
      const expiresAt = now + SMS_LIMITS.codeTtlMs;
      const unused =
        seeded && earlier?.sub === account?.sub && earlier !== undefined && earlier.expiresAt > now
          ? Math.min(earlier.unused + 1, SMS_LIMITS.maxSeededSends)
          : 1;
      pending.delete(key);
      if (pending.size >= MAX_PENDING) sweep(now);
      pending.set(key, {
        sub: account?.sub,
        code,
        expiresAt,
        unused,
        wrongTries: 0,
        requesters: requestersWith(earlier, address, now, expiresAt),
      });
      return account ? code : undefined;
    },

    verify(phone, address, code, account) {
      const now = clock.now().getTime();
      const key = phoneKey(phone);
      const pair = `${key} ${address}`;
      const blocked = wrongByPhoneAndAddress.retryAfter(pair);
      if (blocked > 0) throw tooManyRequests(4107, blocked);
      const entry = pending.get(key);
      // Past the daily bound only an address that asked for the code may try it: guessing from
      // anywhere else stops, and the owner, who asked, is never refused by it.
      const asked = (entry?.requesters.get(address) ?? 0) > now;
      const daily = wrongByPhoneDaily.retryAfter(key);
      if (!asked && daily > 0) throw tooManyRequests(4107, daily);
      const live =
        entry !== undefined &&
        entry.sub !== undefined &&
        entry.sub === account?.sub &&
        entry.expiresAt > now &&
        entry.wrongTries < limits.triesPerCode;
      const matches = sameCode(entry?.code ?? '--------', code);
      if (!live || !matches || !entry) {
        if (entry) entry.wrongTries += 1;
        wrongByPhoneAndAddress.hit(pair);
        wrongByPhoneDaily.hit(key);
        const wait = wrongByPhoneAndAddress.retryAfter(pair);
        throw wait > 0 ? tooManyRequests(4107, wait) : wrongCode();
      }
      // Single use: a code that signed in once is gone (a seeded one after as many sign-ins as sends).
      if (entry.unused > 1) entry.unused -= 1;
      else pending.delete(key);
    },

    size: () => pending.size,
  };
}
