import { toAppError } from '../errors/toAppError';
import type { PaymentCheck } from './createOrderActors';
import { bookingRequest } from './orderRequests';
import { orderSetup } from './orderSetup';

const errorCode = ({ event }: { event: { error: unknown } }) => ({ code: toAppError(event.error).code });
const output = ({ event }: { event: { output: PaymentCheck } }) => event.output;
const status =
  (expected: 'ACCEPTED' | 'REJECTED') =>
  ({ event }: { event: { output: PaymentCheck } }) => ({ status: event.output.status, expected });

/** One payment status check and where its answer leads; `otherwise` when still PROCESSING. */
function checkPayment(
  otherwise: Array<{ guard?: { type: 'isPaymentTakingLong'; params: typeof checkedAt }; target: string }>,
) {
  return orderSetup.createStateConfig({
    invoke: {
      id: 'checkPaymentStatus',
      src: 'checkPaymentStatus',
      input: ({ context }) => ({ appointmentId: context.appointmentId ?? context.order.id ?? '' }),
      onDone: [
        {
          guard: { type: 'isPaymentStatus', params: status('ACCEPTED') },
          target: '#order.success',
          actions: { type: 'assignPaymentCheck', params: output },
        },
        {
          guard: { type: 'isPaymentStatus', params: status('REJECTED') },
          target: '#order.failed',
          actions: { type: 'assignPaymentCheck', params: output },
        },
        ...otherwise.map((t) => ({ ...t, actions: { type: 'assignPaymentCheck' as const, params: output } })),
      ],
    },
  });
}

const checkedAt = ({ event }: { event: { output: PaymentCheck } }) => ({ checkedAt: event.output.checkedAt });

/**
 * From booking to the outcome: `booking` calls `POST appointments` once (a SUBMIT meanwhile has
 * no handler, so it is ignored); online payment goes through `redirecting` to the gateway; the
 * result page polls `payment/check-status` with back-off until ACCEPTED, REJECTED, or 3 minutes
 * of PROCESSING (`waiting`, which polls on slowly). Network errors never end the polling.
 */
export const orderResultStates = {
  booking: orderSetup.createStateConfig({
    invoke: {
      id: 'book',
      src: 'book',
      input: ({ context }) => bookingRequest(context),
      onDone: [
        {
          guard: 'paysOnline',
          target: 'redirecting',
          actions: { type: 'assignAppointment', params: ({ event }) => event.output },
        },
        { target: 'success', actions: { type: 'assignAppointment', params: ({ event }) => event.output } },
      ],
      onError: [
        {
          guard: { type: 'isSlotLost', params: errorCode },
          target: 'search',
          actions: ['clearReservation', { type: 'assignError', params: { code: 'SLOT_TAKEN' } }],
        },
        { target: 'flow.steps.previous', actions: { type: 'assignError', params: errorCode } },
      ],
    },
  }),
  redirecting: orderSetup.createStateConfig({
    entry: [{ type: 'setStep', params: { step: 'result' } }, 'resetPolling'],
    invoke: {
      id: 'payOnline',
      src: 'payOnline',
      input: ({ context }) => ({ appointmentId: context.appointmentId ?? '' }),
      onDone: 'redirected',
      onError: { target: 'failed', actions: { type: 'assignError', params: errorCode } },
    },
  }),
  /** The page is on its way to the gateway; the flow continues in a new actor on return. */
  redirected: orderSetup.createStateConfig({}),
  result: orderSetup.createStateConfig({
    entry: [{ type: 'setStep', params: { step: 'result' } }, 'resetPolling'],
    initial: 'checking',
    states: {
      checking: checkPayment([
        { guard: { type: 'isPaymentTakingLong', params: checkedAt }, target: '#order.waiting' },
        { target: 'pausing' },
      ]),
      pausing: { after: { pollDelay: 'checking' } },
    },
  }),
  waiting: orderSetup.createStateConfig({
    entry: { type: 'setStep', params: { step: 'result' } },
    initial: 'pausing',
    states: {
      checking: checkPayment([{ target: 'pausing' }]),
      pausing: { after: { waitingPollDelay: 'checking' } },
    },
  }),
  success: orderSetup.createStateConfig({
    entry: { type: 'setStep', params: { step: 'result' } },
    on: { RESTART: { target: 'search', actions: 'resetOrder' } },
  }),
  failed: orderSetup.createStateConfig({
    entry: { type: 'setStep', params: { step: 'result' } },
    on: {
      RETRY_PAYMENT: { target: 'redirecting', actions: 'clearErrors' },
      RESTART: { target: 'search', actions: 'resetOrder' },
    },
  }),
};
