import type { Context, Hono } from 'hono';
import type { AccountPhone, AccountStore } from '../accounts';
import type { TokenService } from '../auth/createTokenService';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
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
 * SMS login (DESIGN.md "SMS login"): `POST sms-login` sends a code (printed on the console
 * here) and answers 204; `POST sms-login/verify` trades the code for a token response whose
 * tokens are the realm's (same key and claims as the IdP's). Errors: malformed body 400/4001
 * (send) or 400/4002 (verify), unknown phone 404/4106, send limit 429/4102, wrong code
 * 400/4105, too many wrong codes 429/4107.
 */
export function registerSmsLogin(
  app: Hono<BackendEnv>,
  deps: { accounts: AccountStore; codes: SmsCodeStore; tokens: TokenService; log: (line: string) => void },
): void {
  const accountFor = (phone: AccountPhone) => {
    const account = deps.accounts.byPhone(phone);
    if (!account) throw new ApiError(404, 4106, 'Ten numer telefonu nie jest zweryfikowany.');
    return account;
  };

  app.post('/patient-portal/api/sms-login', async (c) => {
    const phone = phoneOf(await jsonBody(c, 4001), 4001);
    const account = accountFor(phone);
    const code = deps.codes.send(account);
    deps.log(`[sms] kod logowania dla ${phone.prefix} ${phone.number}: ${code}`);
    return c.body(null, 204);
  });

  app.post('/patient-portal/api/sms-login/verify', async (c) => {
    const body = await jsonBody(c, 4002);
    const phone = phoneOf(body, 4002);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const account = accountFor(phone);
    if (!CODE.test(code)) throw new ApiError(400, 4105, 'Nieprawidłowy kod weryfikacyjny.');
    deps.codes.verify(account, code);
    return c.json(await deps.tokens.issueFor(account));
  });
}
