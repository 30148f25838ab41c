import type { Notification, Visit } from '@wizyta/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiTestEnv, createApiTestEnv } from './testing/apiTestEnv';
import { callApi, readAnswer } from './testing/callApi';
import { signInBySms } from './testing/signInBySms';

let env: ApiTestEnv;
const HOUR = 3600 * 1000;
// Tomorrow 10:00 Warsaw: a frozen clock keeps the cut-offs exact. November: UTC+1.
const NOW = new Date('2026-11-24T12:00:00Z');
const TOMORROW_10 = new Date('2026-11-25T09:00:00Z');

async function holdAt(start: Date, type: 'CALL' | 'HOUSE' = 'CALL') {
  const minutes = type === 'HOUSE' ? 120 : 30;
  const response = await callApi(env.backend, 'reserveFirstAvailable', {
    body: {
      specializationId: type === 'HOUSE' ? 0 : 1,
      dateTimeFrom: start.toISOString(),
      dateTimeTo: new Date(start.getTime() + minutes * 60_000).toISOString(),
      appointmentType: type,
      adultsCount: 1,
      childrenCount: 0,
      ...(type === 'HOUSE' ? { city: 7 } : {}),
    },
  });
  return (await readAnswer('reserveFirstAvailable', response)) as { id: string; start: string };
}

const ADDRESS = {
  city: 'Warszawa',
  postCode: '00-001',
  streetName: 'Marszałkowska',
  streetNumber: '1',
  flatNumber: '12',
  additionalInfo: 'Domofon 12, drugie piętro',
};
const INVOICE = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  companyName: 'Kowalska Sp. z o.o.',
  nip: '5260250274',
  city: 'Warszawa',
  postCode: '00-001',
  streetName: 'Marszałkowska',
  streetNumber: '1',
};

const BOOKING_BODY = {
  forNfz: false,
  email: 'anna.kowalska@example.com',
  phoneNumber: { prefix: '+48', number: '500100200' },
  address: ADDRESS,
  patients: [
    {
      type: 'ADULT',
      firstName: 'Anna',
      lastName: 'Kowalska',
      pesel: '85041212345',
      birthDate: '1985-04-12',
    },
  ],
  symptoms: ['DYSPNEA'],
  additionalSymptoms: 'Od wczoraj wieczorem',
  countryId: 1,
  languageId: 1,
  invoice: INVOICE,
};

async function book(start: Date, type: 'CALL' | 'HOUSE' = 'CALL', paymentType: 'ONLINE' | 'CASH' = 'ONLINE') {
  const hold = await holdAt(start, type);
  const body = { ...BOOKING_BODY, slotReservationId: hold.id, paymentType };
  const response = await callApi(env.backend, 'createAppointment', { token: env.pacjent, body });
  return ((await readAnswer('createAppointment', response)) as { appointmentId: string }).appointmentId;
}

const visitAs = async (id: string, token = env.pacjent) =>
  (await readAnswer(
    'getAppointment',
    await callApi(env.backend, 'getAppointment', { token, params: { id } }),
  )) as Visit;
const cancel = (id: string, token = env.pacjent) =>
  callApi(env.backend, 'cancelAppointment', { token, params: { id } });
const reschedule = (id: string, slotReservationId: string) =>
  callApi(env.backend, 'rescheduleAppointment', {
    token: env.pacjent,
    params: { id },
    body: { slotReservationId },
  });
const kinds = async () =>
  (
    (await readAnswer(
      'getNotifications',
      await callApi(env.backend, 'getNotifications', { token: env.pacjent }),
    )) as Notification[]
  ).map((n) => n.kind);

async function pay(id: string) {
  const redirect = await (
    await callApi(env.backend, 'getPaymentRedirect', { token: env.pacjent, query: { appointmentId: id } })
  ).json();
  await env.backend.fetch(
    new Request(redirect.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ ...redirect.redirectParams, decision: 'pay' }),
      redirect: 'manual',
    }),
  );
}

describe('the seeded visits’ payments', () => {
  beforeEach(async () => {
    env = await createApiTestEnv({ now: NOW });
  });

  it('reads a seeded visit paid online as paid by its ledger entry, a cancelled one as refunded', async () => {
    for (const id of ['w-1001', 'w-1002', 'test', 'w-1003', 'w-1012']) {
      expect((await visitAs(id)).payment, id).toEqual({
        type: 'ONLINE',
        amount: expect.any(Number),
        paid: true,
      });
    }
    expect((await visitAs('w-1006')).payment).toMatchObject({ type: 'ONLINE', paid: false });
    expect((await visitAs('w-2002', env.nfz)).payment).toEqual({ type: 'NFZ', amount: 0, paid: false });
    const cancelled = await visitAs('w-1009');
    expect(cancelled.payment).toMatchObject({ type: 'ONLINE', paid: true });
    expect(cancelled.refund).toEqual({ amount: cancelled.payment?.amount, status: 'DONE' });
    const status = await (
      await callApi(env.backend, 'getPaymentStatus', {
        token: env.pacjent,
        query: { appointmentId: 'w-1001' },
      })
    ).json();
    expect(status.status).toBe('ACCEPTED');
  });

  it('refunds a seeded paid visit on cancelling it, and nothing for one still waiting for payment', async () => {
    const paid = await visitAs('w-1003');
    expect(paid.refundOnCancel).toBe(paid.payment?.amount);
    expect(await readAnswer('cancelAppointment', await cancel('w-1003'))).toMatchObject({
      refund: { amount: paid.payment?.amount, status: 'PENDING' },
    });
    expect((await visitAs('w-1006')).refundOnCancel).toBe(0);
    expect(await readAnswer('cancelAppointment', await cancel('w-1006'))).not.toHaveProperty('refund');
  });

  it('places the seeded stationary visit at a seeded clinic', async () => {
    expect((await visitAs('w-1009')).clinic).toMatchObject({
      id: 'plac-waw-1',
      name: 'Placówka Mokotów',
      address: { streetName: 'ul. Puławska', streetNumber: '145', city: 'Warszawa' },
    });
  });
});

describe('what was booked, shown back', () => {
  beforeEach(async () => {
    env = await createApiTestEnv({ now: NOW });
  });

  it('keeps the symptoms, the address with its entry information, patients, place and invoice', async () => {
    const id = await book(TOMORROW_10, 'HOUSE');
    const visit = await visitAs(id);
    expect(visit.specializationId).toBe(0);
    expect(visit.booking).toEqual({
      symptoms: ['DYSPNEA'],
      additionalSymptoms: 'Od wczoraj wieczorem',
      address: ADDRESS,
      patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska', birthDate: '1985-04-12' }],
      phoneNumber: { prefix: '+48', number: '500100200' },
      country: { id: 1, name: 'Polska' },
      language: { id: 1, name: 'polski' },
      invoice: INVOICE,
    });
  });

  it('shows the doctor the same, without the invoice data and without the change options', async () => {
    const id = await book(TOMORROW_10, 'HOUSE');
    // The first free house slot is lek-01's (the cheapest, first of the list): lekarz signs in as him.
    expect((await visitAs(id)).doctor?.id).toBe('lek-01');
    const visit = await visitAs(id, env.lekarz);
    expect(visit.booking?.address?.additionalInfo).toBe('Domofon 12, drugie piętro');
    expect(visit.booking?.symptoms).toEqual(['DYSPNEA']);
    expect(visit.booking).not.toHaveProperty('invoice');
    expect(visit).not.toHaveProperty('cancellableUntil');
    expect((await cancel(id, env.lekarz)).status).toBe(403);
  });
});

describe('cancel and reschedule (the rule of visits/visitChangeRule.ts)', () => {
  beforeEach(async () => {
    env = await createApiTestEnv({ now: NOW });
  });

  it('tells until when: 2 h before a call, 12 h before a house visit', async () => {
    const call = await visitAs(await book(TOMORROW_10));
    expect(call.cancellableUntil).toBe(new Date(TOMORROW_10.getTime() - 2 * HOUR).toISOString());
    expect(call.reschedulableUntil).toBe(call.cancellableUntil);
    expect(call.refundOnCancel).toBe(0);
    const house = await visitAs(await book(new Date(TOMORROW_10.getTime() + 4 * HOUR), 'HOUSE'));
    expect(house.cancellableUntil).toBe(new Date(TOMORROW_10.getTime() - 8 * HOUR).toISOString());
  });

  it('cancels a paid visit: CANCELLED_BY_PATIENT, a full refund, the slot bookable again', async () => {
    const id = await book(TOMORROW_10);
    await pay(id);
    expect((await visitAs(id)).refundOnCancel).toBe(150);
    const cancelled = (await readAnswer('cancelAppointment', await cancel(id))) as Visit;
    expect(cancelled).toMatchObject({
      processStatus: 'CANCELLED_BY_PATIENT',
      refund: { amount: 150, status: 'PENDING' },
      cancellableUntil: null,
      reschedulableUntil: null,
    });
    const again = await holdAt(TOMORROW_10);
    expect(again.start).toBe(TOMORROW_10.toISOString());
    expect(await kinds()).toEqual(
      expect.arrayContaining(['VISIT_BOOKED', 'PAYMENT_ACCEPTED', 'VISIT_CANCELLED']),
    );
  });

  it('voids a payment still at the gateway when the visit is cancelled', async () => {
    const id = await book(TOMORROW_10);
    await callApi(env.backend, 'getPaymentRedirect', { token: env.pacjent, query: { appointmentId: id } });
    await readAnswer('cancelAppointment', await cancel(id));
    const status = await (
      await callApi(env.backend, 'getPaymentStatus', { token: env.pacjent, query: { appointmentId: id } })
    ).json();
    expect(status.status).toBe('REJECTED');
    expect((await visitAs(id)).refund).toBeUndefined();
  });

  it('moves a visit to the held slot, keeping its id, payment and details; the old slot is free', async () => {
    const id = await book(TOMORROW_10, 'CALL', 'CASH');
    const later = new Date(TOMORROW_10.getTime() + 3 * HOUR);
    const hold = await holdAt(later);
    const moved = (await readAnswer('rescheduleAppointment', await reschedule(id, hold.id))) as Visit;
    expect(moved).toMatchObject({ id, appointmentAt: later.toISOString(), processStatus: 'PAID' });
    expect(moved.booking?.symptoms).toEqual(['DYSPNEA']);
    expect((await holdAt(TOMORROW_10)).start).toBe(TOMORROW_10.toISOString());
    expect((await reschedule(id, hold.id)).status).toBe(409);
    expect(await kinds()).toContain('VISIT_RESCHEDULED');
  });

  it('refuses after the cut-off (4704), in a status that does not allow it (4703), another kind (4705)', async () => {
    // Today 15:30 Warsaw, 2.5 h ahead: its cut-off comes within the tokens' hour.
    const soon = new Date(NOW.getTime() + 2.5 * HOUR);
    const id = await book(soon);
    const house = await holdAt(new Date(TOMORROW_10.getTime() + 6 * HOUR), 'HOUSE');
    const wrongKind = await reschedule(id, house.id);
    expect([wrongKind.status, (await wrongKind.json()).code]).toEqual([409, 4705]);
    const finished = await cancel('w-1001');
    expect([finished.status, (await finished.json()).code]).toEqual([409, 4703]);
    expect((await visitAs('w-1005')).reschedulableUntil).toBeNull();
    env.backend.clock.set(new Date(soon.getTime() - 2 * HOUR));
    const late = await cancel(id);
    expect([late.status, (await late.json()).code]).toEqual([409, 4704]);
    expect((await visitAs(id)).processStatus).toBe('WAITING_FOR_PAYMENT');
  });
});

describe('changes only where they can succeed', () => {
  beforeEach(async () => {
    env = await createApiTestEnv({ now: NOW });
  });

  it('lets a patient of a brand that does not book cancel a visit but never move it (409/4703)', async () => {
    const id = await book(TOMORROW_10);
    const RANKOMAT = '/gw/rankomat';
    const token = (await signInBySms(env.backend, 'pacjent', RANKOMAT)).access_token;
    const visit = (await readAnswer(
      'getAppointment',
      await callApi(env.backend, 'getAppointment', { token, base: RANKOMAT, params: { id } }),
    )) as Visit;
    expect(visit.reschedulableUntil).toBeNull();
    expect(visit.cancellableUntil).toBe(new Date(TOMORROW_10.getTime() - 2 * HOUR).toISOString());
    // The same patient through GENERAL may move it; a hold made there cannot be used from rankomat.
    expect((await visitAs(id)).reschedulableUntil).not.toBeNull();
    const hold = await holdAt(new Date(TOMORROW_10.getTime() + 3 * HOUR));
    const moved = await callApi(env.backend, 'rescheduleAppointment', {
      token,
      base: RANKOMAT,
      params: { id },
      body: { slotReservationId: hold.id },
    });
    expect([moved.status, (await moved.json()).code]).toEqual([409, 4703]);
    const booked = await callApi(env.backend, 'createAppointment', {
      token,
      base: RANKOMAT,
      body: { ...BOOKING_BODY, slotReservationId: hold.id, paymentType: 'ONLINE' },
    });
    expect([booked.status, (await booked.json()).code]).toEqual([403, 4811]);
  });
});

describe('notifications', () => {
  beforeEach(async () => {
    env = await createApiTestEnv({ now: NOW });
  });

  it('tell the patient about the doctor’s answer and a new document from the doctor', async () => {
    const before = (await kinds()).length;
    await callApi(env.backend, 'sendMessage', {
      token: env.pacjent,
      params: { id: 'w-1001' },
      body: { message: 'Czy mogę wziąć ibuprofen?' },
    });
    await callApi(env.backend, 'sendMessage', {
      token: env.lekarz,
      params: { id: 'w-1001' },
      body: { message: 'Tak, doraźnie.' },
    });
    await callApi(env.backend, 'generateDoctorDocumentation', {
      token: env.lekarz,
      params: { visitId: 'w-1001', patientId: 'pac-anna' },
    });
    const after = await kinds();
    expect(after.length).toBe(before + 2);
    expect(after.slice(0, 2).sort()).toEqual(['DOCTOR_ANSWERED', 'NEW_DOCUMENT']);
  });
});
