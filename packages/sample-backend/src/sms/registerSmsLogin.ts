import type { Context, Hono } from 'hono';
import { clientKey } from '../abuse/clientAddress';
import type { TrustProxy } from '../abuse/TrustProxy';
import type { AccountPhone, AccountStore } from '../accounts';
import type { TokenService } from '../auth/createTokenService';
import type { BackendEnv } from '../BackendEnv';
import type { Captcha } from '../captcha/createCaptcha';
import { type CaptchaScope, captchaRequired } from '../captcha/withCaptcha';
import { requestDeployment } from '../config/registerBrandGateway';
import { ApiError } from '../http/ApiError';
import { devShortcutsFor } from '../http/devShortcutsFor';
import { maskPhone } from '../log/maskPhone';
import { type SmsCodeStore, wrongCode } from './createSmsCodeStore';

// Same rules as core's SmsPhoneNumberSchema / SmsLoginVerifyRequestSchema.
const PREFIX = /^\+\d{1,4}$/;
const NUMBER = /^\d{5,15}$/;
const CODE = /^\d{4,8}$/;

async function jsonBody(c: Context<BackendEnv>, errorCode: number): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) throw new ApiError(400, errorCode, 'Nieprawidłowe żądanie.');
  return body as Record<string, unknown>;
}

function phoneOf(body: Record<string, unknown>, errorCode: number): AccountPhone {
  const phone = body.phoneNumber as { prefix?: unknown; number?: unknown } | undefined;
  const prefix = phone?.prefix;
  const number = phone?.number;
  if (
    typeof prefix !== 'string' ||
    typeof number !== 'string' ||
    !PREFIX.test(prefix) ||
    !NUMBER.test(number)
  ) {
    throw new ApiError(400, errorCode, 'Nieprawidłowy numer telefonu.');
  }
  return { prefix, number };
}

/**
 * SMS login (DESIGN.md "SMS login"): `POST sms-login` sends a code and answers 204;
 * `POST sms-login/verify` trades the code for a token response whose tokens are the realm's (same
 * key and claims as the IdP's), with `Cache-Control: no-store`. Every phone is answered alike,
 * whether a patient has it or nobody does: the same 204 (a phone with no account gets no SMS), the
 * same 400/4105 body for every refused code, the same 429/4102 and 429/4107 after the same number
 * of sends and wrong codes (`createSmsCodeStore.ts`), and the same work on the way. Errors: malformed body 400/4001 (send) or
 * 400/4002 (verify); the right code of an account with no role 403/4103; the per-address limits (429/4102, 429/4107 with `Retry-After`) sit in front
 * (`abuse/registerAbuseLimits.ts`). The log names the phone masked; only where the console is
 * the SMS gateway (`SMS_GATEWAY=console`, or the development server) does it print the code (but
 * the seeded accounts' documented fixed code of `BackendOptions.devShortcuts`).
 */
export function registerSmsLogin(
  app: Hono<BackendEnv>,
  deps: {
    accounts: AccountStore;
    codes: SmsCodeStore;
    tokens: TokenService;
    trustProxy: TrustProxy;
    /**
     * The captcha a phone's send steps up to past `RateLimits.smsCaptchaAfterPerPhone` codes a day
     * (its `captchaToken`); on a deployment whose every send needs one already (`scope`), the
     * solution `registerCaptcha` checked is that step.
     */
    captcha: Captcha;
    captchaScope: CaptchaScope;
    /**
     * The seeded accounts' codes are the fixed, public one (not logged): `BackendOptions.devShortcuts`,
     * for the requests `devShortcutsFor` lets use them.
     */
    fixedCode: boolean;
    /** Whether the log is the SMS gateway and prints the codes (`SMS_GATEWAY=console` or `DEV_SHORTCUTS`). */
    printCodes: boolean;
    log: (line: string) => void;
  },
): void {
  app.post('/patient-portal/api/sms-login', async (c) => {
    const body = await jsonBody(c, 4001);
    const phone = phoneOf(body, 4001);
    const account = deps.accounts.byPhone(phone);
    const fixedCode = devShortcutsFor(c, deps.fixedCode);
    const solved =
      captchaRequired(deps.captchaScope, c.env?.deployment ?? 'root') ||
      (deps.codes.needsCaptcha(phone) && (await deps.captcha.verify(body.captchaToken)));
    const code = deps.codes.send(phone, clientKey(c, deps.trustProxy), account, fixedCode, solved);
    if (account && code !== undefined) {
      const printed = deps.printCodes && !(account.seeded && fixedCode);
      deps.log(`[sms] kod logowania wysłany na ${maskPhone(phone)}${printed ? `: ${code}` : ''}`);
    }
    return c.body(null, 204);
  });

  app.post('/patient-portal/api/sms-login/verify', async (c) => {
    const body = await jsonBody(c, 4002);
    const phone = phoneOf(body, 4002);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!CODE.test(code)) throw wrongCode();
    const account = deps.accounts.byPhone(phone);
    deps.codes.verify(phone, clientKey(c, deps.trustProxy), code, account);
    if (!account) throw wrongCode();
    // The code reached this phone: its owner now holds the account (see Account.phoneVerified).
    account.phoneVerified = true;
    // Spec §2 step 2: an account with neither PATIENT nor DOCTOR may not use the portal, so it gets
    // no tokens (the code proved the phone, so saying so tells the caller nothing new).
    if (account.roles.length === 0) throw new ApiError(403, 4103, 'Nie udało się zalogować.');
    c.header('Cache-Control', 'no-store');
    // Issued to the client of the deployment whose API base the code came through.
    return c.json(await deps.tokens.issueFor(account, requestDeployment(c)));
  });
}
