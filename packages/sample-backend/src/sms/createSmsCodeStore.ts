import { randomInt, timingSafeEqual } from 'node:crypto';
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
} as const;

/** Pending codes kept at most; past it the expired ones go, then the oldest. */
const MAX_PENDING = 20_000;

/** The one answer of every refused code, whoever the phone belongs to (review: no enumeration). */
export function wrongCode(): ApiError {
  return new ApiError(400, 4105, 'Nieprawidłowy kod weryfikacyjny.');
}

interface PendingCode {
  /** The account the code was sent for: a code never signs in another account that later got the number. */
  sub: string;
  code: string;
  expiresAt: number;
  /** Sends not yet used by a sign-in: above 1 only for a seeded account (its code is fixed). */
  unused: number;
}

/**
 * SMS codes per phone number, with their limits. Every phone — a patient's or nobody's — is
 * counted and answered alike, so neither the answers nor their sequence tell who is a patient.
 */
export interface SmsCodeStore {
  /**
   * The code to text to `phone`, or `undefined` when nothing is sent: no account has the phone, or
   * the phone's send window (`RateLimits.smsPerPhone`) is full. A full window refuses a new code,
   * not the sign-in: the code the phone already got stays valid (for another `codeTtlMs`), so
   * someone who knows a patient's number cannot lock them out by asking for codes. A seeded
   * account's code is the fixed, public one: each send lets one more sign-in through (up to
   * `SMS_LIMITS.maxSeededSends`), so two browsers signing in as the same demo patient both get in.
   */
  send(phone: AccountPhone, account: Account | undefined): string | undefined;
  /**
   * Consumes the code or throws: 400/4105 for a wrong, expired or never sent code or a phone with
   * no account; 429/4107 with `Retry-After` once this phone had `wrongCodesPerPhoneAndAddress`
   * wrong codes from `address` (an address key: IPv6 by /64) or `wrongCodesPerPhone` from
   * everyone within the window. One address cannot lock a patient out (its own budget runs out,
   * not theirs); the per-phone cap bounds guessing however many addresses take part.
   */
  verify(phone: AccountPhone, address: string, code: string, account: Account | undefined): void;
  /** Pending codes held (for the bounded-store test). */
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

/** A fresh store reading time from `clock`, limited by `limits`. */
export function createSmsCodeStore(clock: Clock, limits: RateLimits): SmsCodeStore {
  const pending = new Map<string, PendingCode>();
  const sendsByPhone = createSlidingWindow(clock, limits.smsPerPhone, limits.windowMs);
  const wrongByPhone = createSlidingWindow(clock, limits.wrongCodesPerPhone, limits.windowMs);
  const wrongByPhoneAndAddress = createSlidingWindow(
    clock,
    limits.wrongCodesPerPhoneAndAddress,
    limits.windowMs,
  );
  const sweep = (now: number) => {
    for (const [key, entry] of pending) if (entry.expiresAt <= now) pending.delete(key);
    for (const key of pending.keys()) {
      if (pending.size < MAX_PENDING * 0.9) break;
      pending.delete(key);
    }
  };

  return {
    send(phone, account) {
      const now = clock.now().getTime();
      const key = phoneKey(phone);
      // Drawn for every phone, so a patient's send does no more work than a stranger's.
      const fresh = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const earlier = pending.get(key);
      if (sendsByPhone.hit(key) > 0) {
        if (earlier) earlier.expiresAt = Math.max(earlier.expiresAt, now + SMS_LIMITS.codeTtlMs);
        return undefined;
      }
      if (!account) return undefined;
      const code = account.seeded ? SEEDED_SMS_CODE : fresh;
      const unused =
        account.seeded && earlier?.sub === account.sub && earlier.expiresAt > now
          ? Math.min(earlier.unused + 1, SMS_LIMITS.maxSeededSends)
          : 1;
      pending.delete(key);
      if (pending.size >= MAX_PENDING) sweep(now);
      pending.set(key, { sub: account.sub, code, expiresAt: now + SMS_LIMITS.codeTtlMs, unused });
      return code;
    },

    verify(phone, address, code, account) {
      const key = phoneKey(phone);
      const pair = `${key} ${address}`;
      const blocked = Math.max(wrongByPhone.retryAfter(key), wrongByPhoneAndAddress.retryAfter(pair));
      if (blocked > 0) throw tooManyRequests(4107, blocked);
      const entry = pending.get(key);
      const live =
        entry !== undefined && entry.expiresAt > clock.now().getTime() && entry.sub === account?.sub;
      const matches = sameCode(entry?.code ?? '--------', code);
      if (!live || !matches || !entry) {
        wrongByPhone.hit(key);
        wrongByPhoneAndAddress.hit(pair);
        const wait = Math.max(wrongByPhone.retryAfter(key), wrongByPhoneAndAddress.retryAfter(pair));
        throw wait > 0 ? tooManyRequests(4107, wait) : wrongCode();
      }
      // Single use: a code that signed in once is gone (a seeded one after as many sign-ins as sends).
      if (entry.unused > 1) entry.unused -= 1;
      else pending.delete(key);
    },

    size: () => pending.size,
  };
}
