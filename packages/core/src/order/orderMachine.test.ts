import { PERSONAL_VALUES, SEARCH_VALUES, start, toOrderStep } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { AppError } from '../errors/AppError';

describe('orderMachine: search', () => {
  it('loads the specializations and slot intervals, then waits for a search', async () => {
    const { actor } = start();
    const s = await waitFor(actor, (x) => x.matches({ search: 'idle' }));
    expect(s.context.specializations).toEqual([{ id: 1, name: 'Internista' }]);
    expect(s.context.step).toBe('search');
  });
  it('refuses an invalid search with field messages and stays', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    actor.send({ type: 'SEARCH', values: { ...SEARCH_VALUES, regulationAgreement: false } });
    expect(actor.getSnapshot().matches({ search: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.formErrors).toEqual({
      regulationAgreement: 'validation.regulationRequired',
    });
  });
  it('refuses CHAT where the brand does not permit it', async () => {
    const { actor } = start({ type: 'welbi' });
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    actor.send({ type: 'SEARCH', values: { ...SEARCH_VALUES, communicationTypes: ['CHAT'] } });
    expect(actor.getSnapshot().context.formErrors).toEqual({
      communicationTypes: 'validation.communicationTypeRequired',
    });
  });
  it('a HOUSE visit needs the internist (0) and an address (with directions kept), and asks for 120-minute slots in the city', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    const house = { ...SEARCH_VALUES, communicationTypes: ['HOUSE'] };
    actor.send({ type: 'SEARCH', values: house });
    expect(Object.keys(actor.getSnapshot().context.formErrors ?? {})).toEqual(
      expect.arrayContaining(['specializationId', 'address']),
    );
    const address = {
      city: 'Warszawa',
      postCode: '00-001',
      streetName: 'Długa',
      streetNumber: '5',
      additionalInfo: 'III piętro, domofon 12',
    };
    actor.send({ type: 'SEARCH', values: { ...house, specializationId: 0 }, address });
    await waitFor(actor, (s) => s.matches('flow'));
    expect(calls.reserve[0]).toMatchObject({ appointmentType: 'HOUSE', specializationId: 0, city: 7 });
    const req = calls.reserve[0];
    expect(Date.parse(req?.dateTimeTo ?? '') - Date.parse(req?.dateTimeFrom ?? '')).toBe(120 * 60_000);
    expect(actor.getSnapshot().context.order.address).toMatchObject(address);
  });
  it('reserves the chosen interval in Warsaw time, or the first available until then', async () => {
    const { actor, calls } = start();
    await toOrderStep(actor);
    expect(calls.reserve[0]).toMatchObject({
      dateTimeFrom: '2099-03-10T09:00:00.000Z',
      dateTimeTo: '2099-03-10T09:30:00.000Z',
      adultsCount: 1,
      childrenCount: 0,
    });
    const other = start();
    await toOrderStep(other.actor, { firstAvailable: true, adultsCount: 1, childrenCount: 2 });
    expect(other.calls.reserve[0]?.dateTimeFrom).toBeUndefined();
    expect(other.actor.getSnapshot().context.order.patients.map((p) => p.type)).toEqual([
      'ADULT',
      'CHILD',
      'CHILD',
    ]);
  });
  it('reserve 404 (4889) → noDoctors; CALL_BACK → callBackSent with the phone and the search', async () => {
    const { actor, calls } = start(
      {},
      {
        reserve: () => {
          throw new AppError(4889);
        },
      },
    );
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    actor.send({ type: 'SEARCH', values: SEARCH_VALUES });
    await waitFor(actor, (s) => s.matches('noDoctors'));
    expect(actor.getSnapshot().context.step).toBe('noDoctors');
    actor.send({ type: 'CALL_BACK', phoneNumber: { prefix: '+48', number: '500100200' } });
    await waitFor(actor, (s) => s.matches('callBackSent'));
    expect(calls.requestCallBack[0]).toMatchObject({
      phoneNumber: { number: '500100200' },
      specializationId: 1,
      city: 7,
    });
  });
  it('another reserve failure → back to search with its code', async () => {
    const { actor } = start(
      {},
      {
        reserve: () => {
          throw new AppError(4412);
        },
      },
    );
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    actor.send({ type: 'SEARCH', values: SEARCH_VALUES });
    const s = await waitFor(actor, (x) => x.matches({ search: 'idle' }) && x.context.error !== null);
    expect(s.context.error).toEqual({ code: 4412 });
  });
});

describe('orderMachine: order details and the hold', () => {
  it('holds the slot, starts the hold keeper and calculates the price', async () => {
    const { actor, calls } = start();
    const s = await toOrderStep(actor);
    expect(s.context.order).toMatchObject({ slotReservationId: 'r-1', doctor: { id: 'd1' }, price: 150 });
    expect(s.context.holdExpiresAt).toBe('2099-03-10T08:10:00.000Z');
    expect(calls.holdKeeper).toEqual([{ slotReservationId: 'r-1', expiresAt: '2099-03-10T08:10:00.000Z' }]);
    expect(calls.calculatePrice).toEqual([{ slotReservationId: 'r-1', paymentType: 'ONLINE' }]);
  });
  it('recalculates on VOUCHER and PAYMENT_TYPE (TEST is ACTIVE, cash +20)', async () => {
    const { actor } = start();
    await toOrderStep(actor);
    actor.send({ type: 'VOUCHER', voucher: 'TEST' });
    let s = await waitFor(actor, (x) => x.context.price?.voucherStatus === 'ACTIVE');
    expect(s.context.price?.price).toBe(130);
    actor.send({ type: 'PAYMENT_TYPE', paymentType: 'CASH' });
    s = await waitFor(actor, (x) => x.context.price?.cashPaymentCost === 20);
    expect(s.context.order.price).toBe(150);
    actor.send({ type: 'VOUCHER', voucher: 'NOPE' });
    s = await waitFor(actor, (x) => x.context.price?.voucherStatus === 'INVALID');
  });
  it('pages other slots by price and switches the hold (releasing the old one)', async () => {
    const { actor, calls } = start();
    await toOrderStep(actor);
    actor.send({ type: 'LOAD_OTHER_SLOTS', page: 1 });
    await waitFor(actor, (s) => s.context.otherSlots !== null);
    expect(calls.loadOtherSlots[0]).toEqual({ slotReservationId: 'r-1', page: 1, sort: 'price,ASC' });
    actor.send({ type: 'SWITCH_SLOT', slotKey: 'k-2' });
    const s = await waitFor(
      actor,
      (x) => x.context.order.slotReservationId === 'r-2' && x.matches({ flow: { pricing: 'done' } }),
    );
    expect(calls.switchSlot[0]).toMatchObject({ slotKey: 'k-2', previousReservationId: 'r-1' });
    expect(calls.holdKeeper.map((h) => h.slotReservationId)).toEqual(['r-1', 'r-2']);
    expect(calls.calculatePrice.at(-1)?.slotReservationId).toBe('r-2');
    expect(s.matches({ flow: { steps: { order: 'idle' } } })).toBe(true);
  });
  it('a lost hold returns to search with SLOT_TAKEN and keeps what was typed', async () => {
    const { actor } = start();
    await toOrderStep(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    actor.send({ type: 'HOLD_LOST', code: 'SLOT_TAKEN' });
    const s = actor.getSnapshot();
    expect(s.matches('search')).toBe(true);
    expect(s.context.error).toEqual({ code: 'SLOT_TAKEN' });
    expect(s.context.order.email).toBe('jan@example.pl');
    expect(s.context.order.slotReservationId).toBeUndefined();
    expect(s.context.holdExpiresAt).toBeNull();
  });
  it('HOLD_EXTENDED moves the hold end', async () => {
    const { actor } = start(
      {},
      { holdEvents: [{ type: 'HOLD_EXTENDED', expiresAt: '2099-03-10T08:20:00.000Z' }] },
    );
    const s = await toOrderStep(actor);
    expect(s.context.holdExpiresAt).toBe('2099-03-10T08:20:00.000Z');
    expect(s.context.order.reservationExpiresAt).toBe('2099-03-10T08:20:00.000Z');
  });
});
