import type { ErrorKey } from '../errors/errorCodes';
import type { Clinic } from '../schemas/clinic';
import type { Order } from '../schemas/order';
import type { AgeRangeUnit } from '../schemas/patientType';
import type { PaymentType } from '../schemas/paymentType';
import type { SmsPhoneNumber } from '../schemas/smsLogin';
import type { AppointmentType } from '../schemas/visitType';

/**
 * Events the UI sends to the order machine. Form values are the raw values of the step's form:
 * the machine validates them with the step's form schema and puts the errors in `formErrors`.
 */
export type OrderUiEvent =
  /** The search criteria changed: reload the specializations and slot intervals. */
  | {
      type: 'CHANGE_SEARCH';
      appointmentType?: AppointmentType;
      specializationId?: number;
      date?: string;
    }
  /**
   * Search and hold a slot. `values` are the make-appointment form's (makeAppointmentFormSchema);
   * `firstAvailable` reserves the first free slot from now until the chosen time instead of the
   * chosen interval; `address` is required for a HOUSE visit; `forNfz` applies only when the
   * patient is NFZ-active and the brand shows NFZ; `clinic`, one of the town's, for a STATIONARY visit.
   */
  | {
      type: 'SEARCH';
      values: unknown;
      firstAvailable?: boolean;
      adultsCount?: number;
      childrenCount?: number;
      childAges?: readonly { value: number; unit: AgeRangeUnit }[];
      address?: unknown;
      forNfz?: boolean;
      clinic?: Clinic;
    }
  /** Retry loading the search lists after an error. */
  | { type: 'RETRY' }
  /** A discount code typed on the order or payment step; '' removes it. */
  | { type: 'VOUCHER'; voucher: string }
  | { type: 'PAYMENT_TYPE'; paymentType: PaymentType }
  /** Load a page (zero-based) of the other free slots, sorted by price. */
  | { type: 'LOAD_OTHER_SLOTS'; page?: number; sort?: 'ASC' | 'DESC' }
  /** Hold another slot (its `slotKey`) instead of the current one. */
  | { type: 'SWITCH_SLOT'; slotKey: string }
  /** Order details accepted (full flow). */
  | { type: 'NEXT' }
  /** Submit the current step's form: personal, symptoms, payment, confirm, or WELBI's summary. */
  | { type: 'SUBMIT'; values?: unknown }
  /** One step back; `draft` keeps what was typed on the step being left, unvalidated. */
  | { type: 'BACK'; draft?: Partial<Order> }
  /** Leave a phone number on the no-doctors notice for a call-back. */
  | { type: 'CALL_BACK'; phoneNumber: SmsPhoneNumber; name?: string; captchaToken?: string }
  /** Start a new online payment for the saved visit after a failed one. */
  | { type: 'RETRY_PAYMENT' }
  /** Back to search from no-doctors or a result, keeping what the patient typed. */
  | { type: 'RESTART' }
  /** The patient signed in (or out): permissions and the NFZ state follow. */
  | { type: 'SESSION_CHANGED'; roles: readonly string[]; nfzActive: boolean }
  /** A step form as typed so far (`form`: `search`, `personal`…), kept with the order until submitted; `undefined` forgets it. */
  | { type: 'KEEP_DRAFT'; form: string; values: unknown }
  /**
   * The held visit as an NFZ visit (0 zł, confirmed instead of paid) or not: an NFZ-active patient
   * who signed in after the search chooses it without going back to the search.
   */
  | { type: 'CHOOSE_NFZ'; forNfz: boolean };

/** Events the machine's own actors send back. */
export type OrderInternalEvent =
  | { type: 'HOLD_EXTENDED'; expiresAt: string }
  | { type: 'HOLD_LOST'; code: ErrorKey | number }
  | { type: 'HOLD_CHANGED' };

/** Every event of the order machine. */
export type OrderEvent = OrderUiEvent | OrderInternalEvent;
