import { type FakeBehaviour, fakeOrderActors } from '@wizyta/testkit/order';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PaymentCheck } from './createOrderActors';
import { orderMachine } from './orderMachine';
import { POLL_FIRST_MS, POLL_MAX_MS, WAITING_POLL_MS } from './orderSetup';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function polling(answers: (n: number) => Partial<PaymentCheck>) {
  const behaviour: FakeBehaviour = {
    checkPaymentStatus: (n) => ({ status: null, code: null, checkedAt: Date.now(), ...answers(n) }),
  };
  const { actors, calls } = fakeOrderActors(behaviour);
  const actor = createActor(orderMachine.provide({ actors }), {
    input: {
      type: 'general',
      roles: ['PATIENT'],
      nfzActive: false,
      today: '2099-03-01',
      appointmentId: 'a-7',
    },
  }).start();
  return { actor, calls };
}

describe('orderMachine: result polling', () => {
  it('starts polling for the appointment of the payment return; ACCEPTED → success', async () => {
    const { actor, calls } = polling((n) => ({ status: n < 3 ? 'PROCESSING' : 'ACCEPTED' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ result: 'pausing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_FIRST_MS);
    expect(calls.checkPaymentStatus).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(POLL_FIRST_MS * 1.5);
    expect(calls.checkPaymentStatus).toEqual(['a-7', 'a-7', 'a-7']);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.step).toBe('result');
  });
  it('backs off from 2 s to at most 10 s', async () => {
    const { calls } = polling(() => ({ status: 'PROCESSING' }));
    await vi.advanceTimersByTimeAsync(0);
    const times: number[] = [];
    let last = calls.checkPaymentStatus.length;
    for (let ms = 0; ms < 60_000; ms += 100) {
      await vi.advanceTimersByTimeAsync(100);
      if (calls.checkPaymentStatus.length > last) {
        times.push(ms + 100);
        last = calls.checkPaymentStatus.length;
      }
    }
    const gaps = times.map((t, i) => t - (times[i - 1] ?? 0));
    expect(gaps.slice(0, 3)).toEqual([2000, 3000, 4500]);
    expect(Math.max(...gaps)).toBe(POLL_MAX_MS);
  });
  it('a network error (4191) does not fail the flow and is not shown; REJECTED → failed', async () => {
    const { actor } = polling((n) => (n === 1 ? { code: 4191 } : { status: 'REJECTED' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ result: 'pausing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(POLL_FIRST_MS);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });
  it('failed → RETRY_PAYMENT asks for a new payment redirect', async () => {
    const { actor, calls } = polling(() => ({ status: 'REJECTED' }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'RETRY_PAYMENT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.payOnline).toEqual(['a-7']);
    expect(actor.getSnapshot().matches('redirected')).toBe(true);
  });
  it('PROCESSING for 3 minutes → waiting, which polls on every 30 s until ACCEPTED', async () => {
    let accepted = false;
    const { actor, calls } = polling(() => ({ status: accepted ? 'ACCEPTED' : 'PROCESSING' }));
    await vi.advanceTimersByTimeAsync(3 * 60_000 + POLL_MAX_MS);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    const before = calls.checkPaymentStatus.length;
    await vi.advanceTimersByTimeAsync(WAITING_POLL_MS);
    expect(calls.checkPaymentStatus.length).toBe(before + 1);
    accepted = true;
    await vi.advanceTimersByTimeAsync(WAITING_POLL_MS);
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });
});
