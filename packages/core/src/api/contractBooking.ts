import { AdditionalSlotsSchema } from '../schemas/additionalSlots';
import { CreateAppointmentRequestSchema, CreateAppointmentResponseSchema } from '../schemas/appointment';
import { CallBackRequestSchema } from '../schemas/callBack';
import { AdditionalSlotsQuerySchema, SlotQuerySchema } from '../schemas/listQueries';
import {
  PaymentQuerySchema,
  PaymentRedirectQuerySchema,
  PaymentRedirectSchema,
  PaymentReturnQuerySchema,
  PaymentStatusResponseSchema,
} from '../schemas/payment';
import { PriceCalculationRequestSchema, PriceCalculationSchema } from '../schemas/priceCalculation';
import { SlotIntervalsRequestSchema, SlotIntervalsSchema } from '../schemas/slotIntervals';
import {
  ExtendSlotRequestSchema,
  ExtendSlotResponseSchema,
  ReserveFirstAvailableRequestSchema,
  ReserveSlotRequestSchema,
  SlotReservationSchema,
} from '../schemas/slotReservation';
import type { ApiOperation } from './contractOperation';

const BASE = '/patient-portal/api';
/** A missing or taken slot answers 404/409 with 4889 ('selected hour has already been taken'). */
const SLOT_TAKEN = { 404: 4889, 409: 4889 } as const;

/**
 * Booking calls: slots, price, reservation, the booking itself, payment, call-back.
 * Decision: the search, the hold, the price and the call-back are anonymous (a reservation id is the
 * capability), so a patient on a partner page can search and hold a slot before signing in; the
 * booking itself and the payment need a token.
 */
export const BOOKING_OPERATIONS = {
  getSlotIntervals: {
    method: 'POST',
    path: '/visit-api/v1/slot-intervals',
    auth: false,
    body: SlotIntervalsRequestSchema,
    response: SlotIntervalsSchema,
    defaultErrorCode: 4981,
  },
  calculatePrice: {
    method: 'POST',
    path: `${BASE}/price/calculate`,
    auth: false,
    body: PriceCalculationRequestSchema,
    response: PriceCalculationSchema,
    defaultErrorCode: 4892,
  },
  reserveFirstAvailable: {
    method: 'POST',
    path: `${BASE}/slot/reserve-first-available`,
    auth: false,
    body: ReserveFirstAvailableRequestSchema,
    response: SlotReservationSchema,
    defaultErrorCode: 4412,
    statusErrorCodes: SLOT_TAKEN,
  },
  reserveSlot: {
    method: 'POST',
    path: `${BASE}/slot/reserve`,
    auth: false,
    body: ReserveSlotRequestSchema,
    response: SlotReservationSchema,
    defaultErrorCode: 4412,
    statusErrorCodes: SLOT_TAKEN,
  },
  extendSlot: {
    method: 'POST',
    path: `${BASE}/slot/extend`,
    auth: false,
    body: ExtendSlotRequestSchema,
    response: ExtendSlotResponseSchema,
    defaultErrorCode: 4865,
    statusErrorCodes: SLOT_TAKEN,
  },
  /** `GET slot` with the reservation id as `?id=` (decided), so `slot/additional` is never an id. */
  getSlot: {
    method: 'GET',
    path: `${BASE}/slot`,
    auth: false,
    query: SlotQuerySchema,
    response: SlotReservationSchema,
    defaultErrorCode: 4896,
    statusErrorCodes: { 404: 4889 },
  },
  getAdditionalSlots: {
    method: 'GET',
    path: `${BASE}/slot/additional`,
    auth: false,
    query: AdditionalSlotsQuerySchema,
    response: AdditionalSlotsSchema,
    defaultErrorCode: 4457,
  },
  createAppointment: {
    method: 'POST',
    path: `${BASE}/appointments`,
    auth: true,
    body: CreateAppointmentRequestSchema,
    response: CreateAppointmentResponseSchema,
    defaultErrorCode: 4811,
    statusErrorCodes: { 409: 4889 },
    errorCodes: [
      {
        code: 4707,
        status: 400,
        when: 'a stationary visit without a clinic of the held slot’s town and the brand, or a clinic given for another kind',
      },
    ],
  },
  getPaymentRedirect: {
    method: 'GET',
    path: `${BASE}/payment/redirect`,
    auth: true,
    query: PaymentRedirectQuerySchema,
    response: PaymentRedirectSchema,
    defaultErrorCode: 4239,
  },
  getPaymentStatus: {
    method: 'GET',
    path: `${BASE}/payment/check-status`,
    auth: true,
    query: PaymentQuerySchema,
    response: PaymentStatusResponseSchema,
    defaultErrorCode: 4237,
  },
  getPaymentReturnStatus: {
    method: 'GET',
    path: `${BASE}/payment/return-status`,
    auth: false,
    query: PaymentReturnQuerySchema,
    response: PaymentStatusResponseSchema,
    defaultErrorCode: 4237,
  },
  requestCallBack: {
    method: 'POST',
    path: `${BASE}/call-back`,
    auth: false,
    body: CallBackRequestSchema,
    response: 'empty',
    defaultErrorCode: 4982,
  },
} as const satisfies Record<string, ApiOperation>;
