import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../http/RateLimits';
import { HOLD_MAX_TOTAL_MS } from './slots/holdSlot';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';
import { signInBySms } from './testing/signInBySms';

const MINUTE = 60_000;
let env: ApiTestEnv;
const later = (ms: number) => new Date(env.backend.clock.now().getTime() + ms).toISOString();

async function hold(): Promise<string> {
  const response = await callApi(env.backend, 'reserveFirstAvailable', {
    body: {
      specializationId: 7,
      dateTimeTo: later(7 * 24 * 60 * MINUTE),
      appointmentType: 'CALL',
      adultsCount: 1,
      childrenCount: 0,
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

function bookingBody(slotReservationId: string, email = 'anna.kowalska@example.com') {
  return {
    slotReservationId,
    paymentType: 'ONLINE',
    forNfz: false,
    email,
    phoneNumber: { prefix: '+48', number: '500100200' },
    address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
    patients: [{ type: 'ADULT' }],
  };
}

const book = (token: string, body: unknown, key?: string) =>
  callApi(env.backend, 'createAppointment', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });

beforeEach(async () => {
  env = await createApiTestEnv({ now: new Date('2030-03-06T07:10:00Z') });
});

describe('POST appointments with Idempotency-Key', () => {
  it('answers a retry with the same key with the same appointment, never a second visit', async () => {
    const id = await hold();
    const first = await book(env.pacjent, bookingBody(id), 'order-1a2b3c4d');
    const retry = await book(env.pacjent, bookingBody(id), 'order-1a2b3c4d');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(await retry.json()).toEqual(await first.json());
    expect([...env.backend.ctx.accounts.all()].length).toBeGreaterThan(0);
    // Without the key the consumed hold is still 409 (the old contract).
    expect((await book(env.pacjent, bookingBody(id))).status).toBe(409);
  });

  it('after an answer lost on the way back (FAULTS lose), the retry gets the visit the server made', async () => {
    const count = async () =>
      (
        (await (
          await callApi(env.backend, 'getAppointments', {
            token: env.pacjent,
            query: { page: 0, pageSize: 100 },
          })
        ).json()) as {
          totalElements: number;
        }
      ).totalElements;
    const before = await count();
    const id = await hold();
    env.backend.ctx.faults.inject({
      kind: 'lose',
      method: 'POST',
      path: '/patient-portal/api/appointments',
      times: 1,
    });
    const lost = await book(env.pacjent, bookingBody(id), 'order-lost-0001');
    await expect(lost.text()).rejects.toThrow(/dropped/);
    expect(await count()).toBe(before + 1); // the server did book
    const retry = await book(env.pacjent, bookingBody(id), 'order-lost-0001');
    expect(retry.status).toBe(200);
    expect(await count()).toBe(before + 1); // and the retry booked nothing more
  });

  it('refuses the same key with another body (422/4811) and a malformed key (400/4811)', async () => {
    const id = await hold();
    expect((await book(env.pacjent, bookingBody(id), 'order-1a2b3c4d')).status).toBe(200);
    const changed = await book(env.pacjent, bookingBody(id, 'other@example.com'), 'order-1a2b3c4d');
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ code: 4811 });
    const malformed = await book(env.pacjent, bookingBody(await hold()), 'x');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 4811 });
  });

  it("keys are per patient: another patient replaying a key gets no one else's answer", async () => {
    const id = await hold();
    expect((await book(env.pacjent, bookingBody(id), 'shared-key-0001')).status).toBe(200);
    const other = await book(env.nfz, bookingBody(id), 'shared-key-0001');
    expect(other.status).toBe(409);
  });
});

describe('the server enforces what the UI enforces', () => {
  it('refuses a booking by a doctor, an account with no role, and a patient who has not accepted the terms', async () => {
    // SMS login gives an account with no role no tokens (403/4103); the IdP and a sign-in link do.
    const link = await env.backend.fetch(
      new Request('http://localhost:8080/patient-portal/api/token/bezroli/link-bezroli'),
    );
    const { access_token: bezroli } = (await link.json()) as { access_token: string };
    const { access_token: nowy } = await signInBySms(env.backend, 'nowy');
    for (const token of [env.lekarz, bezroli, nowy]) {
      const response = await book(token, bookingBody(await hold()));
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: number }).code).toBe(4811);
    }
    const profile = await callApi(env.backend, 'getPatientProfile', { token: bezroli });
    expect(profile.status).toBe(403);
  });

  it('lets a registration replace an account whose phone nobody proved, not one whose phone was proved', async () => {
    const register = (firstName: string) =>
      callApi(env.backend, 'registerPatient', {
        body: {
          firstName,
          lastName: 'Nowak',
          pesel: '92071314764',
          birthDate: '1992-07-13',
          gender: 'FEMALE',
          documentType: 'PASSPORT',
          documentNumber: 'AB1234567',
          languageId: 1,
          email: 'zofia@example.com',
          phoneNumber: { prefix: '+48', number: '600123456' },
          termsAgreement: true,
        },
      });
    expect((await register('Squatter')).status).toBe(204);
    expect((await register('Zofia')).status).toBe(204);
    const account = env.backend.ctx.accounts.byPhone({ prefix: '+48', number: '600123456' });
    expect(account?.firstName).toBe('Zofia');
    if (account) account.phoneVerified = true;
    expect((await register('Squatter')).status).toBe(204);
    expect(env.backend.ctx.accounts.byPhone({ prefix: '+48', number: '600123456' })?.firstName).toBe('Zofia');
  });
});

describe('no enumeration by call-back', () => {
  it('answers a patient’s phone and an unknown phone alike (204, empty body)', async () => {
    const answers = [];
    for (const number of ['500100200', '600999111']) {
      const response = await callApi(env.backend, 'requestCallBack', {
        body: { phoneNumber: { prefix: '+48', number }, specializationId: 7, appointmentType: 'CALL' },
      });
      answers.push([response.status, await response.text()]);
    }
    expect(answers).toEqual([
      [204, ''],
      [204, ''],
    ]);
  });
});

describe('bounded holds', () => {
  it('caps live holds per client address: 429/4412 with Retry-After', async () => {
    for (let i = 0; i < DEFAULT_RATE_LIMITS.holdsPerAddress; i += 1) await hold();
    const over = await callApi(env.backend, 'reserveFirstAvailable', {
      body: {
        specializationId: 7,
        dateTimeTo: later(7 * 24 * 60 * MINUTE),
        appointmentType: 'CALL',
        adultsCount: 1,
        childrenCount: 0,
      },
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 4412 });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never extends a hold past 30 minutes from when it was taken: then 409/4865', async () => {
    const id = await hold();
    const extend = () => callApi(env.backend, 'extendSlot', { body: { slotReservationId: id } });
    // Taken at 07:10; extended at 07:15, 07:20, 07:25 and 07:30, the last one only up to 07:40.
    for (let at = 5; at < HOLD_MAX_TOTAL_MS / MINUTE - 5; at += 5) {
      env.backend.clock.advance(5 * MINUTE);
      expect((await extend()).status).toBe(200);
    }
    const last = await callApi(env.backend, 'getSlot', { query: { id } });
    expect(((await last.json()) as { expiresAt: string }).expiresAt).toBe('2030-03-06T07:40:00.000Z');
    env.backend.clock.advance(4 * MINUTE);
    const refused = await extend();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 4865 });
  });

  it('purges expired unbooked holds', async () => {
    const id = await hold();
    env.backend.clock.advance(2 * 60 * MINUTE);
    await hold();
    expect((await callApi(env.backend, 'getSlot', { query: { id } })).status).toBe(404);
  });
});
