import type { ApiClient } from '../client/ApiClient';

/** The API operations the order flow calls, and nothing else. */
export type OrderOperation =
  | 'getSpecializations'
  | 'getSlotIntervals'
  | 'calculatePrice'
  | 'reserveFirstAvailable'
  | 'reserveSlot'
  | 'extendSlot'
  | 'getSlot'
  | 'getAdditionalSlots'
  | 'createAppointment'
  | 'getPaymentRedirect'
  | 'getPaymentStatus'
  | 'requestCallBack';

/**
 * The part of the API client (`createApiClient`) the order machine needs: its methods resolve to
 * the parsed answer or reject with an `AppError`. A `Pick`, so a test double need only have these.
 */
export type OrderApi = Pick<ApiClient, OrderOperation>;
