import type { ErrorKey } from '../errors/errorCodes';
import type { ValidationMessageId } from '../i18n/messages/validation';
import type { AdditionalSlots } from '../schemas/additionalSlots';
import type { Order } from '../schemas/order';
import type { PaymentStatus } from '../schemas/payment';
import type { PriceCalculation } from '../schemas/priceCalculation';
import type { SlotIntervals } from '../schemas/slotIntervals';
import type { ReserveFirstAvailableRequest } from '../schemas/slotReservation';
import type { Specialization } from '../schemas/specialization';
import type { Town } from '../schemas/town';
import type { AppointmentType } from '../schemas/visitType';
import type { OrderDrafts, OrderStoredStep } from './orderStorage';

/** An error for the UI: a catalogue key (spec §8), never an exception to parse. */
export interface OrderError {
  readonly code: ErrorKey | number;
}

/** What the search lists (specializations, slot intervals) are loaded for. */
export interface OrderSearchCriteria {
  readonly appointmentType: AppointmentType;
  readonly specializationId: number;
  /** `YYYY-MM-DD`, the day whose slot intervals are shown. */
  readonly date: string;
}

/** Input of the order machine (`createOrderActor` builds it from its options and storage). */
export interface OrderInput {
  /** The partner type of the deployment (`config.json` `type`). */
  readonly type: string;
  /** Realm roles of the signed-in user; empty while anonymous. */
  readonly roles: readonly string[];
  /** Whether the patient's profile is NFZ-active. */
  readonly nfzActive: boolean;
  /** A restored order, if any. */
  readonly order?: Order | null;
  /** The step the restored order had reached. */
  readonly step?: OrderStoredStep | null;
  /** Start in result polling for this appointment (the payment gateway's return). */
  readonly appointmentId?: string | null;
  /** Today in Warsaw, `YYYY-MM-DD`, the default search day. */
  readonly today: string;
  /** An error to show from the start (e.g. a stored order that failed its schema). */
  readonly error?: OrderError | null;
  /** The step forms as typed before a reload (restored with the order). */
  readonly drafts?: OrderDrafts;
}

/** Everything the order machine knows; the UI reads it through the selectors. */
export interface OrderContext {
  readonly type: string;
  roles: readonly string[];
  nfzActive: boolean;
  /** WELBI's short flow: search → order summary → result. */
  readonly shortFlow: boolean;
  /** The order of spec §3, persisted after each step. */
  order: Order;
  /** The step shown (or last shown before booking); persisted with the order. */
  step: OrderStoredStep;
  /** The step the flow should resume at after restoring the hold. */
  resumeStep: OrderStoredStep | null;
  search: OrderSearchCriteria;
  /** The last accepted search as sent to `reserve-first-available`; the call-back reuses it. */
  reserveRequest: ReserveFirstAvailableRequest | null;
  /** The towns dictionary (spec §3), loaded with the search lists; the city is picked from it. */
  towns: readonly Town[];
  specializations: readonly Specialization[];
  slotIntervals: SlotIntervals | null;
  /** End of the slot hold (ISO), for the countdown; null without a hold. */
  holdExpiresAt: string | null;
  price: PriceCalculation | null;
  otherSlots: AdditionalSlots | null;
  appointmentId: string | null;
  paymentStatus: PaymentStatus | null;
  /** Status checks made so far, for the polling back-off. */
  pollAttempt: number;
  /** Epoch ms of the first status answer, for the 3-minute waiting rule. */
  pollStartedAt: number | null;
  error: OrderError | null;
  /** Field path → message id of the last rejected step form; null when it passed. */
  formErrors: Readonly<Record<string, ValidationMessageId>> | null;
  /** True once the call-back request was accepted. */
  callBackSent: boolean;
  /**
   * The step forms as typed and not yet submitted (`KEEP_DRAFT`), stored with the order: a
   * reload shows them again, for the patient the order belongs to.
   */
  drafts: OrderDrafts;
}
