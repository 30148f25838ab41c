import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error answered as `{ code, message }` with an HTTP status. Throw it from any route; the
 * global error handler turns it into the response. `code` comes from the catalogue of spec §8.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: number;
  /** Extra response headers (e.g. `Retry-After` on 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    code: number,
    message: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.headers = headers;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}
