import { randomBytes } from 'node:crypto';
import { CappedMap, type Challenge, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';

/** Proof-of-work captcha of the sample backend (ALTCHA): challenges and their one-time check. */
export interface Captcha {
  /** A new signed challenge for the `altcha` widget (`GET …/captcha-challenge`). */
  challenge(): Promise<Challenge>;
  /**
   * Whether `payload` (the widget's base64 solution, sent as `captchaToken`) solves a challenge of
   * this backend that has not expired and was not used before; a verified payload is spent.
   */
  verify(payload: unknown): Promise<boolean>;
}

/** Tuning of {@link createCaptcha}; the defaults take a few hundred milliseconds in a phone's browser. */
export interface CaptchaOptions {
  /** PBKDF2 iterations per attempt. */
  readonly cost?: number;
  /** The counter range the browser has to search (deterministic mode: the server knows the answer). */
  readonly counter?: readonly [number, number];
  /** How long a challenge may be solved and sent, in seconds. */
  readonly lifetimeS?: number;
}

/** At most this many spent solutions are remembered; older ones have expired long before. */
const SPENT_MAX = 10_000;

/**
 * ALTCHA over `altcha-lib`: no third-party service, no cookie, no tracking. The HMAC secrets are
 * random per process, so a restart invalidates every open challenge (a deployment would keep
 * them in its secret store). Expiry is absolute time (`Date.now()`), as altcha-lib checks it.
 */
export function createCaptcha(options: CaptchaOptions = {}): Captcha {
  const hmacSignatureSecret = randomBytes(32).toString('hex');
  const hmacKeySignatureSecret = randomBytes(32).toString('hex');
  const [low, high] = options.counter ?? [2_000, 5_000];
  const spent = new CappedMap<string, boolean>({ maxSize: SPENT_MAX });
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: options.cost ?? 100,
        counter: randomInt(low, high),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + (options.lifetimeS ?? 300) * 1000),
      }),
    async verify(payload) {
      if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4096) return false;
      const result = await verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, spent);
      return result.error === null;
    },
  };
}
