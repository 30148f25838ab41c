import type * as z from 'zod/mini';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * One call of the API (spec §7), as data: the sample backend routes and validates by it, the API
 * client is generated from it. The client reads `method`, `path`, `auth`, `response` and the error
 * codes only: the widget's build leaves `query`, `body`, `errorCodes` and `addition` out of its
 * copy (packages/widget/build/plugins/clientContract.mjs).
 */
export interface ApiOperation {
  readonly method: HttpMethod;
  /** Full path from the API origin, with `:name` parameters (filled by `apiPath`). */
  readonly path: string;
  /** Whether the call carries the bearer token; false for anonymous calls. */
  readonly auth: boolean;
  /** Schema of the query string; its input type is what the client passes. */
  readonly query?: z.ZodMiniType;
  /** Schema of the JSON body, or `multipart` for a file upload (form field `file`). */
  readonly body?: z.ZodMiniType | 'multipart';
  /** Schema of the JSON answer, `empty` for 204, `binary` for a file. */
  readonly response: z.ZodMiniType | 'empty' | 'binary';
  /** The error code shown when a failure carries none (spec §8). */
  readonly defaultErrorCode: number;
  /** Codes for particular HTTP statuses when the payload carries none (e.g. 413 → 4133). */
  readonly statusErrorCodes?: Readonly<Record<number, number>>;
  /**
   * Set on an operation spec §7 does not list, which the provider's API must add: why it exists
   * (DESIGN.md "Additions to spec §7"). The OpenAPI document marks such operations.
   */
  readonly addition?: string;
  /**
   * The catalogue codes the operation answers besides its default, and when (documented in the
   * OpenAPI document; the client shows whatever code comes).
   */
  readonly errorCodes?: readonly OperationErrorCode[];
}

/** A catalogue code an operation answers with, the HTTP status it comes with, and when. */
export interface OperationErrorCode {
  readonly code: number;
  readonly status: number;
  readonly when: string;
}
