import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { AppError } from '../errors/AppError';
import type { ExtendSlotResponse } from '../schemas/slotReservation';
import { createHoldKeeper, HOLD_RETRY_MS } from './createHoldKeeper';
import type { OrderEvent } from './OrderEvent';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

const MIN = 60_000;

function keep(extend: () => Promise<ExtendSlotResponse>, expiresAt = 10 * MIN) {
  const received: OrderEvent[] = [];
  const api = { extendSlot: vi.fn(extend) };
  const parent = createMachine({
    invoke: {
      src: createHoldKeeper(api, () => Date.now()),
      input: { slotReservationId: 'r-1', expiresAt: new Date(expiresAt).toISOString() },
    },
    on: { '*': { actions: ({ event }) => received.push(event as OrderEvent) } },
  });
  const actor = createActor(parent).start();
  return { api, received, actor };
}

describe('createHoldKeeper', () => {
  it('extends a minute before the hold ends, again after each extension', async () => {
    let end = 10 * MIN;
    const { api, received } = keep(async () => {
      end += 10 * MIN;
      return { slotReservationId: 'r-1', expiresAt: new Date(end).toISOString() };
    });
    await vi.advanceTimersByTimeAsync(9 * MIN - 1);
    expect(api.extendSlot).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.extendSlot).toHaveBeenCalledWith({ body: { slotReservationId: 'r-1' } });
    expect(received).toEqual([{ type: 'HOLD_EXTENDED', expiresAt: new Date(20 * MIN).toISOString() }]);
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(api.extendSlot).toHaveBeenCalledTimes(2);
  });
  it('reports HOLD_LOST as SLOT_TAKEN when the server refuses (4865, 4889)', async () => {
    for (const code of [4865, 4889]) {
      const { received } = keep(() => Promise.reject(new AppError(code)));
      await vi.advanceTimersByTimeAsync(9 * MIN);
      expect(received).toEqual([{ type: 'HOLD_LOST', code: 'SLOT_TAKEN' }]);
    }
  });
  it('retries a network error while time is left, and reports the hold lost when it runs out', async () => {
    const { api, received } = keep(() => Promise.reject(new AppError(4191)));
    await vi.advanceTimersByTimeAsync(9 * MIN + HOLD_RETRY_MS);
    expect(api.extendSlot).toHaveBeenCalledTimes(2);
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(MIN);
    expect(received).toEqual([{ type: 'HOLD_LOST', code: 'SLOT_TAKEN' }]);
  });
  it('stops with its parent', async () => {
    const { api, actor } = keep(() => Promise.reject(new AppError(4191)));
    actor.stop();
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(api.extendSlot).not.toHaveBeenCalled();
  });
  it('an already expired hold is lost at once', async () => {
    const { received } = keep(() => Promise.reject(new AppError(4191)), 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([{ type: 'HOLD_LOST', code: 'SLOT_TAKEN' }]);
  });
});
