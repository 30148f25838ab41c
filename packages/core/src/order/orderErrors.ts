import type { ErrorKey } from '../errors/errorCodes';
import { toAppError } from '../errors/toAppError';

/** An order error code: a numeric code of spec §8 or a named key of the catalogue. */
export type OrderErrorCode = ErrorKey | number;

/** Codes after which the held slot is no longer ours (the hold expired, or someone took it). */
export const SLOT_LOST: ReadonlySet<OrderErrorCode> = new Set([4865, 4889, 'SLOT_TAKEN']);

/** What reserve-first-available's 404 becomes: no doctor is free in the range asked for. */
export const NO_DOCTOR: ReadonlySet<OrderErrorCode> = new Set([4889, 'NO_DOCTOR_FOUND', 'NO_FREE_SLOTS']);

/** Maps an invoked actor's error event to the `{ code }` params of `assignError` and the error guards. */
export const errorCode = ({ event }: { event: { error: unknown } }): { code: OrderErrorCode } => ({
  code: toAppError(event.error).code,
});
