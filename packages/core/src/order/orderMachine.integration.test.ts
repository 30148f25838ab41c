import { fillSteps, PERSONAL_VALUES, searchAndHold, startBackend, tomorrow } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ORDER_STORAGE_KEY } from '../storage/orderStorageKeys';
import type { OrderSnapshot } from './orderSelectors';

const RESULT = (s: OrderSnapshot) => s.matches('success') || s.matches('failed') || s.matches('waiting');

describe('orderMachine against the sample backend', () => {
  it('GENERAL CALL, online payment accepted', async () => {
    const { backend, order, left, decidePayment, storage } = await startBackend();
    const actor = order();
    const held = await searchAndHold(actor, backend);
    expect(held.context.price).toMatchObject({ basePrice: 150, price: 150 });
    expect(fillSteps(actor).matches({ flow: { steps: 'payment' } })).toBe(true);
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(left).toHaveLength(1);
    expect(storage.items.get('wizyta.orderStep')).toBe('result');
    const appointmentId = await decidePayment('pay');
    // The gateway returns to /appointment/{id}/result: a new page, a new actor.
    const back = order({ appointmentId });
    const done = await waitFor(back, RESULT);
    expect(done.matches('success')).toBe(true);
    expect(done.context.order.doctor).toBeDefined();
    expect(storage.items.has(ORDER_STORAGE_KEY)).toBe(false);
  });

  it('online payment rejected, then retried and accepted', async () => {
    const { backend, order, left, decidePayment } = await startBackend();
    const actor = order();
    await searchAndHold(actor, backend);
    fillSteps(actor);
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    await waitFor(actor, (s) => s.matches('redirected'));
    const appointmentId = await decidePayment('reject');
    const back = order({ appointmentId });
    expect((await waitFor(back, RESULT)).matches('failed')).toBe(true);
    back.send({ type: 'RETRY_PAYMENT' });
    await waitFor(back, (s) => s.matches('redirected'));
    expect(left).toHaveLength(2);
    await decidePayment('pay');
    expect((await waitFor(order({ appointmentId }), RESULT)).matches('success')).toBe(true);
  });

  it('cash: +20 zł, booked and successful without the gateway', async () => {
    const { backend, order, left } = await startBackend();
    const actor = order();
    await searchAndHold(actor, backend);
    actor.send({ type: 'PAYMENT_TYPE', paymentType: 'CASH' });
    const priced = await waitFor(actor, (s) => s.context.price?.cashPaymentCost === 20);
    expect(priced.context.price?.price).toBe(170);
    fillSteps(actor);
    actor.send({ type: 'SUBMIT', values: { paymentType: 'CASH' } });
    await waitFor(actor, (s) => s.matches('success'));
    expect(left).toEqual([]);
  });

  it('voucher TEST is ACTIVE and takes 20 zł off; another is INVALID', async () => {
    const { backend, order } = await startBackend();
    const actor = order();
    await searchAndHold(actor, backend);
    actor.send({ type: 'VOUCHER', voucher: 'TEST' });
    const s = await waitFor(actor, (x) => x.context.price?.voucherStatus === 'ACTIVE');
    expect(s.context.price).toMatchObject({ discount: 20, price: 130 });
    actor.send({ type: 'VOUCHER', voucher: 'ZLY' });
    await waitFor(actor, (x) => x.context.price?.voucherStatus === 'INVALID');
  });

  it('HOUSE visit with an address: internist 0, 120 minutes, 249 zł', async () => {
    const { backend, order } = await startBackend();
    const actor = order();
    actor.send({ type: 'CHANGE_SEARCH', appointmentType: 'HOUSE', specializationId: 0 });
    const ready = await waitFor(
      actor,
      (s) => s.matches({ search: 'idle' }) && s.context.slotIntervals?.intervalSize === 120,
    );
    expect(ready.context.specializations.map((x) => x.id)).toEqual([0]);
    const address = { city: 'Warszawa', postCode: '00-001', streetName: 'Długa', streetNumber: '5' };
    const held = await searchAndHold(actor, backend, {
      values: { ...houseValues(backend), specializationId: 0 },
      address,
    });
    expect(held.context.order).toMatchObject({ appointmentType: 'HOUSE', address });
    expect(Date.parse(held.context.order.end ?? '') - Date.parse(held.context.order.start ?? '')).toBe(
      120 * 60_000,
    );
    expect(held.context.price?.basePrice).toBe(249);
    fillSteps(actor);
    actor.send({ type: 'SUBMIT', values: { paymentType: 'CASH' } });
    await waitFor(actor, (s) => s.matches('success'));
  });

  it('a change of day or of visit kind empties the lists it makes wrong until the new ones arrive', async () => {
    const { backend, order } = await startBackend();
    const actor = order();
    const idle = (s: OrderSnapshot) => s.matches({ search: 'idle' }) && s.context.slotIntervals !== null;
    const first = await waitFor(actor, idle);
    // A video call on the same day: the same hours (30 minutes) and the same list; nothing flickers.
    actor.send({ type: 'CHANGE_SEARCH', appointmentType: 'VIDEO' });
    expect(actor.getSnapshot().context.slotIntervals).toBe(first.context.slotIntervals);
    expect(actor.getSnapshot().context.specializations).toBe(first.context.specializations);
    await waitFor(actor, idle);
    // A house visit: its own list (the internist) and 120-minute hours, neither offered before it loads.
    actor.send({ type: 'CHANGE_SEARCH', appointmentType: 'HOUSE', specializationId: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ slotIntervals: null, specializations: [] });
    const house = await waitFor(actor, idle);
    expect(house.context.specializations.map((x) => x.id)).toEqual([0]);
    expect(house.context.slotIntervals?.intervalSize).toBe(120);
    // Another day: the hours go (today's past ones would show as taken), the list stays.
    actor.send({ type: 'CHANGE_SEARCH', date: tomorrow(backend) });
    expect(actor.getSnapshot().context.slotIntervals).toBeNull();
    expect(actor.getSnapshot().context.specializations).toBe(house.context.specializations);
    const next = await waitFor(actor, idle);
    expect(Object.values(next.context.slotIntervals?.availableIntervals ?? {})).not.toContain(false);
  });

  it('NFZ: the nfz account confirms a free visit', async () => {
    const { backend, order } = await startBackend('nfz');
    const actor = order();
    const held = await searchAndHold(actor, backend, { forNfz: true });
    expect(held.context.price?.price).toBe(0);
    fillSteps(actor);
    expect(actor.getSnapshot().matches({ flow: { steps: 'confirm' } })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    const s = await waitFor(actor, (x) => x.matches('success') || x.context.error !== null);
    expect(s.context.error).toBeNull();
    expect(s.matches('success')).toBe(true);
  });

  it('WELBI short flow: search, summary with personal data, booked as covered by the plan', async () => {
    const { backend, order } = await startBackend('pacjent', 'welbi');
    const actor = order();
    await searchAndHold(actor, backend);
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    const s = await waitFor(actor, (x) => x.matches('success') || x.context.error !== null);
    expect(s.context.error).toBeNull();
    const [visit] = [...backend.store.visits.values()].filter(
      (r) => r.reservationId === s.context.order.slotReservationId,
    );
    expect(visit?.paymentType).toBe('PLAN');
  });

  it('no doctor → no-doctors, and a call-back request', async () => {
    const { backend, order, storage } = await startBackend();
    const actor = order();
    const s = await searchAndHold(actor, backend, {
      values: { ...houseValues(backend), communicationTypes: ['CALL'], specializationId: 999 },
    });
    expect(s.matches('noDoctors')).toBe(true);
    expect(storage.items.get('wizyta.orderStep')).toBe('noDoctors');
    actor.send({ type: 'CALL_BACK', phoneNumber: { prefix: '+48', number: '500100200' } });
    await waitFor(actor, (x) => x.matches('callBackSent'));
  });
});

function houseValues(backend: { clock: { now(): Date } }) {
  const date = new Date(backend.clock.now().getTime() + 24 * 3600_000).toISOString().slice(0, 10);
  return {
    cityId: 7,
    communicationTypes: ['HOUSE'],
    date,
    slot: '20:00',
    regulationAgreement: true,
    ageRange: 'ADULT',
  };
}
