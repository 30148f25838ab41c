import { parseConfig, type Visit } from '@wizyta/core';
import { pdfString } from '@wizyta/core/pdf';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VisitRecord } from '../seed/DataStore';
import { SAMPLE_INVOICE } from '../testing/sampleInvoice';
import { renderInvoice } from './documents/renderInvoice';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi, readAnswer } from './testing/callApi';

let env: ApiTestEnv;
const INVOICE = { ...SAMPLE_INVOICE, flatNumber: '4' };

async function book(paymentType: 'ONLINE' | 'CASH', invoice = true) {
  const hold = (await (
    await callApi(env.backend, 'reserveFirstAvailable', {
      body: {
        specializationId: 1,
        // From tomorrow: a cancellation is still possible (the cut-off is before the start).
        dateTimeFrom: new Date(env.backend.clock.now().getTime() + 24 * 3_600_000).toISOString(),
        dateTimeTo: new Date(env.backend.clock.now().getTime() + 7 * 24 * 3_600_000).toISOString(),
        appointmentType: 'CALL',
        adultsCount: 1,
        childrenCount: 0,
      },
    })
  ).json()) as { id: string };
  const body = {
    slotReservationId: hold.id,
    paymentType,
    forNfz: false,
    email: 'anna.kowalska@example.com',
    phoneNumber: { prefix: '+48', number: '500100200' },
    address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
    patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska' }],
    ...(invoice ? { invoice: INVOICE } : {}),
  };
  const answer = await callApi(env.backend, 'createAppointment', { token: env.pacjent, body });
  return ((await readAnswer('createAppointment', answer)) as { appointmentId: string }).appointmentId;
}

async function pay(appointmentId: string, decision: 'pay' | 'reject' = 'pay') {
  const redirect = (await (
    await callApi(env.backend, 'getPaymentRedirect', { token: env.pacjent, query: { appointmentId } })
  ).json()) as { redirectUrl: string; redirectParams: { payment: string } };
  const form = new URLSearchParams({ payment: redirect.redirectParams.payment, decision });
  await env.backend.fetch(new Request(redirect.redirectUrl, { method: 'POST', body: form }));
}

const invoiceOf = (id: string, token = env.pacjent) =>
  callApi(env.backend, 'downloadInvoice', { token, params: { id } });
const visitOf = async (id: string, token = env.pacjent) =>
  (await readAnswer(
    'getAppointment',
    await callApi(env.backend, 'getAppointment', { token, params: { id } }),
  )) as Visit;

beforeEach(async () => {
  env = await createApiTestEnv();
});

describe('the invoice seller in the brand config', () => {
  it('is served in every brand’s config.json and passes core’s config schema', async () => {
    for (const path of ['/config.json', '/b/welbi/config.json', '/b/pzu/config.json']) {
      const answer = await env.backend.fetch(new Request(`http://localhost:8080${path}`));
      const config = parseConfig(await answer.json());
      expect(config.invoiceSeller?.nip, path).toBe('9876543210');
    }
  });

  it('is what the invoice names as the seller', () => {
    const seller = { name: 'Medyk S.A.', address: 'ul. Długa 2, 80-001 Gdańsk', nip: '5260250274' };
    const record = {
      visit: { id: 'w-1', specializationName: 'Internista', appointmentAt: '2026-12-08T10:00:00Z' },
      price: 150,
    } as unknown as VisitRecord;
    const lines = renderInvoice(record, SAMPLE_INVOICE, seller, 'Wizyta', new Date('2026-12-08T12:00:00Z'));
    expect(lines.slice(3, 6)).toEqual([
      'Sprzedawca: Medyk S.A. (marka Wizyta)',
      'NIP sprzedawcy: 5260250274',
      'Adres: ul. Długa 2, 80-001 Gdańsk',
    ]);
  });
});

describe('the invoice of a visit', () => {
  it('is a PDF with the seller and the buyer once the visit is paid online with invoice data', async () => {
    const id = await book('ONLINE');
    expect((await visitOf(id)).invoiceAvailable).toBe(false);
    const before = await invoiceOf(id);
    expect(before.status).toBe(409);
    expect(await before.json()).toMatchObject({ code: 4679 });

    await pay(id, 'reject');
    expect((await invoiceOf(id)).status).toBe(409);
    await pay(id);
    expect((await visitOf(id)).invoiceAvailable).toBe(true);
    const answer = await invoiceOf(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`faktura-${id}.pdf`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const text = new TextDecoder().decode(await answer.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Faktura)');
    // Each part as the PDF's strings hold it (Polish letters as their Helvetica glyphs' codes).
    for (const part of [
      `FV/`,
      'Kowalska Sp. z o.o.',
      'NIP nabywcy: 5260250274',
      'Floriańska 15/4',
      // The seller from the brand's config (invoiceSeller).
      'Sprzedawca: Wizyta Sp. z o.o.',
      'marka Wizyta',
      'NIP sprzedawcy: 9876543210',
      'Adres: ul. Przykładowa 1, 00-001 Warszawa',
    ]) {
      expect(text).toContain(pdfString(part).slice(1, -1));
    }
  });

  it('is never the doctor’s, and there is none without invoice data, for cash, or after a refund', async () => {
    const paid = await book('ONLINE');
    await pay(paid);
    expect((await visitOf(paid, env.lekarz).catch(() => undefined))?.invoiceAvailable).toBeUndefined();
    // The doctor of another patient's visit: the same 404 as a missing visit.
    expect((await invoiceOf(paid, env.lekarz)).status).toBe(404);

    const noData = await book('ONLINE', false);
    await pay(noData);
    expect((await invoiceOf(noData)).status).toBe(409);

    const cash = await book('CASH');
    expect((await visitOf(cash)).invoiceAvailable).toBe(false);
    expect((await invoiceOf(cash)).status).toBe(409);

    const cancelled = await callApi(env.backend, 'cancelAppointment', {
      token: env.pacjent,
      params: { id: paid },
    });
    expect((await readAnswer('cancelAppointment', cancelled)) as Visit).toMatchObject({
      refund: { status: 'PENDING' },
    });
    expect((await visitOf(paid)).invoiceAvailable).toBe(false);
    expect((await invoiceOf(paid)).status).toBe(409);
  });
});
