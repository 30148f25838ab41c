import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error answered as `{ code, message }` with an HTTP status. Throw it from any route; the
 * global error handler turns it into the response. `code` comes from the catalogue of spec §8.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: number;

  constructor(status: ContentfulStatusCode, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}
