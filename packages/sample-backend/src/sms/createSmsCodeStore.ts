import { randomInt } from 'node:crypto';
import { type Account, SEEDED_SMS_CODE } from '../accounts';
import type { Clock } from '../createClock';
import { ApiError } from '../http/ApiError';

/** Decided limits of SMS login (the spec names the errors, not the numbers). */
export const SMS_LIMITS = {
  /** A code is valid for 5 minutes. */
  codeTtlMs: 5 * 60_000,
  /** After this many wrong codes the code is burned: 429 / 4107 until a new one is sent. */
  maxWrongCodes: 5,
  /** Sign-ins a seeded account's fixed code lets through, one per send, before it is sent again. */
  maxSeededSends: 5,
} as const;

interface PendingCode {
  code: string;
  expiresAt: number;
  wrong: number;
  /** Sends not yet used by a sign-in: above 1 only for a seeded account (its code is fixed). */
  unused: number;
}

/**
 * Codes sent per account, with the wrong-code limit. How often a code may be sent is limited per
 * phone and per client address before the route (`abuse/registerAbuseLimits.ts`), for known and
 * unknown phones alike.
 */
export interface SmsCodeStore {
  /**
   * Issues a code, replacing any earlier one. A seeded account's code is the fixed, public one, so
   * there nothing is replaced: each send lets one more sign-in through (up to
   * `SMS_LIMITS.maxSeededSends`), and two browsers signing in as the same demo patient at once
   * (the e2e suite's two workers) each get in instead of one using up the other's code.
   */
  send(account: Account): string;
  /** Consumes the code, or throws 400/4105 (wrong or expired) or 429/4107 (too many wrong). */
  verify(account: Account, code: string): void;
}

/** A fresh store reading time from `clock`. */
export function createSmsCodeStore(clock: Clock): SmsCodeStore {
  const pending = new Map<string, PendingCode>();

  return {
    send(account) {
      const now = clock.now().getTime();
      const code = account.seeded ? SEEDED_SMS_CODE : String(randomInt(0, 1_000_000)).padStart(6, '0');
      const earlier = pending.get(account.sub);
      const unused =
        account.seeded && earlier && earlier.expiresAt > now
          ? Math.min(earlier.unused + 1, SMS_LIMITS.maxSeededSends)
          : 1;
      pending.set(account.sub, { code, expiresAt: now + SMS_LIMITS.codeTtlMs, wrong: 0, unused });
      return code;
    },

    verify(account, code) {
      const entry = pending.get(account.sub);
      if (entry && entry.wrong >= SMS_LIMITS.maxWrongCodes) {
        throw new ApiError(429, 4107, 'Zbyt wiele prób wpisania kodu. Poproś o nowy kod.');
      }
      if (!entry || entry.expiresAt <= clock.now().getTime()) {
        throw new ApiError(400, 4105, 'Kod weryfikacyjny wygasł lub nie został wysłany.');
      }
      if (entry.code !== code) {
        entry.wrong += 1;
        if (entry.wrong >= SMS_LIMITS.maxWrongCodes) {
          throw new ApiError(429, 4107, 'Zbyt wiele prób wpisania kodu. Poproś o nowy kod.');
        }
        throw new ApiError(400, 4105, 'Nieprawidłowy kod weryfikacyjny.');
      }
      // Single use: a code that signed in once is gone (a seeded one after as many sign-ins as sends).
      if (entry.unused > 1) entry.unused -= 1;
      else pending.delete(account.sub);
    },
  };
}
