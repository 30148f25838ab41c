import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi } from './testing/callApi';
import { TEST_ORIGIN } from './testing/signInBySms';

let env: ApiTestEnv;

async function book(options: { paymentType?: 'ONLINE' | 'CASH'; forNfz?: boolean; token?: string } = {}) {
  const to = new Date(env.backend.clock.now().getTime() + 7 * 24 * 3600 * 1000).toISOString();
  const hold = await (
    await callApi(env.backend, 'reserveFirstAvailable', {
      body: {
        specializationId: 1,
        dateTimeTo: to,
        appointmentType: 'CALL',
        adultsCount: 1,
        childrenCount: 0,
      },
    })
  ).json();
  const body = {
    slotReservationId: hold.id,
    paymentType: options.paymentType,
    forNfz: options.forNfz ?? false,
    email: 'jan.wojcik@example.com',
    phoneNumber: { prefix: '+48', number: '500100204' },
    address: { city: 'Łódź', postCode: '90-001', streetName: 'Piotrkowska', streetNumber: '1' },
    patients: [{ type: 'ADULT', firstName: 'Jan', lastName: 'Wójcik' }],
  };
  return callApi(env.backend, 'createAppointment', { token: options.token ?? env.pacjent, body });
}

const status = async (id: string) =>
  (await (await callApi(env.backend, 'getAppointment', { token: env.pacjent, params: { id } })).json())
    .processStatus;
const paymentStatus = async (appointmentId: string) =>
  (
    await (
      await callApi(env.backend, 'getPaymentStatus', { token: env.pacjent, query: { appointmentId } })
    ).json()
  ).status;

async function press(redirectUrl: string, decision: 'pay' | 'reject' | 'leave') {
  return env.backend.fetch(
    new Request(redirectUrl, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' }),
  );
}

async function redirectFor(appointmentId: string, returnUrl?: string) {
  return callApi(env.backend, 'getPaymentRedirect', {
    token: env.pacjent,
    query: { appointmentId, returnUrl },
  });
}

describe('visit lifecycle with the payment gateway simulator', () => {
  beforeEach(async () => {
    env = await createApiTestEnv();
  });

  it('online: WAITING_FOR_PAYMENT → PROCESSING_PAYMENT → (reject) WAITING_FOR_PAYMENT → PAID', async () => {
    const { appointmentId, processStatus } = await (await book({ paymentType: 'ONLINE' })).json();
    expect(processStatus).toBe('WAITING_FOR_PAYMENT');
    const { redirectUrl, redirectParams } = await (await redirectFor(appointmentId)).json();
    expect(redirectUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/pay/[0-9a-f-]{36}$`));
    expect(redirectParams).toMatchObject({ appointmentId, amount: '150.00', currency: 'PLN' });
    expect(await status(appointmentId)).toBe('PROCESSING_PAYMENT');
    expect(await paymentStatus(appointmentId)).toBe('PROCESSING');

    const page = await env.backend.fetch(new Request(redirectUrl));
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('150,00');
    for (const label of ['Zapłać', 'Odrzuć', 'Zostaw w toku']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toMatch(/<script|style=/);

    const left = await press(redirectUrl, 'leave');
    expect(left.status).toBe(303);
    expect(await paymentStatus(appointmentId)).toBe('PROCESSING');

    const rejected = await press(redirectUrl, 'reject');
    const back = new URL(rejected.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/appointment/${appointmentId}/result`);
    expect(back.searchParams.get('paymentStatus')).toBe('REJECTED');
    expect(await paymentStatus(appointmentId)).toBe('REJECTED');
    expect(await status(appointmentId)).toBe('WAITING_FOR_PAYMENT');

    const retry = await (await redirectFor(appointmentId)).json();
    expect(await paymentStatus(appointmentId)).toBe('PROCESSING');
    expect((await press(retry.redirectUrl, 'pay')).status).toBe(303);
    expect(await paymentStatus(appointmentId)).toBe('ACCEPTED');
    expect(await status(appointmentId)).toBe('PAID');
    // A decided payment is final, and a paid visit has nothing more to pay.
    await press(retry.redirectUrl, 'reject');
    expect(await status(appointmentId)).toBe('PAID');
    expect((await redirectFor(appointmentId)).status).toBe(409);
  });

  it('answers a payment return anonymously only to the holder of its payment id', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const { redirectUrl, redirectParams } = await (await redirectFor(appointmentId)).json();
    const returnStatus = (query: { appointmentId: string; paymentId: string }) =>
      callApi(env.backend, 'getPaymentReturnStatus', { query });
    const { paymentId } = redirectParams;
    expect(await (await returnStatus({ appointmentId, paymentId })).json()).toEqual({ status: 'PROCESSING' });
    await press(redirectUrl, 'pay');
    expect(await (await returnStatus({ appointmentId, paymentId })).json()).toEqual({ status: 'ACCEPTED' });
    // Another id, or this id with another visit: unknown, as if there were no such payment.
    expect(
      (await returnStatus({ appointmentId, paymentId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect((await returnStatus({ appointmentId: 'x1', paymentId })).status).toBe(404);
  });

  it('never takes a second payment for one visit: an older gateway tab is void once a new payment starts', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const older = await (await redirectFor(appointmentId)).json();
    const newer = await (await redirectFor(appointmentId)).json();
    expect((await press(newer.redirectUrl, 'pay')).status).toBe(303);
    expect(await status(appointmentId)).toBe('PAID');
    const second = await press(older.redirectUrl, 'pay');
    expect(new URL(second.headers.get('location') ?? '').searchParams.get('paymentStatus')).toBe('REJECTED');
    expect(await paymentStatus(appointmentId)).toBe('ACCEPTED');
    expect(await status(appointmentId)).toBe('PAID');
  });

  it('cash goes straight to PAID and NFZ to PENDING, with no payment step', async () => {
    const cash = await (await book({ paymentType: 'CASH' })).json();
    expect(cash.processStatus).toBe('PAID');
    expect(await paymentStatus(cash.appointmentId)).toBe('ACCEPTED');
    const nfz = await (await book({ forNfz: true, token: env.nfz })).json();
    expect(nfz.processStatus).toBe('PENDING');
    const visit = await (
      await callApi(env.backend, 'getAppointment', { token: env.nfz, params: { id: nfz.appointmentId } })
    ).json();
    expect(visit).toMatchObject({ nfzVisit: true, processStatus: 'PENDING' });
  });

  it('refuses an NFZ booking from a patient who is not NFZ-active', async () => {
    const response = await book({ forNfz: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 4811 });
  });

  it('returns to a trusted return URL (a partner page) and refuses any other', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const partnerPage = 'http://127.0.0.1:8081/ubezpieczyciel/rezerwacja.html';
    const { redirectUrl } = await (await redirectFor(appointmentId, partnerPage)).json();
    const location = (await press(redirectUrl, 'pay')).headers.get('location') ?? '';
    expect(location.startsWith(`${partnerPage}?appointmentId=${appointmentId}`)).toBe(true);
    const { appointmentId: other } = await (await book({ paymentType: 'ONLINE' })).json();
    const hostile = await redirectFor(other, 'https://zly.example/oszustwo');
    expect(hostile.status).toBe(400);
    expect(await hostile.json()).toMatchObject({ code: 4239 });
  });

  it('shows the new visit in the list and lets only its patient pay', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const page = await (
      await callApi(env.backend, 'getAppointments', { token: env.pacjent, query: { pageSize: 20 } })
    ).json();
    expect(page.totalElements).toBe(13);
    const foreign = await callApi(env.backend, 'getPaymentRedirect', {
      token: env.nfz,
      query: { appointmentId },
    });
    expect(foreign.status).toBe(404);
  });
});
