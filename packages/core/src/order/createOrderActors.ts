import { fromPromise } from 'xstate';
import { SLOT_HOURS, slotIntervalMinutes } from '../constants/slotIntervalMinutes';
import { dictionariesFor } from '../dictionaries/createDictionaries';
import { specializationListOf } from '../dictionaries/specializationListOf';
import type { ErrorKey } from '../errors/errorCodes';
import { toAppError } from '../errors/toAppError';
import type { AdditionalSlots } from '../schemas/additionalSlots';
import type { CreateAppointmentRequest, CreateAppointmentResponse } from '../schemas/appointment';
import type { CallBackRequest } from '../schemas/callBack';
import type { AdditionalSlotsQuery } from '../schemas/listQueries';
import type { PaymentRedirect, PaymentStatus } from '../schemas/payment';
import type { PriceCalculation, PriceCalculationRequest } from '../schemas/priceCalculation';
import type { SlotIntervals } from '../schemas/slotIntervals';
import type {
  ReserveFirstAvailableRequest,
  ReserveSlotRequest,
  SlotReservation,
} from '../schemas/slotReservation';
import type { Specialization } from '../schemas/specialization';
import type { Town } from '../schemas/town';
import { bookingIdempotencyKey } from './bookingIdempotencyKey';
import { createHoldKeeper } from './createHoldKeeper';
import type { LeavePage } from './leavePageByForm';
import type { OrderApi } from './OrderApi';
import type { OrderSearchCriteria } from './OrderContext';

/**
 * What the search step shows: the towns, the specializations of the visit type and the day's
 * intervals. The towns and specializations are dictionaries, fetched once per session.
 */
export interface SearchLists {
  readonly towns: readonly Town[];
  readonly specializations: readonly Specialization[];
  readonly slotIntervals: SlotIntervals;
}

/** One payment status check; it never fails, so a network error cannot end the polling. */
export interface PaymentCheck {
  readonly status: PaymentStatus | null;
  /** The failure's catalogue code when the check did not get an answer. */
  readonly code: ErrorKey | number | null;
  /** Epoch ms of the answer. */
  readonly checkedAt: number;
}

/** What the order actors need from outside. */
export interface OrderActorDeps {
  readonly api: OrderApi;
  readonly leavePage: LeavePage;
  readonly now: () => number;
  /**
   * Where the gateway should return the patient: a widget's partner page, or (a function of the
   * appointment id) a brand portal's own result page; the server's default is the GENERAL
   * portal's `/appointment/{id}/result`.
   */
  readonly returnUrl?: ReturnUrl;
}

/** A fixed return URL, or one per appointment (`/b/<type>/appointment/{id}/result`). */
export type ReturnUrl = string | ((appointmentId: string) => string);

/**
 * The invoked actors of the order machine over the API client: every side effect of the flow
 * lives here (calls, the hold ticker, leaving the page). Unit tests provide their own instead.
 */
export function createOrderActors({ api, leavePage, now, returnUrl }: OrderActorDeps) {
  return {
    loadSearchLists: fromPromise<SearchLists, OrderSearchCriteria>(async ({ input }) => {
      // The dictionary knows two lists: house visits (the internist only) and the rest.
      const type = specializationListOf(input.appointmentType);
      const dictionaries = dictionariesFor(api);
      const [towns, specializations, slotIntervals] = await Promise.all([
        dictionaries.towns(),
        dictionaries.specializations(type),
        api.getSlotIntervals({
          body: { day: input.date, ...SLOT_HOURS, intervalSize: slotIntervalMinutes(input) },
        }),
      ]);
      return { towns, specializations, slotIntervals };
    }),
    reserve: fromPromise<SlotReservation, ReserveFirstAvailableRequest>(({ input }) =>
      api.reserveFirstAvailable({ body: input }),
    ),
    switchSlot: fromPromise<SlotReservation, ReserveSlotRequest>(({ input }) =>
      api.reserveSlot({ body: input }),
    ),
    checkHold: fromPromise<SlotReservation, { id: string }>(({ input }) => api.getSlot({ query: input })),
    calculatePrice: fromPromise<PriceCalculation, PriceCalculationRequest>(({ input }) =>
      api.calculatePrice({ body: input }),
    ),
    loadOtherSlots: fromPromise<AdditionalSlots, AdditionalSlotsQuery>(({ input }) =>
      api.getAdditionalSlots({ query: input }),
    ),
    book: fromPromise<CreateAppointmentResponse, CreateAppointmentRequest>(({ input }) =>
      // One key per order: the hold is the order's own (a new slot is a new hold), so every retry
      // of this booking — the client's own after a lost answer, or the patient pressing again —
      // carries the same key and gets the first answer, never a second visit.
      api.createAppointment(
        { body: input },
        { idempotencyKey: bookingIdempotencyKey(input.slotReservationId) },
      ),
    ),
    payOnline: fromPromise<PaymentRedirect, { appointmentId: string }>(async ({ input }) => {
      const target = typeof returnUrl === 'function' ? returnUrl(input.appointmentId) : returnUrl;
      const redirect = await api.getPaymentRedirect({
        query: { ...input, ...(target ? { returnUrl: target } : {}) },
      });
      leavePage(redirect.redirectUrl, redirect.redirectParams);
      return redirect;
    }),
    checkPaymentStatus: fromPromise<PaymentCheck, { appointmentId: string }>(async ({ input }) => {
      try {
        const { status } = await api.getPaymentStatus({ query: input });
        return { status, code: null, checkedAt: now() };
      } catch (e) {
        return { status: null, code: toAppError(e, 4237).code, checkedAt: now() };
      }
    }),
    requestCallBack: fromPromise<void, CallBackRequest>(async ({ input }) => {
      await api.requestCallBack({ body: input });
    }),
    holdKeeper: createHoldKeeper(api, now),
  };
}

/** The actors of the order machine, by name. */
export type OrderActors = ReturnType<typeof createOrderActors>;
