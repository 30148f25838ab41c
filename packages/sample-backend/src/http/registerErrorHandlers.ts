import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from './ApiError';

/** Code for a path nobody serves: "request error" of spec §8. */
const NOT_FOUND_CODE = 4191;
/** Unexpected failure: spec §8's "unexpected error". */
const UNEXPECTED_CODE = 4982;

/**
 * Makes every error of the server a JSON `{ code, message }` (DESIGN.md "Error payload"):
 * ApiError keeps its status and code, Hono's HTTPException (e.g. a malformed body) keeps its
 * status with code 4191, anything else is a 500 with 4982 and is logged.
 */
export function registerErrorHandlers(app: Hono<BackendEnv>, log: (line: string) => void): void {
  app.notFound((c) => c.json({ code: NOT_FOUND_CODE, message: 'Nie znaleziono zasobu.' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ code: error.code, message: error.message }, error.status, { ...error.headers });
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ code: NOT_FOUND_CODE, message: error.message }, error.status);
    }
    log(`[sample-backend] ${c.req.method} ${c.req.path} failed: ${error.stack ?? String(error)}`);
    return c.json({ code: UNEXPECTED_CODE, message: 'Wystąpił nieoczekiwany błąd.' }, 500);
  });
}
