import { randomInt, timingSafeEqual } from 'node:crypto';
import { createBoundedStore } from '../abuse/createBoundedStore';
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
} as const;

/** Codes kept at most, one per phone and asking address; full, the oldest codes make room. */
const MAX_PENDING = 100_000;
const DAY_MS = 24 * 60 * 60_000;

/** The one answer of every refused code, whoever the phone belongs to (review: no enumeration). */
export function wrongCode(): ApiError {
  return new ApiError(400, 4105, 'Nieprawidłowy kod weryfikacyjny.');
}

/** The answer of a send that needs a captcha solution first (the same for every phone). */
export function captchaNeeded(): ApiError {
  return new ApiError(400, 4108, 'Potwierdź, że nie jesteś robotem, aby otrzymać kod.');
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
}

/**
 * SMS codes per phone number and asking network, with their limits. A code belongs to the phone
 * and the address that asked for it (an address key: IPv6 by /64), and only that address may try
 * it: a stranger's sends and wrong guesses use up the stranger's own codes and waits, never the
 * owner's. Every phone — a patient's or nobody's — is counted and answered alike, so neither the
 * answers nor their sequence tell who is a patient.
 */
export interface SmsCodeStore {
  /**
   * The code to text to `phone` (asked for from `address`), or `undefined` when no account has the
   * phone (nothing is texted, everything else is the same). Throws 429/4102 with `Retry-After`
   * when this address's sends for the phone or its sends in all wait (`RateLimits.smsPerPhoneAndAddress`,
   * `smsPerAddress`: a few at once, then growing waits) or the provider's day's budget of codes
   * texted is spent (`smsPerDay`, every phone refused alike then); throws 400/4108 when the phone had `smsCaptchaAfterPerPhone` codes within a day
   * and `captchaSolved` is false (a step up: with a solution the code is sent). A new code replaces
   * the one this address asked for earlier, no other. With `fixedCode`, a seeded account's code is
   * the fixed, public one: each send lets one more sign-in through (up to
   * `SMS_LIMITS.maxSeededSends`), so two browsers signing in as the same demo patient both get in.
   */
  send(
    phone: AccountPhone,
    address: string,
    account: Account | undefined,
    fixedCode: boolean,
    captchaSolved?: boolean,
  ): string | undefined;
  /** Whether the next send for `phone` needs a captcha solution (counts nothing). */
  needsCaptcha(phone: AccountPhone): boolean;
  /**
   * Consumes the code `address` asked for or throws: 400/4105 for a wrong, void, expired or never
   * sent code or a phone with no account; 429/4107 with `Retry-After` once this address tried
   * `wrongCodesPerPhoneAndAddress` wrong codes for the phone within the window. A code takes
   * `triesPerCode` wrong tries, then it is void.
   */
  verify(phone: AccountPhone, address: string, code: string, account: Account | undefined): void;
  /** Codes held (for the bounded-store test). */
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

const HOUR_MS = 60 * 60_000;

/**
 * At most `limit` counts within the last day, in hourly buckets: constant work per call, whatever
 * the count (a count a day long as timestamps would cost a patient's send a pass over thousands).
 */
function createDayBudget(limit: number) {
  const perHour = new Map<number, number>();
  const live = (now: number) => {
    const hour = Math.floor(now / HOUR_MS);
    let total = 0;
    let oldest = hour;
    for (const [at, count] of perHour) {
      if (at <= hour - 24) perHour.delete(at);
      else {
        total += count;
        oldest = Math.min(oldest, at);
      }
    }
    return { total, oldest };
  };
  return {
    /** Whole seconds until the budget has room again (the oldest hour leaves the day), 0 if it has. */
    retryAfter(now: number): number {
      const { total, oldest } = live(now);
      return total < limit ? 0 : Math.max(1, Math.ceil(((oldest + 24) * HOUR_MS - now) / 1000));
    },
    count(now: number): void {
      const hour = Math.floor(now / HOUR_MS);
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    },
  };
}

/** A fresh store reading time from `clock`, limited by `limits`. */
export function createSmsCodeStore(
  clock: Clock,
  limits: RateLimits,
  options: { maxPending?: number; log?: (line: string) => void } = {},
): SmsCodeStore {
  const pending = createBoundedStore<PendingCode>(
    clock,
    options.maxPending ?? MAX_PENDING,
    (entry) => entry.expiresAt,
  );
  const sendsByPair = createGrowingWait(clock, limits.smsPerPhoneAndAddress);
  const sendsByAddress = createGrowingWait(clock, limits.smsPerAddress);
  const sendsByPhone = createSlidingWindow(clock, limits.smsCaptchaAfterPerPhone, DAY_MS);
  const budget = createDayBudget(limits.smsPerDay);
  let budgetSpent = false;
  const wrongByPair = createSlidingWindow(clock, limits.wrongCodesPerPhoneAndAddress, limits.windowMs);

  return {
    needsCaptcha: (phone) => sendsByPhone.retryAfter(phoneKey(phone)) > 0,

    send(phone, address, account, fixedCode, captchaSolved = false) {
      const now = clock.now().getTime();
      const key = phoneKey(phone);
      const pair = `${key} ${address}`;
      const wait = Math.max(sendsByPair.retryAfter(pair), sendsByAddress.retryAfter(address));
      if (wait > 0) throw tooManyRequests(4102, wait);
      // Past the phone's day's codes, a step up: a solution sends the code (and is not counted
      // for the phone, so the step up ends a day after the codes that caused it).
      const stepUp = sendsByPhone.retryAfter(key) > 0;
      if (stepUp && !captchaSolved) throw captchaNeeded();
      // The day's budget counts the codes texted (a phone nobody has costs nothing); once spent,
      // every send is refused alike, so the refusal tells nothing about accounts.
      const spent = budget.retryAfter(now);
      if (spent > 0) {
        if (!budgetSpent)
          options.log?.(`[sms] dzienny budżet SMS (${limits.smsPerDay}) wyczerpany: wysyłka wstrzymana`);
        budgetSpent = true;
        throw tooManyRequests(4102, spent);
      }
      budgetSpent = false;
      // One increment: a patient's send does no more measurable work than a stranger's.
      if (account) budget.count(now);
      if (!stepUp) sendsByPhone.hit(key);
      sendsByPair.hit(pair);
      sendsByAddress.hit(address);
      // Drawn for every phone, so a patient's send does no more work than a stranger's.
      const fresh = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const seeded = fixedCode && account?.seeded === true;
      const earlier = pending.get(pair);
      const unused =
        seeded && earlier?.sub === account?.sub && earlier !== undefined && earlier.expiresAt > now
          ? Math.min(earlier.unused + 1, SMS_LIMITS.maxSeededSends)
          : 1;
      const code = seeded ? SEEDED_SMS_CODE : fresh;
      pending.set(pair, {
        sub: account?.sub,
        code,
        expiresAt: now + SMS_LIMITS.codeTtlMs,
        unused,
        wrongTries: 0,
      });
      return account ? code : undefined;
    },

    verify(phone, address, code, account) {
      const now = clock.now().getTime();
      const pair = `${phoneKey(phone)} ${address}`;
      const blocked = wrongByPair.retryAfter(pair);
      if (blocked > 0) throw tooManyRequests(4107, blocked);
      const entry = pending.get(pair);
      const live =
        entry !== undefined &&
        entry.sub !== undefined &&
        entry.sub === account?.sub &&
        entry.expiresAt > now &&
        entry.wrongTries < limits.triesPerCode;
      const matches = sameCode(entry?.code ?? '--------', code);
      if (!live || !matches || !entry) {
        if (entry) entry.wrongTries += 1;
        // Counted, then checked: the try that reaches the limit is refused with its wait.
        const wait = wrongByPair.hit(pair) || wrongByPair.retryAfter(pair);
        throw wait > 0 ? tooManyRequests(4107, wait) : wrongCode();
      }
      // Single use: a code that signed in once is gone (a seeded one after as many sign-ins as sends).
      if (entry.unused > 1) entry.unused -= 1;
      else pending.delete(pair);
    },

    size: () => pending.size(),
  };
}
