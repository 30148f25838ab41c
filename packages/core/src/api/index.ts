// The API contract of spec §7: every operation's method, path, auth, schemas and default error code.

export type {
  ApiBody,
  ApiOperation,
  ApiOperationName,
  ApiPathParams,
  ApiQuery,
  ApiResponse,
  HttpMethod,
} from './contract';
export { API, apiPath, UPLOAD_FORM_FIELD } from './contract';
export { FIELD_ADDITIONS } from './contractAdditions';
export { BOOKING_CLIENT_OPERATIONS, type BookingClientOperation } from './contractBookingClient';
export type { OperationErrorCode } from './contractOperation';
