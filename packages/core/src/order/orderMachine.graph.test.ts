import { PERSONAL_VALUES, priceFor, reservation, SEARCH_VALUES } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { TOWNS } from '../constants/towns';
import { AppError } from '../errors/AppError';
import type { OrderInput } from './OrderContext';
import type { OrderEvent } from './OrderEvent';
import { orderMachine } from './orderMachine';
import type { OrderSnapshot } from './orderSelectors';

// Model-based tests: the machine's pure transitions explored with xstate/graph. The answers of
// invoked actors are fed as their done/error events, timers as their `after` events.

type GraphEvent = OrderEvent | { type: string; output?: unknown; error?: unknown };

const UI_EVENTS: GraphEvent[] = [
  { type: 'SEARCH', values: SEARCH_VALUES },
  { type: 'SEARCH', values: SEARCH_VALUES, forNfz: true },
  { type: 'SEARCH', values: {} },
  { type: 'NEXT' },
  { type: 'SUBMIT', values: PERSONAL_VALUES },
  { type: 'SUBMIT', values: { symptoms: ['FEVER'] } },
  { type: 'SUBMIT', values: { paymentType: 'ONLINE' } },
  { type: 'SUBMIT', values: { paymentType: 'CASH' } },
  { type: 'SUBMIT' },
  { type: 'BACK' },
  { type: 'VOUCHER', voucher: 'TEST' },
  { type: 'PAYMENT_TYPE', paymentType: 'CASH' },
  { type: 'LOAD_OTHER_SLOTS' },
  { type: 'SWITCH_SLOT', slotKey: 'k-2' },
  { type: 'CALL_BACK', phoneNumber: { prefix: '+48', number: '500100200' } },
  { type: 'RETRY_PAYMENT' },
  { type: 'RESTART' },
  { type: 'RETRY' },
  { type: 'CHANGE_SEARCH', appointmentType: 'CALL' },
  { type: 'HOLD_LOST', code: 'SLOT_TAKEN' },
];

const OUTPUTS: Record<string, unknown[]> = {
  loadSearchLists: [
    { towns: TOWNS, specializations: [], slotIntervals: { intervalSize: 30, availableIntervals: {} } },
  ],
  reserve: [reservation()],
  switchSlot: [reservation('r-2')],
  checkHold: [reservation()],
  calculatePrice: [priceFor({ slotReservationId: 'r-1', paymentType: 'ONLINE' })],
  loadOtherSlots: [
    { additionalSlots: [], doctors: {}, specializations: {}, page: 0, size: 5, totalElements: 0 },
  ],
  book: [{ appointmentId: 'a-1', processStatus: 'WAITING_FOR_PAYMENT' }],
  payOnline: [{ redirectUrl: 'https://pay.example/', redirectParams: {} }],
  checkPaymentStatus: [
    { status: 'ACCEPTED', code: null, checkedAt: 0 },
    { status: 'REJECTED', code: null, checkedAt: 0 },
    { status: 'PROCESSING', code: null, checkedAt: 0 },
    { status: null, code: 4191, checkedAt: 0 },
    { status: 'PROCESSING', code: null, checkedAt: 200_000 },
  ],
  requestCallBack: [undefined],
};

function eventsFor(snapshot: OrderSnapshot): GraphEvent[] {
  const own = new Set(snapshot._nodes.flatMap((node: AnyStateNode) => node.ownEvents));
  const internal: GraphEvent[] = [];
  for (const type of own) {
    const done = /^xstate\.done\.actor\.(\w+)$/.exec(type);
    const failed = /^xstate\.error\.actor\.(\w+)$/.exec(type);
    if (done?.[1]) for (const output of OUTPUTS[done[1]] ?? []) internal.push({ type, output });
    else if (failed) internal.push({ type, error: new AppError(4889) }, { type, error: new AppError(4811) });
    else if (type.startsWith('xstate.after.')) internal.push({ type });
  }
  return [...UI_EVENTS, ...internal];
}

// State value plus the context that changes where a path can go: NFZ, and whether polling has begun.
const serializeState = (s: OrderSnapshot) =>
  `${JSON.stringify(s.value)}|${s.context.order.forNfz}|${s.context.pollStartedAt !== null}`;

const BASE: OrderInput = { type: 'general', roles: ['PATIENT'], nfzActive: true, today: '2099-03-01' };
const restored = {
  adultsCount: 1,
  childrenCount: 0,
  patients: [{ type: 'ADULT' as const }],
  appointmentType: 'CALL' as const,
  forNfz: false,
  slotReservationId: 'r-1',
};
const INPUTS: OrderInput[] = [
  BASE,
  { ...BASE, type: 'welbi', nfzActive: false },
  { ...BASE, order: restored, step: 'payment' },
  { ...BASE, appointmentId: 'a-1' },
];

function explore(input: OrderInput) {
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph types events as the machine's; done events are not among them.
  const events = eventsFor as (s: OrderSnapshot) => any[];
  return getShortestPaths(orderMachine, { input, events, serializeState });
}

const ENDS = ['success', 'failed', 'waiting', 'noDoctors', 'callBackSent', 'search', 'redirected'] as const;
const isEnd = (s: OrderSnapshot) => ENDS.some((state) => s.matches(state));

describe('orderMachine model', () => {
  const paths = INPUTS.flatMap((input) => explore(input).map((path) => ({ input, path })));

  it('reaches every state of the machine (transient and history nodes aside)', () => {
    const reached = new Set(paths.flatMap(({ path }) => path.state._nodes.map((n: AnyStateNode) => n.id)));
    const all: string[] = [];
    const walk = (node: AnyStateNode) => {
      all.push(node.id);
      for (const child of Object.values(node.states)) walk(child);
    };
    walk(orderMachine.root);
    const transient = ['order.start', 'order.flow.steps.resume', 'order.flow.steps.previous'];
    expect(all.filter((id) => !reached.has(id) && !transient.includes(id))).toEqual([]);
  });

  it('from every reachable state some path ends in a result, no-doctors, the gateway or a return to search', () => {
    for (const { input, path } of paths) {
      if (isEnd(path.state)) continue;
      const onward = getShortestPaths(orderMachine, {
        input,
        fromState: path.state,
        // biome-ignore lint/suspicious/noExplicitAny: see explore().
        events: eventsFor as (s: OrderSnapshot) => any[],
        serializeState,
        toState: isEnd,
      });
      expect(onward.length, `stuck in ${serializeState(path.state)}`).toBeGreaterThan(0);
    }
  });

  it('the happy paths visit the steps orderSteps announces', () => {
    const stepsTo = (input: OrderInput, target: 'redirected' | 'success', forNfz = false) =>
      paths
        .find(
          (p) =>
            p.input === input && p.path.state.matches(target) && p.path.state.context.order.forNfz === forNfz,
        )
        ?.path.steps.map((s) => s.state.context.step)
        .filter((step, i, all) => step !== all[i - 1]);
    expect(stepsTo(BASE, 'redirected')).toEqual([
      'search',
      'order',
      'personal',
      'symptoms',
      'payment',
      'result',
    ]);
    expect(stepsTo(BASE, 'success', true)).toEqual([
      'search',
      'order',
      'personal',
      'symptoms',
      'confirm',
      'result',
    ]);
    expect(stepsTo(INPUTS[1] ?? BASE, 'success')).toEqual(['search', 'order', 'result']);
  });
});
