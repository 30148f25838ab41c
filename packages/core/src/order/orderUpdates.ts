import * as z from 'zod/mini';
import { brandOf } from '../brands/brandOf';
import { isPartnerType } from '../brands/PARTNER_TYPES';
import { searchListsMoved } from '../dictionaries/searchListsMoved';
import { type Order, OrderSchema } from '../schemas/order';
import type { SlotReservation } from '../schemas/slotReservation';
import type { PaymentCheck } from './createOrderActors';
import type { OrderContext, OrderInput, OrderSearchCriteria } from './OrderContext';

const EMPTY_ORDER: Order = {
  adultsCount: 1,
  childrenCount: 0,
  patients: [{ type: 'ADULT' }],
  appointmentType: 'CALL',
  forNfz: false,
};

/** The machine's starting context from its input (a restored order, or a fresh one). */
export function initialOrderContext(input: OrderInput): OrderContext {
  const order = input.order ?? EMPTY_ORDER;
  return {
    type: input.type,
    roles: input.roles,
    nfzActive: input.nfzActive,
    shortFlow: isPartnerType(input.type) && brandOf(input.type).shortOrderFlow,
    order,
    step: input.step ?? 'search',
    resumeStep: input.step ?? null,
    search: {
      appointmentType: order.appointmentType,
      // Only the interval size depends on it until the patient picks one; 0 gives the default 30 min.
      specializationId: order.specializationId ?? 0,
      date: input.today,
    },
    reserveRequest: null,
    towns: [],
    specializations: [],
    slotIntervals: null,
    holdExpiresAt: order.reservationExpiresAt ?? null,
    price: null,
    otherSlots: null,
    appointmentId: input.appointmentId ?? null,
    paymentStatus: null,
    pollAttempt: 0,
    pollStartedAt: null,
    error: input.error ?? null,
    formErrors: null,
    callBackSent: false,
    drafts: input.drafts ?? {},
  };
}

/**
 * The search lists that `after` makes wrong until they load again, emptied: the hours of another
 * day or another slot length, the specializations of the other dictionary. While the new ones
 * load the form offers nothing rather than yesterday's hours or the house visit's internist: a
 * choice made from a stale list was either wrong (an hour disabled as past on another day) or
 * dropped a moment later, when the real list arrived without it.
 */
export function staleSearchLists(
  before: OrderSearchCriteria,
  after: OrderSearchCriteria,
): Partial<Pick<OrderContext, 'slotIntervals' | 'specializations'>> {
  const moved = searchListsMoved(before, after);
  return {
    ...(moved.hours ? { slotIntervals: null } : {}),
    ...(moved.specializations ? { specializations: [] } : {}),
  };
}

/** The context with a (new) hold: the reservation's doctor, time and ids go into the order. */
export function withReservation(context: OrderContext, r: SlotReservation): Partial<OrderContext> {
  return {
    order: {
      ...context.order,
      id: r.id,
      doctor: r.doctor,
      start: r.start,
      end: r.end,
      price: r.price,
      specializationId: r.specializationId,
      appointmentType: r.appointmentType,
      slotReservationId: r.id,
      reservationExpiresAt: r.expiresAt,
    },
    holdExpiresAt: r.expiresAt,
    error: null,
    formErrors: null,
  };
}

/** The context after the hold is gone: reservation fields dropped, everything typed kept. */
export function withoutReservation(context: OrderContext): Partial<OrderContext> {
  const {
    id: _i,
    doctor: _d,
    start: _s,
    end: _e,
    slotReservationId: _r,
    reservationExpiresAt: _x,
    ...kept
  } = context.order;
  return { order: kept, holdExpiresAt: null, price: null, otherSlots: null, resumeStep: null };
}

/**
 * The order with a BACK draft merged in. Reservation and booking fields cannot be drafted, and a
 * draft that would make the order invalid is ignored rather than stored.
 */
export function withDraft(order: Order, draft: Partial<Order> | undefined): Order {
  if (!draft) return order;
  const {
    id: _i,
    doctor: _d,
    start: _s,
    end: _e,
    price: _p,
    slotReservationId: _r,
    reservationExpiresAt: _x,
    forNfz: _n,
    ...typed
  } = draft;
  const merged = z.safeParse(OrderSchema, { ...order, ...typed });
  return merged.success ? merged.data : order;
}

/** The context after a payment status check (the 4191 network error is not shown: polling goes on). */
export function withPaymentCheck(context: OrderContext, check: PaymentCheck): Partial<OrderContext> {
  return {
    paymentStatus: check.status ?? context.paymentStatus,
    pollAttempt: context.pollAttempt + 1,
    pollStartedAt: context.pollStartedAt ?? check.checkedAt,
    error: check.code === null || check.code === 4191 ? null : { code: check.code },
  };
}

/**
 * A new order after a result: the contact data, the address and the search form as typed stay,
 * the booking starts afresh.
 */
export function nextOrder({ order, drafts }: Pick<OrderContext, 'order' | 'drafts'>): Partial<OrderContext> {
  const { email, phoneNumber, address } = order;
  return {
    order: {
      ...EMPTY_ORDER,
      ...(email ? { email } : {}),
      ...(phoneNumber ? { phoneNumber } : {}),
      ...(address ? { address } : {}),
    },
    appointmentId: null,
    paymentStatus: null,
    price: null,
    otherSlots: null,
    holdExpiresAt: null,
    reserveRequest: null,
    error: null,
    formErrors: null,
    callBackSent: false,
    drafts: drafts.search === undefined ? {} : { search: drafts.search },
  };
}
