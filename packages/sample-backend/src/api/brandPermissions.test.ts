import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { samplePdf } from './documents/samplePdf';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { type CallInit, callApi } from './testing/callApi';
import { signInBySms } from './testing/signInBySms';

// The server enforces spec §6's brand permissions from core's table. A signed-in call's
// brand is its token's client, an anonymous call's the API base it came through (/gw/<type>).
const INTER = '/gw/inter';
const MINUTE = 60_000;
let env: ApiTestEnv;
const later = (ms: number) => new Date(env.backend.clock.now().getTime() + ms).toISOString();

async function expectRefusal(response: Response, status: number, code: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code });
}

function hold(appointmentType: string, base?: string): Promise<Response> {
  return callApi(env.backend, 'reserveFirstAvailable', {
    ...(base ? { base } : {}),
    body: {
      specializationId: 7,
      dateTimeTo: later(7 * 24 * 60 * MINUTE),
      appointmentType,
      adultsCount: 1,
      childrenCount: 0,
    },
  });
}

async function heldId(appointmentType: string, base?: string): Promise<string> {
  const response = await hold(appointmentType, base);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

function booking(slotReservationId: string, extra: Record<string, unknown>) {
  return {
    slotReservationId,
    forNfz: false,
    email: 'anna.kowalska@example.com',
    phoneNumber: { prefix: '+48', number: '500100200' },
    address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
    patients: [{ type: 'ADULT' }],
    ...extra,
  };
}

const book = (init: CallInit) => callApi(env.backend, 'createAppointment', init);
const inter = async (username = 'pacjent') => (await signInBySms(env.backend, username, INTER)).access_token;

beforeEach(async () => {
  env = await createApiTestEnv({ now: new Date('2030-03-06T07:10:00Z') });
});

describe('requests bound to a brand', () => {
  it('issues SMS tokens to the client of the API base they were asked through', async () => {
    expect(decodeJwt(await inter())).toMatchObject({
      azp: 'wizyta-portal-inter',
      client_id: 'wizyta-portal-inter',
    });
    expect(decodeJwt(env.pacjent)).toMatchObject({ azp: 'wizyta-portal', client_id: 'wizyta-portal' });
  });

  it('refuses a token through another brand’s API base, the root API included (403/4313)', async () => {
    const token = await inter();
    expect((await callApi(env.backend, 'getPatientProfile', { token, base: INTER })).status).toBe(200);
    await expectRefusal(await callApi(env.backend, 'getPatientProfile', { token }), 403, 4313);
    await expectRefusal(
      await callApi(env.backend, 'getPatientProfile', { token, base: '/gw/pzu' }),
      403,
      4313,
    );
    await expectRefusal(
      await callApi(env.backend, 'getPatientProfile', { token: env.pacjent, base: INTER }),
      403,
      4313,
    );
    // /b/general/ and / are both GENERAL: their tokens work on either API base.
    expect(
      (await callApi(env.backend, 'getPatientProfile', { token: env.pacjent, base: '/gw/general' })).status,
    ).toBe(200);
  });

  it('keeps the client on refresh and refuses a refresh through another brand (403/4313)', async () => {
    const { refresh_token: refreshToken } = await signInBySms(env.backend, 'pacjent', INTER);
    const refresh = (base: string) =>
      env.backend.fetch(
        new Request(`http://localhost:8080${base}/patient-portal/api/token/refresh`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      );
    await expectRefusal(await refresh(''), 403, 4313);
    const renewed = await refresh(INTER);
    expect(renewed.status).toBe(200);
    const { access_token: token } = (await renewed.json()) as { access_token: string };
    expect(decodeJwt(token).azp).toBe('wizyta-portal-inter');
  });

  it('takes oauth2/token only for a client of the API base’s brand (400/4000)', async () => {
    const response = await env.backend.fetch(
      new Request('http://localhost:8080/patient-portal/api/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'refresh_token',
          client_id: 'wizyta-portal-inter',
          refresh_token: 'x',
        }),
      }),
    );
    await expectRefusal(response, 400, 4000);
  });
});

describe('a brand’s API base is the whole API', () => {
  it('keeps the upload limit there: a 2 MB PDF through /gw/general/ is taken, not cut at 1 MB', async () => {
    const bytes = new Uint8Array(2 * 1024 * 1024);
    bytes.set(samplePdf('Wynik', ['ok']));
    const form = new FormData();
    form.set('file', new File([bytes], 'wynik.pdf', { type: 'application/pdf' }));
    const response = await callApi(env.backend, 'uploadDocument', {
      token: env.pacjent,
      base: '/gw/general',
      params: { appointmentId: 'w-1001', patientId: 'pac-anna' },
      body: form,
    });
    expect(response.status).toBe(200);
  });
});

describe('brand permissions enforced by the API', () => {
  it('refuses registration where the brand has none (403/4983)', async () => {
    const body = {
      firstName: 'Łucja',
      lastName: 'Nowak',
      email: 'lucja@example.com',
      gender: 'FEMALE',
      languageId: 1,
      documentType: 'PASSPORT',
      documentNumber: 'EB7654321',
      pesel: '90010112346',
      birthDate: '1990-01-01',
      phoneNumber: { prefix: '+48', number: '500999888' },
      termsAgreement: true,
    };
    await expectRefusal(await callApi(env.backend, 'registerPatient', { body, base: INTER }), 403, 4983);
    expect(env.backend.ctx.accounts.byUsername('lucja@example.com')).toBeUndefined();
    expect((await callApi(env.backend, 'registerPatient', { body })).status).toBe(204);
  });

  it('holds nothing where the brand does not book: a broker, an insurer without booking (403/4412)', async () => {
    await expectRefusal(await hold('CALL', '/gw/rankomat'), 403, 4412);
    await expectRefusal(await hold('CALL', '/gw/pzu'), 403, 4412);
    expect((await hold('CALL', INTER)).status).toBe(200);
  });

  it('holds a specialization only for patients its age range suits (400/4412)', async () => {
    const ofAges = (specializationId: number, adultsCount: number, childrenCount: number) =>
      callApi(env.backend, 'reserveFirstAvailable', {
        body: {
          specializationId,
          dateTimeTo: later(7 * 24 * 60 * MINUTE),
          appointmentType: 'CALL',
          adultsCount,
          childrenCount,
        },
      });
    // Seeded pairs: odd ids the adult variant, even ids its paediatric one.
    await expectRefusal(await ofAges(8, 1, 0), 400, 4412);
    await expectRefusal(await ofAges(7, 0, 1), 400, 4412);
    expect((await ofAges(8, 0, 1)).status).toBe(200);
    expect((await ofAges(7, 1, 1)).status).toBe(200);
  });

  it('holds and books chat and video only where the brand offers them (403/4412, 403/4811)', async () => {
    await expectRefusal(await hold('CHAT', INTER), 403, 4412);
    await expectRefusal(await hold('VIDEO', INTER), 403, 4412);
    // A chat slot held through GENERAL's API, then booked with an inter token.
    const chat = await heldId('CHAT');
    await expectRefusal(
      await book({ token: await inter(), base: INTER, body: booking(chat, { paymentType: 'CASH' }) }),
      403,
      4811,
    );
    expect((await book({ token: env.pacjent, body: booking(chat, { paymentType: 'ONLINE' }) })).status).toBe(
      200,
    );
  });

  it('books a plan-covered brand as PLAN only — never CASH or ONLINE (403/4811) — and the visit says so', async () => {
    const token = await inter();
    const id = await heldId('CALL', INTER);
    for (const paymentType of ['ONLINE', 'CASH'] as const) {
      await expectRefusal(await book({ token, base: INTER, body: booking(id, { paymentType }) }), 403, 4811);
    }
    const covered = await book({ token, base: INTER, body: booking(id, { paymentType: 'PLAN' }) });
    expect(covered.status).toBe(200);
    const { appointmentId } = (await covered.json()) as { appointmentId: string };
    const payment = await callApi(env.backend, 'getPaymentRedirect', {
      token,
      base: INTER,
      query: { appointmentId },
    });
    expect(payment.status).toBe(409);
    const visit = await callApi(env.backend, 'getAppointment', {
      token,
      base: INTER,
      params: { id: appointmentId },
    });
    expect(await visit.json()).toMatchObject({ payment: { type: 'PLAN', amount: 0, paid: false } });
  });

  it('refuses PLAN where the patient pays (403/4811); a cash booking is booked, not paid', async () => {
    await expectRefusal(
      await book({ token: env.pacjent, body: booking(await heldId('CALL'), { paymentType: 'PLAN' }) }),
      403,
      4811,
    );
    const cash = await book({
      token: env.pacjent,
      body: booking(await heldId('CALL'), { paymentType: 'CASH' }),
    });
    const { appointmentId } = (await cash.json()) as { appointmentId: string };
    const visit = await callApi(env.backend, 'getAppointment', {
      token: env.pacjent,
      params: { id: appointmentId },
    });
    expect(await visit.json()).toMatchObject({ payment: { type: 'CASH', amount: 200, paid: false } });
  });

  it('never lets a priced brand skip the payment: ONLINE waits for it', async () => {
    const id = await heldId('CALL');
    const paid = await book({ token: env.pacjent, body: booking(id, { paymentType: 'ONLINE' }) });
    expect(await paid.json()).toMatchObject({ processStatus: 'WAITING_FOR_PAYMENT' });
    const noPayment = await book({ token: env.pacjent, body: booking(await heldId('CALL'), {}) });
    expect(noPayment.status).toBe(400);
  });

  it('shows prices only where the brand does (403/4892); NFZ is 0 everywhere', async () => {
    const id = await heldId('CALL', INTER);
    const price = (base: string | undefined, forNfz: boolean) =>
      callApi(env.backend, 'calculatePrice', {
        ...(base ? { base } : {}),
        body: { slotReservationId: id, paymentType: 'CASH', forNfz },
      });
    await expectRefusal(await price(INTER, false), 403, 4892);
    expect((await price(INTER, true)).status).toBe(200);
    expect((await price(undefined, false)).status).toBe(200);
  });

  it('books NFZ only where the brand shows it, for an NFZ-active patient (403/4811)', async () => {
    const token = await inter('nfz');
    const id = await heldId('CALL', INTER);
    await expectRefusal(await book({ token, base: INTER, body: booking(id, { forNfz: true }) }), 403, 4811);
    const general = await heldId('CALL');
    expect((await book({ token: env.nfz, body: booking(general, { forNfz: true }) })).status).toBe(200);
  });
});
