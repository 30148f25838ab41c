import type { ApiOperation } from '../api';
import { AppError } from '../errors/AppError';
import { isErrorCode } from '../errors/errorCodes';
import type { RequestOutcome } from './RequestOutcome';

/** Spec §8: request error, for network failures and timeouts. */
export const REQUEST_ERROR_CODE = 4191;
/** Spec §8: session expired, for a 401 of a call that carried the token. */
export const SESSION_EXPIRED_CODE = 4311;

/** The server's `{ code, message }` when the body has a catalogue code, else undefined. */
function serverError(data: unknown): { code: number; message?: string } | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data) || !isErrorCode(data.code)) return;
  return 'message' in data && typeof data.message === 'string'
    ? { code: data.code, message: data.message }
    : { code: data.code };
}

/** A numeric `code` the catalogue does not know: kept in details for support, never shown. */
function unknownServerCode(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data)) return;
  return typeof data.code === 'number' ? data.code : undefined;
}

/**
 * Turns a failed call into the AppError the user hears about (DESIGN.md "Error payload", spec §8):
 *
 * 1. caller's abort → the call's default code, `details.aborted: true` (do not show a toast);
 * 2. timeout or network failure → 4191;
 * 3. 401 of a call that carried the token → 4311 (the caller also runs `onUnauthorized`);
 * 4. a body `{ code }` with a catalogue code → that code (the server's message goes to details;
 *    an unknown code is kept as `details.serverCode` and the next rules decide);
 * 5. the operation's `statusErrorCodes[status]` (e.g. upload 413 → 4133, reserve 404/409 → 4889);
 * 6. the operation's `defaultErrorCode`.
 *
 * `request` (e.g. `GET /patient-portal/api/appointments`) is kept in `details` for the logs.
 */
export function outcomeToAppError(
  operation: ApiOperation,
  request: string,
  failure: RequestOutcome,
): AppError {
  switch (failure.kind) {
    case 'aborted':
      return new AppError(operation.defaultErrorCode, undefined, { details: { request, aborted: true } });
    case 'timeout':
      return new AppError(
        REQUEST_ERROR_CODE,
        `Serwer nie odpowiedział w ciągu ${Math.round(failure.timeoutMs / 1000)} s. Spróbuj ponownie.`,
        { details: { request, timeout: true, timeoutMs: failure.timeoutMs } },
      );
    case 'network':
      return new AppError(REQUEST_ERROR_CODE, undefined, { cause: failure.cause, details: { request } });
    case 'response': {
      const { status } = failure;
      if (status === 401 && operation.auth)
        return new AppError(SESSION_EXPIRED_CODE, undefined, { details: { request, status } });
      const server = serverError(failure.data);
      if (server !== undefined)
        return new AppError(server.code, undefined, {
          details: {
            request,
            status,
            ...(server.message === undefined ? {} : { serverMessage: server.message }),
          },
        });
      const code = operation.statusErrorCodes?.[status] ?? operation.defaultErrorCode;
      const serverCode = unknownServerCode(failure.data);
      return new AppError(code, undefined, {
        details: { request, status, ...(serverCode === undefined ? {} : { serverCode }) },
      });
    }
  }
}

/** Whether an error is the result of the caller's own abort (not worth a toast). */
export function isAbortedCall(error: unknown): boolean {
  return (
    error instanceof AppError &&
    typeof error.details === 'object' &&
    error.details !== null &&
    'aborted' in error.details &&
    error.details.aborted === true
  );
}
