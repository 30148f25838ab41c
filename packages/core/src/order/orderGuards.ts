import type { ErrorKey } from '../errors/errorCodes';
import type { PaymentStatus } from '../schemas/payment';
import { applySearch } from './applySearch';
import { applyStepForm, type FormStep } from './applyStepForm';
import { isCoveredByPlan } from './isCoveredByPlan';
import type { OrderContext } from './OrderContext';
import type { OrderEvent } from './OrderEvent';
import { NO_DOCTOR, SLOT_LOST } from './orderErrors';
import { canBookNfz } from './orderPermissions';
import { paysOnline } from './orderRequests';
import type { OrderStoredStep } from './orderStorage';

/** Still PROCESSING this long after the first answer: show the waiting page (spec §2). */
export const PAYMENT_WAITING_AFTER_MS = 3 * 60_000;

type GuardArgs = { context: OrderContext; event: OrderEvent };

/**
 * The order machine's guards, each a question. Pure functions of context and event (and, for
 * answers of invoked actors, of params mapped from the done/error event).
 */
export const orderGuards = {
  /** Was the machine started for the payment gateway's return, with an appointment to check? */
  hasAppointmentToCheck: ({ context }: GuardArgs) =>
    context.appointmentId !== null || (context.resumeStep === 'result' && context.order.id !== undefined),
  /** Did the restored order stop in a step that needs its hold re-validated? */
  isResumingHold: ({ context }: GuardArgs) =>
    context.order.slotReservationId !== undefined &&
    ['order', 'personal', 'symptoms', 'payment', 'confirm'].includes(context.resumeStep ?? ''),
  /** Did the restored order stop on the no-doctors notice? */
  isResumingNoDoctors: ({ context }: GuardArgs) => context.resumeStep === 'noDoctors',
  /** Is the restored flow to resume at this step? */
  isResumingAt: ({ context }: GuardArgs, params: { step: OrderStoredStep }) =>
    context.resumeStep === params.step,
  /** Does the SEARCH pass the form and the booking rules? */
  isSearchValid: ({ context, event }: GuardArgs) =>
    event.type === 'SEARCH' && applySearch(context, event).success,
  /** Does the SUBMIT carry valid values for this step's form? */
  isStepFormValid: ({ context, event }: GuardArgs, params: { step: FormStep }) =>
    event.type === 'SUBMIT' && applyStepForm(params.step, context.order, event.values).success,
  /** Is this WELBI's short flow (no personal, symptoms or payment steps)? */
  isShortFlow: ({ context }: GuardArgs) => context.shortFlow,
  /**
   * May the held visit become an NFZ visit (or stop being one) now: before the last step, and to
   * NFZ only for an NFZ-active patient of a brand that shows NFZ?
   */
  canChooseNfz: ({ context, event }: GuardArgs) =>
    event.type === 'CHOOSE_NFZ' &&
    ['order', 'personal', 'symptoms'].includes(context.step) &&
    (!event.forNfz || canBookNfz(context)),
  /** Is this an NFZ visit (free, confirmed instead of paid)? */
  isNfzVisit: ({ context }: GuardArgs) => context.order.forNfz,
  /** Does the patient's plan cover the visit (no price view, no payment choice)? */
  isCoveredByPlan: ({ context }: GuardArgs) => isCoveredByPlan(context),
  /** Is the last step a confirmation rather than a payment (NFZ, or covered by the plan)? */
  isConfirmedNotPaid: ({ context }: GuardArgs) => context.order.forNfz || isCoveredByPlan(context),
  /** Does booking lead to the online payment gateway? */
  paysOnline: ({ context }: GuardArgs) => paysOnline(context),
  /** Does this failure mean the held slot is gone? */
  isSlotLost: (_: GuardArgs, params: { code: ErrorKey | number }) => SLOT_LOST.has(params.code),
  /** Does this reserve failure mean no doctor is free in the range (spec §8: 404)? */
  isNoDoctorFound: (_: GuardArgs, params: { code: ErrorKey | number }) => NO_DOCTOR.has(params.code),
  /** Did the payment status check answer ACCEPTED? */
  isPaymentAccepted: (_: GuardArgs, params: { status: PaymentStatus | null }) => params.status === 'ACCEPTED',
  /** Did the payment status check answer REJECTED? */
  isPaymentRejected: (_: GuardArgs, params: { status: PaymentStatus | null }) => params.status === 'REJECTED',
  /** Has the payment stayed PROCESSING for 3 minutes since the first answer? */
  isPaymentTakingLong: ({ context }: GuardArgs, params: { checkedAt: number }) =>
    params.checkedAt - (context.pollStartedAt ?? params.checkedAt) >= PAYMENT_WAITING_AFTER_MS,
};
