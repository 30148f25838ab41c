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

/** What `payment/redirect` answers: the gateway's address and the fields the client posts there. */
type Redirect = { redirectUrl: string; redirectParams: Record<string, string>; returnKey?: string };

/** The client's hand-off (a form POST of `redirectParams`), with a button of the page when given. */
async function press(redirect: Redirect, decision?: 'pay' | 'reject' | 'leave') {
  const form = new URLSearchParams({ ...redirect.redirectParams, ...(decision ? { decision } : {}) });
  return env.backend.fetch(
    new Request(redirect.redirectUrl, { method: 'POST', body: form, redirect: 'manual' }),
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
    const redirect = (await (await redirectFor(appointmentId)).json()) as Redirect;
    expect(redirect.redirectUrl).toBe(`${TEST_ORIGIN}/pay`);
    expect(redirect.redirectParams).toEqual({
      payment: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      amount: '150.00',
      currency: 'PLN',
      reference: expect.stringMatching(/^WZ-[0-9A-F]{12}$/),
    });
    expect(redirect.returnKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(redirect.returnKey).not.toBe(redirect.redirectParams.payment);
    expect(await status(appointmentId)).toBe('PROCESSING_PAYMENT');
    expect(await paymentStatus(appointmentId)).toBe('PROCESSING');

    const page = await press(redirect);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('150,00');
    expect(html).toContain(redirect.redirectParams.reference);
    for (const label of ['Zapłać', 'Odrzuć', 'Zostaw w toku']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toMatch(/<script|style=/);

    // The hand-off's secret opened the page once; the page's form carries another, good once.
    const formSecret = /name="payment" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(formSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(formSecret).not.toBe(redirect.redirectParams.payment);
    expect((await press(redirect)).status).toBe(404);
    const fromPage = { ...redirect, redirectParams: { payment: formSecret } };
    const left = await press(fromPage, 'leave');
    expect(left.status).toBe(303);
    expect(await paymentStatus(appointmentId)).toBe('PROCESSING');
    expect((await press(fromPage, 'pay')).status).toBe(404);
    expect(await paymentStatus(appointmentId)).toBe('PROCESSING');

    const again = (await (await redirectFor(appointmentId)).json()) as Redirect;
    const rejected = await press(again, 'reject');
    // Back to the return address as it was given: nothing of the visit or the outcome is added.
    expect(rejected.headers.get('location')).toBe(`${TEST_ORIGIN}/appointment/${appointmentId}/result`);
    expect(await paymentStatus(appointmentId)).toBe('REJECTED');
    expect(await status(appointmentId)).toBe('WAITING_FOR_PAYMENT');

    const retry = (await (await redirectFor(appointmentId)).json()) as Redirect;
    expect(await paymentStatus(appointmentId)).toBe('PROCESSING');
    expect((await press(retry, 'pay')).status).toBe(303);
    expect(await paymentStatus(appointmentId)).toBe('ACCEPTED');
    expect(await status(appointmentId)).toBe('PAID');
    // A decided payment is final (its secret is used up), and a paid visit has nothing more to pay.
    expect((await press(retry, 'reject')).status).toBe(404);
    expect(await status(appointmentId)).toBe('PAID');
    expect((await redirectFor(appointmentId)).status).toBe(409);
  });

  it('answers a payment return anonymously only to the holder of its return key', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const redirect = (await (await redirectFor(appointmentId)).json()) as Redirect;
    const returnStatus = (returnKey: string) =>
      callApi(env.backend, 'getPaymentReturnStatus', { query: { returnKey } });
    const key = redirect.returnKey ?? '';
    expect(await (await returnStatus(key)).json()).toEqual({ status: 'PROCESSING' });
    await press(redirect, 'pay');
    expect(await (await returnStatus(key)).json()).toEqual({ status: 'ACCEPTED' });
    // The gateway's secret, another key, an id: unknown, as if there were no such payment.
    expect((await returnStatus(redirect.redirectParams.payment ?? '')).status).toBe(404);
    expect((await returnStatus('A'.repeat(43))).status).toBe(404);
    const byOldQuery = await callApi(env.backend, 'getPaymentReturnStatus', {
      query: { appointmentId, paymentId: redirect.redirectParams.payment },
    });
    expect(byOldQuery.status).toBe(404);
    // Where the client could keep nothing, the partitioned HttpOnly cookie of the redirect answer carries it.
    const { appointmentId: unpaid } = await (await book({ paymentType: 'ONLINE' })).json();
    const answer = await redirectFor(unpaid);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^wizyta_payment_return=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/', 'Max-Age=7200'])
      expect(cookie).toContain(attribute);
    const byCookie = (site?: string) =>
      env.backend.fetch(
        new Request(`${TEST_ORIGIN}/patient-portal/api/payment/return-status`, {
          headers: { cookie: cookie.split(';')[0] ?? '', ...(site ? { 'sec-fetch-site': site } : {}) },
        }),
      );
    expect(await (await byCookie('same-origin')).json()).toEqual({ status: 'PROCESSING' });
    // The cookie sent along by a partner page's script, or from outside a browser: nothing.
    for (const site of ['cross-site', 'same-site', 'none', undefined])
      expect((await byCookie(site)).status, String(site)).toBe(404);
    expect((await callApi(env.backend, 'getPaymentReturnStatus', { query: {} })).status).toBe(404);
    // Two hours on, the key asks for nothing.
    env.backend.clock.advance(2 * 60 * 60 * 1000);
    expect((await returnStatus(key)).status).toBe(404);
  });

  it('never takes a second payment for one visit: an older gateway tab is void once a new payment starts', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const older = (await (await redirectFor(appointmentId)).json()) as Redirect;
    const newer = (await (await redirectFor(appointmentId)).json()) as Redirect;
    expect((await press(newer, 'pay')).status).toBe(303);
    expect(await status(appointmentId)).toBe('PAID');
    expect((await press(older, 'pay')).status).toBe(303);
    expect(
      await (
        await callApi(env.backend, 'getPaymentReturnStatus', { query: { returnKey: older.returnKey ?? '' } })
      ).json(),
    ).toEqual({
      status: 'REJECTED',
    });
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
    const redirect = (await (await redirectFor(appointmentId, partnerPage)).json()) as Redirect;
    // Back to the partner page as given: its address, analytics and logs get no visit id.
    expect((await press(redirect, 'pay')).headers.get('location')).toBe(partnerPage);
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

  it('lets no doctor start a payment of the patient’s visit (it would void the patient’s own)', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const patients = (await (await redirectFor(appointmentId)).json()) as Redirect;
    const visit = env.backend.store.visits.get(appointmentId);
    const doctor = visit?.doctorId;
    expect(doctor).toBe('lek-01');
    const byDoctor = await callApi(env.backend, 'getPaymentRedirect', {
      token: env.lekarz,
      query: { appointmentId },
    });
    expect(byDoctor.status).toBe(403);
    expect(await byDoctor.json()).toMatchObject({ code: 4239 });
    expect(await status(appointmentId)).toBe('PROCESSING_PAYMENT');
    expect((await press(patients, 'pay')).status).toBe(303);
    expect(await status(appointmentId)).toBe('PAID');
  });
});

describe('the gateway page, to whoever holds an id a partner page could have seen', () => {
  beforeEach(async () => {
    env = await createApiTestEnv();
  });

  it('opens nothing by address or by any id but its own secret, and never shows the visit', async () => {
    const { appointmentId } = await (await book({ paymentType: 'ONLINE' })).json();
    const redirect = (await (await redirectFor(appointmentId)).json()) as Redirect;
    const payment = [...env.backend.store.payments.values()].at(-1);
    const record = env.backend.store.visits.get(appointmentId);
    if (!payment || !record?.visit.doctor) throw new Error('no payment or doctor');
    // Every id: the visit's, the server's payment id, the hold's, the return key.
    const ids = [appointmentId, payment.id, record.reservationId, redirect.returnKey ?? ''];
    for (const id of ids) {
      for (const request of [
        new Request(`${TEST_ORIGIN}/pay/${id}`),
        new Request(`${TEST_ORIGIN}/pay?payment=${id}`),
        new Request(`${TEST_ORIGIN}/pay/${id}`, {
          method: 'POST',
          body: new URLSearchParams({ decision: 'reject' }),
        }),
        new Request(`${TEST_ORIGIN}/pay`, {
          method: 'POST',
          body: new URLSearchParams({ payment: id, decision: 'reject' }),
        }),
      ]) {
        const answer = await env.backend.fetch(request);
        expect(answer.status, `${request.method} ${request.url}`).toBe(404);
      }
    }
    expect(await status(appointmentId)).toBe('PROCESSING_PAYMENT');
    // With its secret: the amount, the merchant, a reference — no doctor, specialization, time or id.
    const html = await (await press(redirect)).text();
    const { visit } = record;
    for (const secret of [
      visit.doctor?.lastName ?? '',
      visit.specializationName,
      appointmentId,
      payment.id,
      visit.appointmentAt.slice(11, 16),
    ])
      expect(html, secret).not.toContain(secret);
    // An hour on, a fresh hand-off's secret opens nothing either.
    const late = (await (await redirectFor(appointmentId)).json()) as Redirect;
    env.backend.clock.advance(60 * 60 * 1000);
    expect((await press(late)).status).toBe(404);
    expect((await press(late, 'pay')).status).toBe(404);
  });
});
