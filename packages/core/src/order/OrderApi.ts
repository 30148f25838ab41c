import type { ApiBody, ApiQuery, ApiResponse } from '../api/contract';

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

type CallInput<Op extends OrderOperation> = (ApiQuery<Op> extends undefined
  ? unknown
  : { query: ApiQuery<Op> }) &
  (ApiBody<Op> extends undefined ? unknown : { body: ApiBody<Op> });

/**
 * The part of the API client (`createApiClient`) the order machine needs: one method per
 * operation, named as the operation, taking `{ query?, body? }` and resolving to the parsed
 * answer or rejecting with an `AppError`. Typed structurally so tests and the real client both fit.
 */
export type OrderApi = {
  [Op in OrderOperation]: (input: CallInput<Op>) => Promise<ApiResponse<Op>>;
};
