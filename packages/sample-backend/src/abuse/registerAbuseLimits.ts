import { API } from '@wizyta/core';
import type { Context, Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import type { Clock } from '../createClock';
import type { RateLimits } from '../http/RateLimits';
import { clientKey } from './clientAddress';
import { createSlidingWindow, type SlidingWindow } from './createSlidingWindow';
import type { TrustProxy } from './TrustProxy';
import { tooManyRequests } from './tooManyRequests';

type Body = { phoneNumber?: { prefix?: unknown; number?: unknown }; email?: unknown };

async function bodyOf(c: Context<BackendEnv>): Promise<Body | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Body) : undefined;
}

function phoneOf(body: Body | undefined): string | undefined {
  const phone = body?.phoneNumber;
  if (typeof phone?.prefix !== 'string' || typeof phone.number !== 'string') return undefined;
  return `phone ${phone.prefix.trim()}${phone.number.replace(/\D/g, '')}`;
}

function emailOf(body: Body | undefined): string | undefined {
  return typeof body?.email === 'string' ? `email ${body.email.trim().toLowerCase()}` : undefined;
}

/** The windows, exposed for the bounded-store test. */
export interface AbuseLimits {
  byAddress: SlidingWindow;
  callBackByPhone: SlidingWindow;
  byIdentity: SlidingWindow;
}

/**
 * Limits on the anonymous calls that send an SMS, call a phone, check a code, create an account or
 * leave a message: per client address on all of them (IPv6 by /64, behind `TRUST_PROXY` the
 * forwarded client), per phone on call-back, per phone and per e-mail on registration and per
 * e-mail on the contact form, each a sliding window answering 429 with `Retry-After` (4102, 4107
 * for code checks, 4191 for contact messages). Unknown and known phones count alike, so the limit
 * itself tells nothing about accounts. The per-phone SMS windows live with the codes
 * (`sms/createSmsCodeStore.ts`): past them a new code is refused, never the sign-in. Registered
 * before the routes; the captcha (its own middleware) comes on top, not instead.
 */
export function registerAbuseLimits(
  app: Hono<BackendEnv>,
  clock: Clock,
  limits: RateLimits,
  trustProxy: TrustProxy,
): AbuseLimits {
  const byAddress = createSlidingWindow(clock, limits.perAddress, limits.windowMs);
  const callBackByPhone = createSlidingWindow(clock, limits.callBacksPerPhone, limits.windowMs);
  const byIdentity = createSlidingWindow(clock, limits.perIdentity, limits.windowMs);
  const guard =
    (
      code: 4102 | 4107 | 4191,
      perIdentity?: { window: SlidingWindow; keys: (body: Body | undefined) => (string | undefined)[] },
    ) =>
    async (c: Context<BackendEnv>, next: () => Promise<void>) => {
      const byAddressWait = byAddress.hit(`${c.req.path} ${clientKey(c, trustProxy)}`);
      if (byAddressWait > 0) throw tooManyRequests(code, byAddressWait);
      if (perIdentity) {
        const body = await bodyOf(c);
        for (const key of perIdentity.keys(body)) {
          if (key === undefined) continue;
          const wait = perIdentity.window.hit(`${c.req.path} ${key}`);
          if (wait > 0) throw tooManyRequests(code, wait);
        }
      }
      await next();
    };
  app.post(API.startSmsLogin.path, guard(4102));
  app.post(API.verifySmsLogin.path, guard(4107));
  app.post(
    API.registerPatient.path,
    guard(4102, { window: byIdentity, keys: (body) => [phoneOf(body), emailOf(body)] }),
  );
  app.post(
    API.requestCallBack.path,
    guard(4102, { window: callBackByPhone, keys: (body) => [phoneOf(body)] }),
  );
  app.post(API.sendContactMessage.path, guard(4191, { window: byIdentity, keys: (body) => [emailOf(body)] }));
  return { byAddress, callBackByPhone, byIdentity };
}
