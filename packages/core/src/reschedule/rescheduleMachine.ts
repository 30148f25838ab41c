import { assertEvent, assign, setup } from 'xstate';
import { AppError } from '../errors/AppError';
import type { SearchLists } from '../order/createOrderActors';
import { errorCode, NO_DOCTOR, type OrderErrorCode } from '../order/orderErrors';
import { unconnectedApi } from '../order/orderSetup';
import { reserveRequestFor } from '../order/reserveRequestFor';
import type { SlotReservation } from '../schemas/slotReservation';
import type { Visit } from '../schemas/visit';
import { createRescheduleActors, type RescheduleApi } from './createRescheduleActors';
import {
  initialRescheduleContext,
  type RescheduleContext,
  type RescheduleEvent,
  type RescheduleInput,
} from './RescheduleContext';

// The bare machine talks to nothing: the page (or a test) provides the real actors.
const unconnected: RescheduleApi = {
  ...unconnectedApi,
  rescheduleAppointment: () =>
    Promise.reject(new AppError(4982, undefined, { details: 'reschedule actors not provided' })),
};

const searchOf = ({ context }: { context: RescheduleContext }) => ({
  appointmentType: context.target.appointmentType,
  specializationId: context.target.specializationId,
  date: context.date,
});

/**
 * A visit's new time (`/visit/:id/reschedule`): the day's times load (the order flow's search
 * lists) → the patient picks a time → the first free slot up to it (or exactly it) is held by the
 * order flow's own request and kept alive by its hold keeper → the patient confirms → the visit
 * moves (`POST appointments/{id}/reschedule`). No doctor free: back to the times, told so; the
 * hold lost or the move refused: back to the times with the reason.
 */
export const rescheduleMachine = setup({
  types: {
    context: {} as RescheduleContext,
    events: {} as RescheduleEvent,
    input: {} as RescheduleInput,
  },
  actors: createRescheduleActors(unconnected, () => Date.now()),
  guards: {
    isNoDoctorFound: (_, params: { code: OrderErrorCode }) => NO_DOCTOR.has(params.code),
  },
  actions: {
    assignDate: assign(({ event }) => {
      assertEvent(event, 'CHANGE_DATE');
      return { date: event.date, intervals: null, error: null };
    }),
    assignLists: assign((_, lists: SearchLists) => ({
      towns: lists.towns,
      intervals: lists.slotIntervals.availableIntervals,
    })),
    assignHold: assign((_, hold: SlotReservation) => ({ hold, error: null })),
    assignHoldExpiry: assign(({ context, event }) => {
      assertEvent(event, 'HOLD_EXTENDED');
      return { hold: context.hold ? { ...context.hold, expiresAt: event.expiresAt } : null };
    }),
    clearHold: assign({ hold: null }),
    assignError: assign((_, params: { code: OrderErrorCode }) => ({ error: params.code })),
    clearError: assign({ error: null }),
    assignMoved: assign((_, moved: Visit) => ({ moved, hold: null, error: null })),
  },
}).createMachine({
  id: 'reschedule',
  context: ({ input }) => initialRescheduleContext(input),
  initial: 'loading',
  states: {
    loading: {
      // A new day while the last one's times still load: those are dropped, the new day's asked.
      on: { CHANGE_DATE: { target: 'loading', reenter: true, actions: 'assignDate' } },
      invoke: {
        src: 'loadSearchLists',
        input: searchOf,
        onDone: { target: 'idle', actions: { type: 'assignLists', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
      },
    },
    idle: {
      on: {
        CHANGE_DATE: { target: 'loading', actions: 'assignDate' },
        RETRY: { target: 'loading', actions: 'clearError' },
        SEARCH: { target: 'reserving', actions: 'clearError' },
      },
    },
    reserving: {
      invoke: {
        src: 'reserve',
        input: ({ context, event }) => {
          assertEvent(event, 'SEARCH');
          const { target } = context;
          const city = context.towns.find(
            (town) => town.town.toLocaleLowerCase('pl') === target.cityName?.toLocaleLowerCase('pl'),
          );
          return reserveRequestFor({ ...target, date: context.date, ...event, city: city?.id });
        },
        onDone: { target: 'held', actions: { type: 'assignHold', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isNoDoctorFound', params: errorCode },
            target: 'idle',
            actions: { type: 'assignError', params: { code: 'NO_DOCTOR_FOUND' } },
          },
          { target: 'idle', actions: { type: 'assignError', params: errorCode } },
        ],
      },
    },
    held: {
      invoke: {
        src: 'holdKeeper',
        input: ({ context }) => ({
          slotReservationId: context.hold?.id ?? '',
          expiresAt: context.hold?.expiresAt ?? new Date(0).toISOString(),
        }),
      },
      on: {
        HOLD_EXTENDED: { actions: 'assignHoldExpiry' },
        HOLD_LOST: {
          target: 'idle',
          actions: ['clearHold', { type: 'assignError', params: ({ event }) => ({ code: event.code }) }],
        },
        SEARCH_AGAIN: { target: 'idle', actions: 'clearHold' },
        CONFIRM: 'moving',
      },
    },
    moving: {
      invoke: {
        src: 'reschedule',
        input: ({ context }) => ({
          visitId: context.target.visitId,
          slotReservationId: context.hold?.id ?? '',
        }),
        onDone: { target: 'moved', actions: { type: 'assignMoved', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: ['clearHold', { type: 'assignError', params: errorCode }] },
      },
    },
    moved: { type: 'final' },
  },
});
