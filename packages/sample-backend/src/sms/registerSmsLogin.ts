import type { Context, Hono } from 'hono';
import type { AccountPhone, AccountStore } from '../accounts';
import type { TokenService } from '../auth/createTokenService';
import type { BackendEnv } from '../BackendEnv';
import { requestDeployment } from '../config/registerBrandGateway';
import { ApiError } from '../http/ApiError';
import { maskPhone } from '../log/maskPhone';
import type { SmsCodeStore } from './createSmsCodeStore';

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
 * key and claims as the IdP's), with `Cache-Control: no-store`. A phone with no account gets the
 * same 204 and no SMS, and its code check the same 400/4105 as a wrong code, so neither call tells
 * who is a patient (review M3). Errors: malformed body 400/4001 (send) or 400/4002 (verify),
 * wrong or expired code 400/4105, too many wrong codes 429/4107; the send and check limits
 * (429/4102, 429/4107 with `Retry-After`) sit in front (`abuse/registerAbuseLimits.ts`).
 * The log names the phone masked; the dev console is the SMS gateway, so it prints the code of an
 * account registered at run time (seeded accounts use the documented fixed code and it is not logged).
 */
export function registerSmsLogin(
  app: Hono<BackendEnv>,
  deps: { accounts: AccountStore; codes: SmsCodeStore; tokens: TokenService; log: (line: string) => void },
): void {
  app.post('/patient-portal/api/sms-login', async (c) => {
    const phone = phoneOf(await jsonBody(c, 4001), 4001);
    const account = deps.accounts.byPhone(phone);
    if (account) {
      const code = deps.codes.send(account);
      deps.log(`[sms] kod logowania wysłany na ${maskPhone(phone)}${account.seeded ? '' : `: ${code}`}`);
    }
    return c.body(null, 204);
  });

  app.post('/patient-portal/api/sms-login/verify', async (c) => {
    const body = await jsonBody(c, 4002);
    const phone = phoneOf(body, 4002);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!CODE.test(code)) throw new ApiError(400, 4105, 'Nieprawidłowy kod weryfikacyjny.');
    const account = deps.accounts.byPhone(phone);
    if (!account) throw new ApiError(400, 4105, 'Kod weryfikacyjny wygasł lub nie został wysłany.');
    deps.codes.verify(account, code);
    // The code reached this phone: its owner now holds the account (see Account.phoneVerified).
    account.phoneVerified = true;
    c.header('Cache-Control', 'no-store');
    // Issued to the client of the deployment whose API base the code came through (issue 15).
    return c.json(await deps.tokens.issueFor(account, requestDeployment(c)));
  });
}
