import { assertEvent } from 'xstate';
import { toAppError } from '../errors/toAppError';
import { orderFlowState } from './orderFlowState';
import { callBackRequest } from './orderRequests';
import { orderResultStates } from './orderResultStates';
import { orderSetup } from './orderSetup';
import { initialOrderContext } from './orderUpdates';

const errorCode = ({ event }: { event: { error: unknown } }) => ({ code: toAppError(event.error).code });

/**
 * The order flow of spec §2 as one machine, shared by the widget and the portal:
 * search → reserving → flow (order → personal → symptoms → payment | confirm, with the hold kept
 * alive and the price kept current) → booking → redirecting (online) → result polling →
 * success | failed | waiting; cash and NFZ go from booking to success. WELBI's short flow is
 * search → reserving → order summary → booking. No doctor → noDoctors → callBackSent.
 *
 * Create it through `createOrderActor`, or in tests with `createActor(orderMachine.provide({ actors }), { input })`.
 */
export const orderMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => initialOrderContext(input),
  initial: 'start',
  on: { SESSION_CHANGED: { actions: 'assignSession' } },
  states: {
    start: {
      always: [
        { guard: 'hasAppointmentToCheck', target: 'result' },
        { guard: 'isResumingHold', target: 'restoring' },
        { guard: 'isResumingNoDoctors', target: 'noDoctors' },
        { target: 'search', actions: 'clearResumeStep' },
      ],
    },
    restoring: {
      invoke: {
        id: 'checkHold',
        src: 'checkHold',
        input: ({ context }) => ({ id: context.order.slotReservationId ?? '' }),
        onDone: {
          target: 'flow',
          actions: { type: 'assignReservation', params: ({ event }) => event.output },
        },
        onError: {
          target: 'search',
          actions: ['clearReservation', { type: 'assignError', params: { code: 'SLOT_TAKEN' } }],
        },
      },
    },
    search: {
      entry: { type: 'setStep', params: { step: 'search' } },
      initial: 'loading',
      on: {
        CHANGE_SEARCH: { target: '.loading', reenter: true, actions: 'assignSearchCriteria' },
        SEARCH: [
          { guard: 'isSearchValid', target: 'reserving', actions: 'assignSearch' },
          { actions: 'assignSearchErrors' },
        ],
      },
      states: {
        loading: {
          invoke: {
            id: 'loadSearchLists',
            src: 'loadSearchLists',
            input: ({ context }) => context.search,
            onDone: {
              target: 'idle',
              actions: { type: 'assignSearchLists', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
          },
        },
        idle: { on: { RETRY: { target: 'loading', actions: 'clearErrors' } } },
      },
    },
    reserving: {
      invoke: {
        id: 'reserve',
        src: 'reserve',
        input: ({ context }) =>
          context.reserveRequest ?? {
            specializationId: 0,
            appointmentType: 'CALL',
            dateTimeTo: new Date(0).toISOString(),
            adultsCount: 1,
            childrenCount: 0,
          },
        onDone: {
          target: 'flow',
          actions: { type: 'assignReservation', params: ({ event }) => event.output },
        },
        onError: [
          { guard: { type: 'isNoDoctorFound', params: errorCode }, target: 'noDoctors' },
          { target: 'search.idle', actions: { type: 'assignError', params: errorCode } },
        ],
      },
    },
    flow: orderFlowState,
    ...orderResultStates,
    noDoctors: {
      entry: [{ type: 'setStep', params: { step: 'noDoctors' } }, 'clearResumeStep'],
      initial: 'idle',
      on: { RESTART: 'search', BACK: 'search' },
      states: {
        idle: { on: { CALL_BACK: 'sending' } },
        sending: {
          invoke: {
            id: 'requestCallBack',
            src: 'requestCallBack',
            input: ({ context, event }) => {
              assertEvent(event, 'CALL_BACK');
              return callBackRequest(context, event.phoneNumber, event.name, event.captchaToken);
            },
            onDone: { target: '#order.callBackSent' },
            onError: { target: 'idle', actions: { type: 'assignError', params: errorCode } },
          },
        },
      },
    },
    callBackSent: {
      entry: 'markCallBackSent',
      on: { RESTART: 'search' },
    },
  },
});
