import { fakeOrderActors, SEARCH_VALUES } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { orderMachine } from './orderMachine';
import {
  selectError,
  selectFormErrors,
  selectHoldSecondsLeft,
  selectPrice,
  selectStep,
} from './orderSelectors';
import { orderSteps } from './orderSteps';

describe('orderSteps', () => {
  it('lists the full flow, with confirm for NFZ, and WELBI’s short flow', () => {
    expect(orderSteps({ type: 'general', forNfz: false })).toEqual([
      'search',
      'order',
      'personal',
      'symptoms',
      'payment',
      'result',
    ]);
    expect(orderSteps({ type: 'general', forNfz: true })).toEqual([
      'search',
      'order',
      'personal',
      'symptoms',
      'confirm',
      'result',
    ]);
    expect(orderSteps({ type: 'welbi', forNfz: false })).toEqual(['search', 'order', 'result']);
  });

  it('confirms instead of paying where the plan covers the visit (no price view)', () => {
    expect(orderSteps({ type: 'inter', forNfz: false, roles: ['PATIENT'] })).toContain('confirm');
    expect(orderSteps({ type: 'interrisk', forNfz: false })).not.toContain('payment');
  });
});

describe('order selectors', () => {
  it('read the step, price, hold time left and errors', async () => {
    const { actors } = fakeOrderActors();
    const actor = createActor(orderMachine.provide({ actors }), {
      input: { type: 'general', roles: [], nfzActive: false, today: '2099-03-01' },
    }).start();
    const search = await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    expect(selectStep(search)).toBe('search');
    expect(selectHoldSecondsLeft(search, 0)).toBeNull();
    actor.send({ type: 'SEARCH', values: { ...SEARCH_VALUES, slot: '' } });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ slot: 'validation.slotRequired' });
    actor.send({ type: 'SEARCH', values: SEARCH_VALUES });
    const held = await waitFor(actor, (s) => s.matches({ flow: { pricing: 'done' } }));
    expect(selectStep(held)).toBe('order');
    expect(selectPrice(held)?.price).toBe(150);
    expect(selectHoldSecondsLeft(held, Date.parse('2099-03-10T08:09:00.500Z'))).toBe(60);
    expect(selectHoldSecondsLeft(held, Date.parse('2099-03-11T00:00:00Z'))).toBe(0);
    actor.send({ type: 'HOLD_LOST', code: 'SLOT_TAKEN' });
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'SLOT_TAKEN' });
  });
});
