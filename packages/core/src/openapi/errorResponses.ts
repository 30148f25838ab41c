import type { ApiOperation } from '../api';
import { ERROR_CODES, type ErrorKey } from '../errors';
import { ERROR_TEXTS_EN } from '../i18n/messages/errorsEn';
import { componentRef } from './contractSchemas';

/** The component name of the error envelope (core's `ErrorPayloadSchema`). */
export const ERROR_PAYLOAD = 'ErrorPayload';

/** One OpenAPI response object. */
export interface ResponseObject {
  readonly description: string;
  readonly content?: Readonly<Record<string, { readonly schema: unknown; readonly example?: unknown }>>;
  readonly headers?: Readonly<Record<string, unknown>>;
}

/** The code a 401 carries: the token is missing, expired or revoked (spec §8). */
const UNAUTHORIZED_CODE = 4311;

const catalogueText = (code: number): string => {
  const pl = ERROR_CODES[code as ErrorKey];
  return pl ? `${pl} / ${ERROR_TEXTS_EN[code as ErrorKey]}` : 'no catalogue text';
};

/** An error answer whose envelope carries `code` (documented with the catalogue's texts). */
function errorResponse(code: number, why: string): ResponseObject {
  return {
    description: `${why} Code ${code}: ${catalogueText(code)}`,
    content: {
      'application/json': {
        schema: componentRef(ERROR_PAYLOAD),
        example: { code, message: ERROR_CODES[code as ErrorKey] ?? '' },
      },
    },
  };
}

/**
 * The error answers of one operation, as far as the contract knows them: a malformed query or
 * body (400 with the call's default code), the statuses the contract maps to codes
 * (`statusErrorCodes`), 401 for a call that needs a token, and `default` for everything else.
 * Every one is the `{ code, message }` envelope; where a failure carries no code the client shows
 * the default one, which the `default` answer says.
 */
export function errorResponses(operation: ApiOperation): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  if (operation.query || operation.body) {
    responses['400'] = errorResponse(
      operation.defaultErrorCode,
      'The query or body does not match its schema (or the request was refused).',
    );
  }
  if (operation.auth) {
    responses['401'] = errorResponse(
      UNAUTHORIZED_CODE,
      'No valid bearer token: the client refreshes it once, then signs out.',
    );
  }
  for (const [status, code] of Object.entries(operation.statusErrorCodes ?? {})) {
    responses[status] = errorResponse(
      code,
      `Answered with status ${status} when the envelope carries no code.`,
    );
  }
  for (const status of new Set((operation.errorCodes ?? []).map((known) => known.status))) {
    const known = (operation.errorCodes ?? []).filter((entry) => entry.status === status);
    const why = known.map(({ code, when }) => `Code ${code} when ${when}: ${catalogueText(code)}`);
    const first = known[0] as NonNullable<ApiOperation['errorCodes']>[number];
    responses[String(status)] = { ...errorResponse(first.code, ''), description: why.join(' ') };
  }
  responses.default = errorResponse(
    operation.defaultErrorCode,
    'Any other failure. An envelope without a code is shown to the patient as the default code.',
  );
  return responses;
}
