import type { HttpBindings } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createSigningKey } from '../auth/createSigningKey';
import { createBackend } from '../createBackend';
import { DEFAULT_RATE_LIMITS } from '../http/RateLimits';
import { parseTrustProxy } from './TrustProxy';

const API = 'http://localhost:8080/patient-portal/api';

/** A call from a given peer address (the socket's, as the Node server would bind it). */
function from(
  address: string,
  path: string,
  body: unknown,
  forwarded = '10.9.9.9',
): [Request, Partial<HttpBindings>] {
  const request = new Request(`${API}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
    body: JSON.stringify(body),
  });
  const incoming = { socket: { remoteAddress: address } } as unknown as HttpBindings['incoming'];
  return [request, { incoming }];
}

// One realm key for the file's backends: generating one is most of a backend's start-up.
const signingKey = await createSigningKey();
const phoneN = (i: number) => ({ prefix: '+48', number: String(600_000_000 + i) });

describe('abuse limits (sliding window, per phone and per client address)', () => {
  it('stops one address cycling through phones: 429/4102 with Retry-After, other addresses unaffected', async () => {
    const backend = await createBackend({ log: () => {}, signingKey, devShortcuts: true });
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

  it("counts a phone with no account like a patient's: past 5 codes from one address, 429/4102 and no SMS either way; another address is not held up", async () => {
    const logged: string[] = [];
    const backend = await createBackend({ log: (line) => logged.push(line), signingKey, devShortcuts: true });
    for (const phone of [phoneN(1), { prefix: '+48', number: '500100200' }]) {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push(
          (await backend.app.fetch(...from('192.0.2.1', 'sms-login', { phoneNumber: phone }))).status,
        );
      }
      statuses.push(
        (await backend.app.fetch(...from('192.0.2.2', 'sms-login', { phoneNumber: phone }))).status,
      );
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 204]);
    }
    expect(logged.filter((line) => line.startsWith('[sms]'))).toHaveLength(6);
  });

  it('limits code checks per address with 4107, call-backs per phone, registrations per address', async () => {
    const backend = await createBackend({ log: () => {}, signingKey, devShortcuts: true });
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

  it('behind TRUST_PROXY each forwarded client has its own bucket; without it they share the proxy’s', async () => {
    const limits = DEFAULT_RATE_LIMITS;
    const run = async (trust: string | undefined) => {
      const backend = await createBackend({ log: () => {}, signingKey, trustProxy: parseTrustProxy(trust) });
      const statuses: number[] = [];
      for (let i = 1; i <= limits.perAddress + 1; i += 1) {
        const call = from('10.0.0.2', 'sms-login', { phoneNumber: phoneN(i) }, `198.51.100.${i}`);
        statuses.push((await backend.app.fetch(...call)).status);
      }
      return statuses;
    };
    expect(await run('1')).toEqual(Array(limits.perAddress + 1).fill(204));
    expect(await run('10.0.0.0/8')).toEqual(Array(limits.perAddress + 1).fill(204));
    expect((await run(undefined)).at(-1)).toBe(429);
  });

  it('keys IPv6 clients by /64: rotating addresses in one /64 shares a bucket, another /64 does not', async () => {
    const backend = await createBackend({ log: () => {}, signingKey, devShortcuts: true });
    const statuses: number[] = [];
    for (let i = 1; i <= DEFAULT_RATE_LIMITS.perAddress + 1; i += 1) {
      const call = from(`2001:db8:1:2::${i.toString(16)}`, 'sms-login', { phoneNumber: phoneN(i) });
      statuses.push((await backend.app.fetch(...call)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await backend.app.fetch(...from('2001:db8:1:3::1', 'sms-login', { phoneNumber: phoneN(99) }))).status,
    ).toBe(204);
  });

  it('limits contact messages per address (429/4191) and per e-mail, and registrations per phone and e-mail', async () => {
    const backend = await createBackend({ log: () => {}, signingKey, devShortcuts: true });
    const limits = DEFAULT_RATE_LIMITS;
    const message = (email: string) => ({ email, name: 'Anna', subject: 'Pytanie', message: 'Dzień dobry' });
    const byEmail: number[] = [];
    for (let i = 0; i <= limits.perIdentity; i += 1)
      byEmail.push(
        (await backend.app.fetch(...from(`192.0.2.${i}`, 'contact/message', message('a@example.pl')))).status,
      );
    expect(byEmail).toEqual([...Array(limits.perIdentity).fill(204), 429]);
    let last: Response | undefined;
    for (let i = 0; i <= limits.perAddress; i += 1)
      last = await backend.app.fetch(...from('203.0.113.40', 'contact/message', message(`n${i}@example.pl`)));
    expect(last?.status).toBe(429);
    expect(await last?.json()).toMatchObject({ code: 4191 });
    expect(last?.headers.get('retry-after')).not.toBeNull();

    const registration = (i: number, phone = phoneN(7), email = `r${i}@example.pl`) => ({
      firstName: 'Jan',
      lastName: 'Nowak',
      email,
      gender: 'MALE',
      languageId: 1,
      documentType: 'PASSPORT',
      documentNumber: 'AB123456',
      pesel: '44051401359',
      birthDate: '1944-05-14',
      phoneNumber: phone,
      termsAgreement: true,
    });
    const samePhone: number[] = [];
    for (let i = 0; i <= limits.perIdentity; i += 1)
      samePhone.push(
        (await backend.app.fetch(...from(`192.0.2.${100 + i}`, 'patient-profile', registration(i)))).status,
      );
    expect(samePhone).toEqual([...Array(limits.perIdentity).fill(204), 429]);
    const sameEmail: number[] = [];
    for (let i = 0; i <= limits.perIdentity; i += 1)
      sameEmail.push(
        (
          await backend.app.fetch(
            ...from(`192.0.2.${150 + i}`, 'patient-profile', registration(i, phoneN(20 + i), 'x@example.pl')),
          )
        ).status,
      );
    expect(sameEmail.at(-1)).toBe(429);
  });
});
