import type { HttpBindings } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../createBackend';
import { DEFAULT_RATE_LIMITS } from '../http/RateLimits';

const API = 'http://localhost:8080/patient-portal/api';

/** A call from a given peer address (the socket's, as the Node server would bind it). */
function from(address: string, path: string, body: unknown): [Request, Partial<HttpBindings>] {
  const request = new Request(`${API}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify(body),
  });
  const incoming = { socket: { remoteAddress: address } } as unknown as HttpBindings['incoming'];
  return [request, { incoming }];
}

const phoneN = (i: number) => ({ prefix: '+48', number: String(600_000_000 + i) });

describe('abuse limits (sliding window, per phone and per client address)', () => {
  it('stops one address cycling through phones: 429/4102 with Retry-After, other addresses unaffected', async () => {
    const backend = await createBackend({ log: () => {} });
    const call = (address: string, i: number) =>
      backend.app.fetch(...from(address, 'sms-login', { phoneNumber: phoneN(i) }));
    for (let i = 0; i < DEFAULT_RATE_LIMITS.perAddress; i += 1)
      expect((await call('203.0.113.5', i)).status).toBe(204);
    const over = await call('203.0.113.5', 999);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 4102 });
    expect(Number(over.headers.get('retry-after'))).toBe(600);
    // A forged X-Forwarded-For does not move the caller to another bucket; another peer is fine.
    expect((await call('198.51.100.7', 1000)).status).toBe(204);
    backend.clock.advance(4 * 60_000);
    expect(Number((await call('203.0.113.5', 1001)).headers.get('retry-after'))).toBe(360);
    backend.clock.advance(6 * 60_000);
    expect((await call('203.0.113.5', 1002)).status).toBe(204);
  });

  it("counts a phone with no account like a patient's: the sixth code in 10 minutes is 429 either way", async () => {
    const backend = await createBackend({ log: () => {} });
    for (const phone of [phoneN(1), { prefix: '+48', number: '500100200' }]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await backend.app.fetch(...from(`192.0.2.${i}`, 'sms-login', { phoneNumber: phone }))).status,
        );
      }
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    }
  });

  it('limits code checks per address with 4107, call-backs per phone, registrations per address', async () => {
    const backend = await createBackend({ log: () => {} });
    const limits = DEFAULT_RATE_LIMITS;
    let last: Response | undefined;
    for (let i = 0; i <= limits.perAddress; i += 1) {
      last = await backend.app.fetch(
        ...from('203.0.113.9', 'sms-login/verify', { phoneNumber: phoneN(i), code: '000000' }),
      );
    }
    expect(last?.status).toBe(429);
    expect(await last?.json()).toMatchObject({ code: 4107 });

    const callBack = (i: number) =>
      backend.app.fetch(...from(`198.51.100.${i}`, 'call-back', { phoneNumber: phoneN(5) }));
    const callBacks: number[] = [];
    for (let i = 0; i <= limits.callBacksPerPhone; i += 1) callBacks.push((await callBack(i)).status);
    expect(callBacks.at(-1)).toBe(429);

    for (let i = 0; i < limits.perAddress; i += 1)
      await backend.app.fetch(...from('203.0.113.10', 'patient-profile', {}));
    const register = await backend.app.fetch(...from('203.0.113.10', 'patient-profile', {}));
    expect(register.status).toBe(429);
    expect(register.headers.get('retry-after')).not.toBeNull();
  });
});
