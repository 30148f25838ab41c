import { API, type ApiOperationName, CAPTCHA_CHALLENGE_PATH } from '@wizyta/core';
import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
import type { Captcha } from './createCaptcha';
import { type CaptchaScope, captchaRequired } from './withCaptcha';

/** The calls a patient starts anonymously, which a captcha deployment guards (spec: `captchaSiteKey`). */
export const CAPTCHA_GUARDED = [
  'startSmsLogin',
  'registerPatient',
  'sendContactMessage',
  'requestCallBack',
] as const satisfies readonly ApiOperationName[];

/** Catalogue code of a missing, wrong, expired or reused solution ("Wystąpił błąd weryfikacji."). */
export const CAPTCHA_ERROR_CODE = 4002;

async function captchaTokenOf(request: { text(): Promise<string> }): Promise<unknown> {
  try {
    const body: unknown = JSON.parse(await request.text());
    return typeof body === 'object' && body !== null && 'captchaToken' in body
      ? body.captchaToken
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The captcha of the deployments that set `captchaSiteKey` (`scope`: every base of the realm, or
 * `/b/general/` only, `withCaptcha.ts`). One sample backend serves every brand deployment, each
 * through its own API base (`/gw/<brand>/…`, `config/registerBrandGateway.ts`; the root API is
 * GENERAL's); on a captcha deployment's base the guarded calls are refused (400, 4002) unless their body
 * carries a valid, unspent `captchaToken`. The deployment is in the server's bindings of the
 * re-dispatched request, so no header a caller could send turns the check on or off. Register it
 * before the routes it guards.
 */
export function registerCaptcha(
  app: Hono<BackendEnv>,
  deps: { captcha: Captcha; scope: CaptchaScope },
): void {
  const { captcha, scope } = deps;
  app.get(CAPTCHA_CHALLENGE_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await captcha.challenge());
  });
  for (const name of CAPTCHA_GUARDED) {
    const { method, path } = API[name];
    app.on(method, path, async (c, next) => {
      const deployment = c.env?.deployment ?? 'root';
      if (captchaRequired(scope, deployment) && !(await captcha.verify(await captchaTokenOf(c.req)))) {
        throw new ApiError(400, CAPTCHA_ERROR_CODE, 'Weryfikacja captcha nie powiodła się.');
      }
      await next();
    });
  }
}
