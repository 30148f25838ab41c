import { assertEvent, assign, raise, setup } from 'xstate';
import { AppError } from '../errors/AppError';
import type { ErrorKey } from '../errors/errorCodes';
import type { AdditionalSlots } from '../schemas/additionalSlots';
import type { PriceCalculation } from '../schemas/priceCalculation';
import type { SlotReservation } from '../schemas/slotReservation';
import { applySearch } from './applySearch';
import { applyStepForm, type FormStep } from './applyStepForm';
import { createOrderActors, type PaymentCheck, type SearchLists } from './createOrderActors';
import type { OrderApi } from './OrderApi';
import type { OrderContext, OrderInput } from './OrderContext';
import type { OrderEvent } from './OrderEvent';
import { orderGuards } from './orderGuards';
import { NFZ_PRICE } from './orderRequests';
import type { OrderStoredStep } from './orderStorage';
import {
  nextOrder,
  staleSearchLists,
  withDraft,
  withoutReservation,
  withPaymentCheck,
  withReservation,
} from './orderUpdates';

/** First pause between payment status checks; it grows by half each time up to the maximum. */
export const POLL_FIRST_MS = 2_000;
/** Longest pause between status checks while the result page polls. */
export const POLL_MAX_MS = 10_000;
/** Pause between status checks on the waiting page. */
export const WAITING_POLL_MS = 30_000;

function notConnected(): Promise<never> {
  return Promise.reject(new AppError(4982, undefined, { details: 'order actors not provided' }));
}

/** The bare machine talks to nothing: createOrderActor (or a test) provides the real actors. */
export const unconnectedApi: OrderApi = {
  getSpecializations: notConnected,
  getTowns: notConnected,
  getCountries: notConnected,
  getAnonymousLanguages: notConnected,
  getAnonymousDocumentTypes: notConnected,
  getLanguages: notConnected,
  getDocumentTypes: notConnected,
  getGenders: notConnected,
  getSlotIntervals: notConnected,
  calculatePrice: notConnected,
  reserveFirstAvailable: notConnected,
  reserveSlot: notConnected,
  extendSlot: notConnected,
  getSlot: notConnected,
  getAdditionalSlots: notConnected,
  createAppointment: notConnected,
  getPaymentRedirect: notConnected,
  getPaymentStatus: notConnected,
  requestCallBack: notConnected,
};

/**
 * The order machine's setup: types, the named actors (unconnected defaults), guards, delays and
 * actions. Actions only assign or raise; every side effect is an invoked actor.
 */
export const orderSetup = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
  },
  actors: createOrderActors({ api: unconnectedApi, leavePage: () => undefined, now: () => Date.now() }),
  guards: orderGuards,
  delays: {
    pollDelay: ({ context }) =>
      Math.min(POLL_FIRST_MS * 1.5 ** Math.max(0, context.pollAttempt - 1), POLL_MAX_MS),
    waitingPollDelay: WAITING_POLL_MS,
  },
  actions: {
    setStep: assign((_, params: { step: OrderStoredStep }) => ({ step: params.step })),
    clearErrors: assign({ error: null, formErrors: null }),
    assignError: assign((_, params: { code: ErrorKey | number }) => ({ error: { code: params.code } })),
    assignSession: assign(({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return { roles: event.roles, nfzActive: event.nfzActive };
    }),
    assignSearchCriteria: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_SEARCH');
      const { type: _t, ...change } = event;
      const search = { ...context.search, ...change };
      return { search, error: null, ...staleSearchLists(context.search, search) };
    }),
    assignSearchLists: assign((_, lists: SearchLists) => ({
      towns: lists.towns,
      specializations: lists.specializations,
      // The error stays: it may say why the patient is back at search (SLOT_TAKEN).
      slotIntervals: lists.slotIntervals,
    })),
    assignSearch: assign(({ context, event }) => {
      assertEvent(event, 'SEARCH');
      const outcome = applySearch(context, event);
      if (!outcome.success) return { formErrors: outcome.errors };
      const { order, search, reserve } = outcome;
      return { order, search, reserveRequest: reserve, formErrors: null, error: null };
    }),
    assignSearchErrors: assign(({ context, event }) => {
      assertEvent(event, 'SEARCH');
      const outcome = applySearch(context, event);
      return { formErrors: outcome.success ? null : outcome.errors };
    }),
    assignReservation: assign(({ context }, reservation: SlotReservation) =>
      withReservation(context, reservation),
    ),
    clearReservation: assign(({ context }) => withoutReservation(context)),
    assignHoldExpiry: assign(({ context, event }) => {
      assertEvent(event, 'HOLD_EXTENDED');
      return {
        holdExpiresAt: event.expiresAt,
        order: { ...context.order, reservationExpiresAt: event.expiresAt },
      };
    }),
    assignPrice: assign(({ context }, price: PriceCalculation) => ({
      price,
      order: { ...context.order, price: price.price },
    })),
    assignNfzPrice: assign(({ context }) => ({ price: NFZ_PRICE, order: { ...context.order, price: 0 } })),
    assignVoucher: assign(({ context, event }) => {
      assertEvent(event, 'VOUCHER');
      const { voucher: _v, ...order } = context.order;
      const voucher = event.voucher.trim();
      return { order: voucher ? { ...order, voucher } : order };
    }),
    assignPaymentType: assign(({ context, event }) => {
      assertEvent(event, 'PAYMENT_TYPE');
      return { order: { ...context.order, paymentType: event.paymentType } };
    }),
    assignOtherSlots: assign((_, otherSlots: AdditionalSlots) => ({ otherSlots })),
    assignStepForm: assign(({ context, event }, params: { step: FormStep }) => {
      assertEvent(event, 'SUBMIT');
      const outcome = applyStepForm(params.step, context.order, event.values);
      return outcome.success
        ? { order: outcome.order, formErrors: null, error: null }
        : { formErrors: outcome.errors };
    }),
    assignDraft: assign(({ context, event }) => {
      assertEvent(event, 'BACK');
      return { order: withDraft(context.order, event.draft), formErrors: null, error: null };
    }),
    clearResumeStep: assign({ resumeStep: null }),
    assignAppointment: assign(({ context }, params: { appointmentId: string }) => ({
      appointmentId: params.appointmentId,
      order: { ...context.order, id: params.appointmentId },
      error: null,
    })),
    assignPaymentCheck: assign(({ context }, check: PaymentCheck) => withPaymentCheck(context, check)),
    resetPolling: assign({ pollAttempt: 0, pollStartedAt: null, paymentStatus: null, error: null }),
    resetOrder: assign(({ context }) => nextOrder(context)),
    assignKeptDraft: assign(({ context, event }) => {
      assertEvent(event, 'KEEP_DRAFT');
      return { drafts: { ...context.drafts, [event.form]: event.values } };
    }),
    assignNfzChoice: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_NFZ');
      return { order: { ...context.order, forNfz: event.forNfz } };
    }),
    markCallBackSent: assign({ callBackSent: true, error: null }),
    raiseHoldChanged: raise({ type: 'HOLD_CHANGED' }),
  },
});
