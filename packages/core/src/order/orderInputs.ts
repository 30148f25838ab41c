import { assertEvent } from 'xstate';
import type { AdditionalSlotsQuery } from '../schemas/listQueries';
import type { PriceCalculationRequest } from '../schemas/priceCalculation';
import type { ReserveFirstAvailableRequest, ReserveSlotRequest } from '../schemas/slotReservation';
import type { HoldKeeperInput } from './createHoldKeeper';
import type { PaymentCheck } from './createOrderActors';
import type { OrderContext } from './OrderContext';
import type { OrderEvent } from './OrderEvent';
import { bookingRequest, callBackRequest } from './orderRequests';

// The order machine's invoke inputs and param mappers: what each invoked actor is given, and what
// a done event hands to a guard or an action. The chart (orderMachine.ts) names them; the
// details live here so the chart reads top to bottom.

type InputArgs = { context: OrderContext; event: OrderEvent };
type CheckDone = { event: { output: PaymentCheck } };

/** `checkHold`: the restored reservation to re-validate. */
export const restoredHold = ({ context }: InputArgs) => ({ id: context.order.slotReservationId ?? '' });

/** `loadSearchLists`: the current search criteria. */
export const searchCriteria = ({ context }: InputArgs) => context.search;

/**
 * `reserve`: the request the accepted SEARCH built. `reserving` is entered only after
 * `assignSearch` set it; the empty request keeps the input total and is refused by the API.
 */
export const reserveRequest = ({ context }: InputArgs): ReserveFirstAvailableRequest =>
  context.reserveRequest ?? {
    specializationId: 0,
    appointmentType: 'CALL',
    dateTimeTo: new Date(0).toISOString(),
    adultsCount: 1,
    childrenCount: 0,
  };

/** `holdKeeper`: the hold to keep alive and its current end. */
export const heldSlot = ({ context }: InputArgs): HoldKeeperInput => ({
  slotReservationId: context.order.slotReservationId ?? '',
  expiresAt: context.holdExpiresAt ?? new Date(0).toISOString(),
});

/** `calculatePrice`: the held slot, the payment type (ONLINE by default) and the voucher if any. */
export const priceRequest = ({ context }: InputArgs): PriceCalculationRequest => ({
  slotReservationId: context.order.slotReservationId ?? '',
  paymentType: context.order.paymentType ?? 'ONLINE',
  ...(context.order.voucher ? { voucher: context.order.voucher } : {}),
});

/** `loadOtherSlots`: the page and price order LOAD_OTHER_SLOTS asked for. */
export const otherSlotsQuery = ({ context, event }: InputArgs): AdditionalSlotsQuery => {
  assertEvent(event, 'LOAD_OTHER_SLOTS');
  return {
    slotReservationId: context.order.slotReservationId ?? '',
    page: event.page ?? 0,
    sort: `price,${event.sort ?? 'ASC'}`,
  };
};

/** `switchSlot`: the slot SWITCH_SLOT chose, for the same visit, releasing the current hold. */
export const switchRequest = ({ context, event }: InputArgs): ReserveSlotRequest => {
  assertEvent(event, 'SWITCH_SLOT');
  const { order } = context;
  return {
    slotKey: event.slotKey,
    appointmentType: order.appointmentType,
    adultsCount: order.adultsCount,
    childrenCount: order.childrenCount,
    ...(order.city && order.appointmentType === 'HOUSE' ? { city: order.city.id } : {}),
    ...(order.slotReservationId ? { previousReservationId: order.slotReservationId } : {}),
  };
};

/** `book`: the `POST appointments` body of the order. */
export const bookingBody = ({ context }: InputArgs) => bookingRequest(context);

/** `payOnline`: the booked appointment. */
export const bookedAppointment = ({ context }: InputArgs) => ({ appointmentId: context.appointmentId ?? '' });

/** `checkPaymentStatus`: the appointment whose payment is polled (booked now, or restored). */
export const polledAppointment = ({ context }: InputArgs) => ({
  appointmentId: context.appointmentId ?? context.order.id ?? '',
});

/** `requestCallBack`: the phone and name of CALL_BACK plus what was searched. */
export const callBackBody = ({ context, event }: InputArgs) => {
  assertEvent(event, 'CALL_BACK');
  return callBackRequest(context, event.phoneNumber, event.name, event.captchaToken);
};

/** A done event's output, for `assign*` actions that take it as params. */
export const output = <T>({ event }: { event: { output: T } }): T => event.output;

/** `isPaymentAccepted` / `isPaymentRejected` params: the status the check answered. */
export const paymentStatus = ({ event }: CheckDone) => ({ status: event.output.status });

/** `isPaymentTakingLong` params: when the check answered. */
export const checkedAt = ({ event }: CheckDone) => ({ checkedAt: event.output.checkedAt });
