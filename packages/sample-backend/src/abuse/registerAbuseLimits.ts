import { API } from '@wizyta/core';
import type { Context, Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import type { Clock } from '../createClock';
import type { RateLimits } from '../http/RateLimits';
import { clientAddress } from './clientAddress';
import { createSlidingWindow, type SlidingWindow } from './createSlidingWindow';
import { tooManyRequests } from './tooManyRequests';

async function phoneKey(c: Context<BackendEnv>): Promise<string | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const phone = (body as { phoneNumber?: { prefix?: unknown; number?: unknown } } | undefined)?.phoneNumber;
  if (typeof phone?.prefix !== 'string' || typeof phone.number !== 'string') return undefined;
  return `${phone.prefix}${phone.number}`;
}

/** The windows, exposed for the bounded-store test. */
export interface AbuseLimits {
  byAddress: SlidingWindow;
  smsByPhone: SlidingWindow;
  callBackByPhone: SlidingWindow;
}

/**
 * Limits on the anonymous calls that send an SMS, call a phone, check a code or create an account
 * (review M3): per client address on all of them, per phone on SMS login start and call-back, each
 * a sliding window answering 429 with `Retry-After` and 4102 (4107 for code checks). Unknown and
 * known phones count alike, so the limit itself tells nothing about accounts. Registered before the
 * routes; the captcha (its own middleware) comes on top, not instead.
 */
export function registerAbuseLimits(app: Hono<BackendEnv>, clock: Clock, limits: RateLimits): AbuseLimits {
  const byAddress = createSlidingWindow(clock, limits.perAddress, limits.windowMs);
  const smsByPhone = createSlidingWindow(clock, limits.smsPerPhone, limits.windowMs);
  const callBackByPhone = createSlidingWindow(clock, limits.callBacksPerPhone, limits.windowMs);

  const guard =
    (code: 4102 | 4107, perPhone?: SlidingWindow) =>
    async (c: Context<BackendEnv>, next: () => Promise<void>) => {
      const byAddressWait = byAddress.hit(`${c.req.path} ${clientAddress(c)}`);
      if (byAddressWait > 0) throw tooManyRequests(code, byAddressWait);
      const phone = perPhone ? await phoneKey(c) : undefined;
      if (perPhone && phone !== undefined) {
        const wait = perPhone.hit(phone);
        if (wait > 0) throw tooManyRequests(code, wait);
      }
      await next();
    };

  app.post(API.startSmsLogin.path, guard(4102, smsByPhone));
  app.post(API.verifySmsLogin.path, guard(4107));
  app.post(API.registerPatient.path, guard(4102));
  app.post(API.requestCallBack.path, guard(4102, callBackByPhone));
  return { byAddress, smsByPhone, callBackByPhone };
}
