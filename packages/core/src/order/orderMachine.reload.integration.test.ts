import { HOLD_MINUTES_FOR_TESTS, PERSONAL_VALUES, searchAndHold, startBackend } from '@wizyta/testkit/order';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';

afterEach(() => {
  vi.useRealTimers();
});

describe('orderMachine against the sample backend: the hold and reloads', () => {
  it('a hold lost mid-flow (backend clock past the hold) ends at search with SLOT_TAKEN, data kept', async () => {
    const { backend, order, signIn } = await startBackend();
    const actor = order();
    await searchAndHold(actor, backend);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    backend.clock.advance((HOLD_MINUTES_FOR_TESTS + 1) * 60_000);
    await signIn();
    actor.send({ type: 'SUBMIT', values: { symptoms: ['FEVER'] } });
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    const s = await waitFor(actor, (x) => x.matches('search'));
    expect(s.context.error).toEqual({ code: 'SLOT_TAKEN' });
    expect(s.context.order.email).toBe(PERSONAL_VALUES.email);
    expect(s.context.order.symptoms).toEqual(['FEVER']);
  });

  it('the hold keeper extends before expiry, and reports a hold the server lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { backend, order } = await startBackend();
    const actor = order({ now: () => backend.clock.now().getTime() });
    const held = await searchAndHold(actor, backend);
    const first = held.context.holdExpiresAt ?? '';
    // Just before the keeper's timer: the server clock moves with it, so the hold is still live.
    backend.clock.advance((HOLD_MINUTES_FOR_TESTS - 1) * 60_000);
    await vi.advanceTimersByTimeAsync((HOLD_MINUTES_FOR_TESTS - 1) * 60_000);
    const extended = await waitFor(actor, (s) => s.context.holdExpiresAt !== first);
    expect(Date.parse(extended.context.holdExpiresAt ?? '')).toBeGreaterThan(Date.parse(first));
    // Now the server forgets the hold (its clock jumps past it) before the next extension.
    backend.clock.advance(60 * 60_000);
    await vi.advanceTimersByTimeAsync(HOLD_MINUTES_FOR_TESTS * 60_000);
    const lost = await waitFor(actor, (s) => s.matches('search'));
    expect(lost.context.error).toEqual({ code: 'SLOT_TAKEN' });
  });

  it('a reload (new actor from sessionStorage) resumes every step with what was typed', async () => {
    const { backend, order, storage, decidePayment } = await startBackend();
    let actor = order();
    const reload = async (expected: object) => {
      actor.stop();
      actor = order({ restore: true });
      return waitFor(actor, (s) => s.matches(expected as never));
    };
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    await reload({ search: 'idle' });
    await searchAndHold(actor, backend);
    const atOrder = await reload({ flow: { steps: 'order' } });
    expect(atOrder.context.order.slotReservationId).toBeDefined();
    actor.send({ type: 'NEXT' });
    await reload({ flow: { steps: 'personal' } });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    const atSymptoms = await reload({ flow: { steps: 'symptoms' } });
    expect(atSymptoms.context.order.patients[0]?.firstName).toBe('Jan');
    actor.send({ type: 'SUBMIT', values: { symptoms: ['COUGH'] } });
    const atPayment = await reload({ flow: { steps: 'payment' } });
    expect(atPayment.context.order.symptoms).toEqual(['COUGH']);
    expect(storage.items.get('wizyta.orderStep')).toBe('payment');
    actor.send({ type: 'SUBMIT', values: { paymentType: 'ONLINE' } });
    await waitFor(actor, (s) => s.matches('redirected'));
    await decidePayment('pay');
    // Back from the gateway without the id in the URL: the stored order knows it.
    const done = await reload({});
    expect(done.matches('success') || done.matches({ result: 'checking' })).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(storage.items.size).toBe(0);
  });

  it('a tampered stored order is dropped: the flow starts at search with 4982', async () => {
    const { order, storage } = await startBackend();
    storage.setItem('wizyta.order', '{"adultsCount":"lots"}');
    storage.setItem('wizyta.orderStep', 'payment');
    const actor = order({ restore: true });
    const s = await waitFor(actor, (x) => x.matches({ search: 'idle' }));
    expect(s.context.error).toEqual({ code: 4982 });
    expect(storage.items.has('wizyta.orderStep')).toBe(true);
    expect(storage.items.get('wizyta.orderStep')).toBe('search');
  });
});
