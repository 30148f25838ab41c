import { API, TEXT_LIMITS } from '@wizyta/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../createBackend';
import { RELAXED_RATE_LIMITS } from '../http/RateLimits';
import { UNVERIFIED_REGISTRATION_TTL_MS } from './routes/accountRoutes';
import { MAX_DOCUMENTS_PER_VISIT } from './routes/documentRoutes';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';

// Hostile input to the anonymous and signed-in calls: over-long fields, floods that would fill a
// store, registrations nobody verifies, prototype keys in paths and bodies, someone else's hold id.

let env: ApiTestEnv;
beforeEach(async () => {
  env = await createApiTestEnv({ now: new Date('2030-03-06T07:10:00Z') });
});

const contact = (over: Record<string, string> = {}) => ({
  email: 'anna@example.pl',
  name: 'Anna',
  subject: 'Pytanie',
  message: 'Dzień dobry',
  ...over,
});

describe('contact/message', () => {
  it('refuses any field over its bound with 400 and keeps nothing, at the review’s probe sizes too', async () => {
    const cases: Record<string, string>[] = [
      { message: 'A'.repeat(TEXT_LIMITS.message + 1) },
      { message: 'A'.repeat(20_000) },
      { subject: 'S'.repeat(TEXT_LIMITS.subject + 1) },
      { subject: 'S'.repeat(2_000) },
      { name: 'N'.repeat(TEXT_LIMITS.name + 1) },
      { email: `${'e'.repeat(250)}@example.pl` },
    ];
    for (const [index, over] of cases.entries()) {
      // Each from its own e-mail address: the per-e-mail limit would answer 429 from the fourth on.
      const body = contact({ email: `probe${index}@example.pl`, ...over });
      const response = await callApi(env.backend, 'sendContactMessage', { body });
      expect(response.status, Object.keys(over)[0]).toBe(400);
    }
    expect(env.backend.store.contactMessages).toHaveLength(0);
    const atBound = contact({
      message: 'A'.repeat(TEXT_LIMITS.message),
      subject: 'S'.repeat(TEXT_LIMITS.subject),
    });
    expect((await callApi(env.backend, 'sendContactMessage', { body: atBound })).status).toBe(204);
  });

  it('keeps the inbox within its bytes however many messages arrive', async () => {
    const flood = await createBackend({ log: () => {}, rateLimits: RELAXED_RATE_LIMITS, devShortcuts: true });
    for (let i = 0; i < 300; i += 1) {
      const body = contact({ email: `n${i}@example.pl`, message: 'ż'.repeat(TEXT_LIMITS.message) });
      expect((await callApi(flood, 'sendContactMessage', { body })).status).toBe(204);
    }
    const bytes = Buffer.byteLength(JSON.stringify(flood.store.contactMessages));
    expect(bytes).toBeLessThanOrEqual(2 * 1024 * 1024 + 2);
    expect(flood.store.contactMessages.length).toBeLessThan(300);
    expect(flood.store.contactMessages.at(-1)?.email).toBe('n299@example.pl');
  });
});

describe('registration', () => {
  const registration = (phone: string, email: string) => ({
    firstName: 'Zofia',
    lastName: 'Nowak',
    pesel: '92071314764',
    birthDate: '1992-07-13',
    gender: 'FEMALE',
    documentType: 'PASSPORT',
    documentNumber: 'AB1234567',
    languageId: 1,
    email,
    phoneNumber: { prefix: '+48', number: phone },
    termsAgreement: true,
  });

  it('refuses over-long names and document numbers with 400', async () => {
    for (const over of [
      { firstName: 'Z'.repeat(TEXT_LIMITS.name + 1) },
      { documentNumber: '1'.repeat(TEXT_LIMITS.documentNumber + 1) },
    ]) {
      const body = { ...registration('600200300', 'z@example.pl'), ...over };
      expect((await callApi(env.backend, 'registerPatient', { body })).status).toBe(400);
    }
  });

  it('purges a registration nobody verified by SMS within a day; a verified one stays', async () => {
    const phone = (number: string) => ({ prefix: '+48', number });
    await callApi(env.backend, 'registerPatient', { body: registration('600200301', 'a1@example.pl') });
    await callApi(env.backend, 'registerPatient', { body: registration('600200302', 'a2@example.pl') });
    const verified = env.backend.ctx.accounts.byPhone(phone('600200302'));
    if (verified) verified.phoneVerified = true;
    env.backend.clock.advance(UNVERIFIED_REGISTRATION_TTL_MS + 1);
    await callApi(env.backend, 'registerPatient', { body: registration('600200303', 'a3@example.pl') });
    expect(env.backend.ctx.accounts.byPhone(phone('600200301'))).toBeUndefined();
    expect(env.backend.ctx.accounts.byPhone(phone('600200302'))).toBeDefined();
    expect(env.backend.ctx.accounts.byPhone(phone('600200303'))).toBeDefined();
  });
});

describe('prototype keys', () => {
  const ownVisit = async () => {
    const page = (await (
      await callApi(env.backend, 'getAppointments', { token: env.pacjent, query: { page: 0, pageSize: 100 } })
    ).json()) as { content: { id: string }[] };
    const id = page.content[0]?.id;
    if (!id) throw new Error('the seeded patient has no visit');
    return id;
  };

  it('are no patient of a visit: upload and the doctor’s documentation answer 404', async () => {
    const visitId = await ownVisit();
    for (const patientId of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const form = new FormData();
      form.set('file', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'a.pdf'));
      const upload = await callApi(env.backend, 'uploadDocument', {
        token: env.pacjent,
        params: { appointmentId: visitId, patientId },
        body: form,
      });
      expect(upload.status, patientId).toBe(404);
    }
    const doctorsVisit = [...env.backend.store.visits.values()].find((v) => v.doctorId === 'lek-01');
    if (!doctorsVisit) throw new Error('no visit of lek-01');
    const generate = await callApi(env.backend, 'generateDoctorDocumentation', {
      token: env.lekarz,
      params: { visitId: doctorsVisit.visit.id, patientId: 'constructor' },
    });
    expect(generate.status).toBe(404);
  });

  it('are refused as a booked patient’s id (400)', async () => {
    const hold = await callApi(env.backend, 'reserveFirstAvailable', {
      body: {
        specializationId: 7,
        dateTimeTo: new Date(env.backend.clock.now().getTime() + 7 * 86_400_000).toISOString(),
        appointmentType: 'CALL',
        adultsCount: 1,
        childrenCount: 0,
      },
    });
    const { id } = (await hold.json()) as { id: string };
    const response = await callApi(env.backend, 'createAppointment', {
      token: env.pacjent,
      body: {
        slotReservationId: id,
        paymentType: 'CASH',
        forNfz: false,
        email: 'anna.kowalska@example.com',
        phoneNumber: { prefix: '+48', number: '500100200' },
        address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
        patients: [{ type: 'ADULT', id: '__proto__' }],
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('documents', () => {
  it(`hold at most ${MAX_DOCUMENTS_PER_VISIT} per visit (409/4003)`, async () => {
    const visit = [...env.backend.store.visits.values()].find(
      (v) => v.ownerSub === '7f3c2a10-5b1e-4c8a-9d01-000000000001',
    );
    if (!visit) throw new Error('the seeded patient has no visit');
    const patientId = Object.keys(visit.patients)[0] ?? '';
    const held = [...env.backend.store.documents.values()].filter((d) => d.visitId === visit.visit.id).length;
    const upload = () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'wynik.pdf'));
      return callApi(env.backend, 'uploadDocument', {
        token: env.pacjent,
        params: { appointmentId: visit.visit.id, patientId },
        body: form,
      });
    };
    for (let i = held; i < MAX_DOCUMENTS_PER_VISIT; i += 1) expect((await upload()).status).toBe(200);
    const over = await upload();
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: 4003 });
  });
});

describe('holds', () => {
  const take = async (address: string) => {
    const response = await env.backend.app.fetch(
      new Request('http://localhost:8080/patient-portal/api/slot/reserve-first-available', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          specializationId: 7,
          dateTimeTo: new Date(env.backend.clock.now().getTime() + 7 * 86_400_000).toISOString(),
          appointmentType: 'CALL',
          adultsCount: 1,
          childrenCount: 0,
        }),
      }),
      { incoming: { socket: { remoteAddress: address } } as never },
    );
    return (await response.json()) as { id: string };
  };

  it('are released by their own holder only: another holder naming the id as previousReservationId releases nothing', async () => {
    const patients = await take('203.0.113.1');
    const slots = (await (
      await callApi(env.backend, 'getAdditionalSlots', { query: { slotReservationId: patients.id, page: 0 } })
    ).json()) as { additionalSlots: { slotKey: string }[] };
    const other = slots.additionalSlots[0];
    if (!other) throw new Error('no other slot');
    const moved = await env.backend.app.fetch(
      new Request('http://localhost:8080/patient-portal/api/slot/reserve', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          slotKey: other.slotKey,
          appointmentType: 'CALL',
          adultsCount: 1,
          childrenCount: 0,
          previousReservationId: patients.id,
        }),
      }),
      { incoming: { socket: { remoteAddress: '198.51.100.99' } } as never },
    );
    expect(moved.status).toBe(200);
    expect(env.backend.store.reservations.has(patients.id)).toBe(true);
    expect((await callApi(env.backend, 'getSlot', { query: { id: patients.id } })).status).toBe(200);
  });

  it('answer 404 once booked: the hold id opens nothing of the visit', async () => {
    const { id } = await take('203.0.113.2');
    const booked = await callApi(env.backend, 'createAppointment', {
      token: env.pacjent,
      body: {
        slotReservationId: id,
        paymentType: 'CASH',
        forNfz: false,
        email: 'anna.kowalska@example.com',
        phoneNumber: { prefix: '+48', number: '500100200' },
        address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
        patients: [{ type: 'ADULT' }],
      },
    });
    expect(booked.status).toBe(200);
    expect((await callApi(env.backend, 'getSlot', { query: { id } })).status).toBe(404);
  });
});

describe('path parameters', () => {
  it('are bounded as the contract’s maxLength says: one character over is 400, at the bound a lookup', async () => {
    const at = 'x'.repeat(TEXT_LIMITS.id);
    const over = 'x'.repeat(TEXT_LIMITS.id + 1);
    const get = (id: string) =>
      callApi(env.backend, 'getAppointment', { token: env.pacjent, params: { id } });
    expect((await get(at)).status).toBe(404);
    const refused = await get(over);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: API.getAppointment.defaultErrorCode });
    // Anonymous calls too: a sign-in link with an over-long id.
    const link = await callApi(env.backend, 'exchangeLinkToken', { params: { id: over, tokenId: 'a' } });
    expect(link.status).toBe(400);
  });
});
