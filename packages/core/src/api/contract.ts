import type * as z from 'zod/mini';
import { ACCOUNT_OPERATIONS } from './contractAccount';
import { BOOKING_OPERATIONS } from './contractBooking';
import { DICTIONARY_OPERATIONS } from './contractDictionaries';
import type { ApiOperation } from './contractOperation';
import { SESSION_OPERATIONS } from './contractSession';
import { VISIT_OPERATIONS } from './contractVisits';
import { fillPath } from './fillPath';

export type { ApiOperation, HttpMethod } from './contractOperation';

/**
 * The API contract: every call of spec §7 keyed by operation name. Calls whose §7 path starts
 * with `visit-api/` live under `/visit-api/`, all others under `/patient-portal/api/`. The sample
 * backend routes and validates by this table and the API client is generated from it, so the
 * contract is written once.
 */
export const API = {
  ...ACCOUNT_OPERATIONS,
  ...SESSION_OPERATIONS,
  ...VISIT_OPERATIONS,
  ...DICTIONARY_OPERATIONS,
  ...BOOKING_OPERATIONS,
} as const satisfies Record<string, ApiOperation>;

/** The multipart form field that carries an uploaded file. */
export const UPLOAD_FORM_FIELD = 'file';

/** Name of an API operation, e.g. `'getAppointments'`. */
export type ApiOperationName = keyof typeof API;

type Operation<Op extends ApiOperationName> = (typeof API)[Op];

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:params` of an operation's path, e.g. `{ id: string }` for getAppointment. */
export type ApiPathParams<Op extends ApiOperationName> = {
  [Name in ParamNames<Operation<Op>['path']>]: string | number;
};

/** What the caller sends as the query string (schema input: numbers or strings). */
export type ApiQuery<Op extends ApiOperationName> =
  Operation<Op> extends { query: infer Q extends z.ZodMiniType } ? z.input<Q> : undefined;

/** What the caller sends as the body: the schema's input, `FormData` for uploads. */
export type ApiBody<Op extends ApiOperationName> =
  Operation<Op> extends { body: infer B }
    ? B extends 'multipart'
      ? FormData
      : B extends z.ZodMiniType
        ? z.input<B>
        : never
    : undefined;

/** What the call resolves to: the parsed answer, `undefined` for 204, a `Blob` for files. */
export type ApiResponse<Op extends ApiOperationName> = Operation<Op>['response'] extends infer R
  ? R extends 'empty'
    ? undefined
    : R extends 'binary'
      ? Blob
      : R extends z.ZodMiniType
        ? z.output<R>
        : never
  : never;

type PathArgs<Op extends ApiOperationName> = [ParamNames<Operation<Op>['path']>] extends [never]
  ? []
  : [params: ApiPathParams<Op>];

/**
 * The path of an operation with its `:params` filled in and URL-encoded, so an id such as
 * `a/b` can never reach another route.
 *
 * @example apiPath('getAppointment', { id: 'v-1' }) // '/patient-portal/api/appointments/v-1'
 */
export function apiPath<Op extends ApiOperationName>(op: Op, ...args: PathArgs<Op>): string {
  return fillPath(op, API[op].path, args[0]);
}
