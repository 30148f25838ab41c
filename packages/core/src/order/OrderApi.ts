import type { ApiClient } from '../client/ApiClient';
import type { DictionaryApi } from '../dictionaries/createDictionaries';

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
 * The part of the API client (`createApiClient`) the order flow needs: its methods resolve to
 * the parsed answer or reject with an `AppError`. The dictionaries (towns, countries, languages,
 * specializations…) are read through `dictionariesFor(api)`, once per session.
 */
export type OrderApi = Pick<ApiClient, OrderOperation> & DictionaryApi;
