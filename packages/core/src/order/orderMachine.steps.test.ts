import { PERSONAL_VALUES, start, toOrderStep, toPaymentStep } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { AppError } from '../errors/AppError';

describe('orderMachine: steps', () => {
  it('personal → symptoms → payment, refusing invalid forms, BACK keeps everything', async () => {
    const { actor } = start();
    await toOrderStep(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', values: { ...PERSONAL_VALUES, email: 'x' } });
    expect(actor.getSnapshot().context.formErrors).toEqual({ email: 'validation.emailInvalid' });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    expect(actor.getSnapshot().matches({ flow: { steps: 'symptoms' } })).toBe(true);
    actor.send({ type: 'SUBMIT', values: { symptoms: [] } });
    expect(actor.getSnapshot().context.formErrors).toEqual({ symptoms: 'validation.symptomRequired' });
    actor.send({ type: 'BACK', draft: { symptoms: ['COUGH'] } });
    const s = actor.getSnapshot();
    expect(s.matches({ flow: { steps: 'personal' } })).toBe(true);
    expect(s.context.order.symptoms).toEqual(['COUGH']);
    expect(s.context.order.patients[0]).toMatchObject({
      type: 'ADULT',
      firstName: 'Jan',
      pesel: '44051401458',
    });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe('order');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('search')).toBe(true);
    expect(actor.getSnapshot().context.order.email).toBe('jan@example.pl');
  });
  it('online: exactly one booking per submit, then the payment redirect', async () => {
    const { actor, calls } = start();
    await toPaymentStep(actor);
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    const s = await waitFor(actor, (x) => x.matches('redirected'));
    expect(calls.book).toHaveLength(1);
    expect(calls.book[0]).toMatchObject({
      slotReservationId: 'r-1',
      paymentType: 'ONLINE',
      forNfz: false,
      symptoms: ['FEVER'],
    });
    expect(calls.payOnline).toEqual(['a-1']);
    expect(s.context.step).toBe('result');
    expect(s.context.order.id).toBe('a-1');
  });
  it('a voucher or payment type changed on the payment step re-prices without leaving the step', async () => {
    const { actor, calls } = start();
    await toPaymentStep(actor);
    const before = calls.calculatePrice.length;
    actor.send({ type: 'PAYMENT_TYPE', paymentType: 'CASH' });
    await waitFor(actor, (x) => x.matches({ flow: { pricing: 'done' } }));
    actor.send({ type: 'VOUCHER', voucher: 'TEST' });
    const s = await waitFor(actor, (x) => x.matches({ flow: { pricing: 'done' } }));
    expect(s.matches({ flow: { steps: 'payment' } })).toBe(true);
    expect(calls.calculatePrice.length).toBe(before + 2);
    expect(s.context.order).toMatchObject({ paymentType: 'CASH', voucher: 'TEST', symptoms: ['FEVER'] });
  });
  it('cash → success directly', async () => {
    const { actor, calls } = start();
    await toPaymentStep(actor);
    actor.send({ type: 'SUBMIT', values: { paymentType: 'CASH' } });
    await waitFor(actor, (x) => x.matches('success'));
    expect(calls.payOnline).toEqual([]);
  });
  it('a booking that finds the slot taken returns to search; another error returns to the step', async () => {
    let code = 4811;
    const { actor } = start(
      {},
      {
        book: () => {
          throw new AppError(code);
        },
      },
    );
    await toPaymentStep(actor);
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    let s = await waitFor(actor, (x) => x.context.error !== null);
    expect(s.matches({ flow: { steps: 'payment' } })).toBe(true);
    expect(s.context.error).toEqual({ code: 4811 });
    code = 4889;
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    s = await waitFor(actor, (x) => x.matches('search'));
    expect(s.context.error).toEqual({ code: 'SLOT_TAKEN' });
  });
  it('NFZ: only when NFZ-active on a brand that shows it; price 0; confirm instead of pay', async () => {
    const { actor, calls } = start({ nfzActive: true });
    const order = await toOrderStep(actor, { forNfz: true });
    expect(order.context.price?.price).toBe(0);
    expect(calls.calculatePrice).toEqual([]);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    actor.send({ type: 'SUBMIT', values: { symptoms: ['FEVER'] } });
    expect(actor.getSnapshot().matches({ flow: { steps: 'confirm' } })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (x) => x.matches('success'));
    expect(calls.book[0]?.forNfz).toBe(true);
    expect(calls.book[0]?.paymentType).toBe('NFZ');
    const notActive = start({ nfzActive: false });
    const s = await toOrderStep(notActive.actor, { forNfz: true });
    expect(s.context.order.forNfz).toBe(false);
  });
  it('WELBI: short order page books directly as covered by the plan (PLAN), without price, personal or payment steps', async () => {
    const { actor, calls } = start({ type: 'welbi' });
    const s = await toOrderStep(actor);
    expect(s.context.price).toBeNull();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ flow: { steps: 'order' } })).toBe(true);
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    await waitFor(actor, (x) => x.matches('success'));
    expect(calls.book[0]).toMatchObject({ paymentType: 'PLAN', forNfz: false });
    expect(calls.calculatePrice).toEqual([]);
  });
});

describe('orderMachine: restore', () => {
  const order = {
    adultsCount: 1,
    childrenCount: 0,
    patients: [{ type: 'ADULT' as const }],
    appointmentType: 'CALL' as const,
    forNfz: false,
    slotReservationId: 'r-9',
    email: 'jan@example.pl',
  };
  it('re-validates the hold with getSlot and resumes at the stored step', async () => {
    const { actor } = start({ order, step: 'symptoms' });
    const s = await waitFor(actor, (x) => x.matches({ flow: { steps: 'symptoms' } }));
    expect(s.context.order).toMatchObject({
      slotReservationId: 'r-9',
      email: 'jan@example.pl',
      doctor: { id: 'd1' },
    });
  });
  it('a hold that is gone sends the patient to search with SLOT_TAKEN, data kept', async () => {
    const { actor } = start(
      { order, step: 'payment' },
      {
        checkHold: () => {
          throw new AppError(4889);
        },
      },
    );
    const s = await waitFor(actor, (x) => x.matches('search'));
    expect(s.context.error).toEqual({ code: 'SLOT_TAKEN' });
    expect(s.context.order.email).toBe('jan@example.pl');
  });
  it('resumes no-doctors and plain search', async () => {
    expect(start({ order, step: 'noDoctors' }).actor.getSnapshot().matches('noDoctors')).toBe(true);
    expect(start({ order, step: 'search' }).actor.getSnapshot().matches('search')).toBe(true);
  });
});
