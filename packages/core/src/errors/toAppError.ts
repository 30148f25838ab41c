import { AppError } from './AppError';
import { type ErrorKey, isErrorCode, UNEXPECTED_ERROR_CODE } from './errorCodes';

/**
 * Turns anything caught into an {@link AppError}, so callers only ever handle one error type.
 *
 * An AppError is returned unchanged. An object carrying a known numeric `code` (the server's error
 * payload of DESIGN.md, `{ code, message }`) keeps that code; its `message` goes to `details`
 * because the UI shows the catalogue text, not the server's. Anything else gets `fallbackCode`,
 * typically the per-call default code of spec §8. The original value is kept as `cause`.
 */
export function toAppError(e: unknown, fallbackCode: ErrorKey | number = UNEXPECTED_ERROR_CODE): AppError {
  if (e instanceof AppError) return e;
  if (typeof e === 'object' && e !== null && 'code' in e && isErrorCode(e.code)) {
    const serverMessage = 'message' in e && typeof e.message === 'string' ? e.message : undefined;
    return new AppError(e.code, undefined, {
      cause: e,
      ...(serverMessage === undefined ? {} : { details: { serverMessage } }),
    });
  }
  return new AppError(fallbackCode, undefined, { cause: e });
}
