import { API, UPLOAD_MAX_BYTES } from '@wizyta/core';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from './ApiError';

/** Every request body but an upload: 1 MB. A JSON call of the contract is a few KB. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** An upload: the file limit plus room for the multipart envelope. */
export const MAX_UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

const UPLOAD_PATH = new RegExp(`^${API.uploadDocument.path.replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * Caps request bodies by the bytes actually streamed, not the declared `Content-Length`, so a
 * chunked body is stopped too: 413 with 4133 (the catalogue's "file too large") for an upload,
 * with 4191 ("request error") for any other call. Registered before every route.
 */
export function registerBodyLimits(app: Hono<BackendEnv>): void {
  const refuse = (code: number) => () => {
    throw new ApiError(413, code, 'Treść żądania jest zbyt duża.');
  };
  const json = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuse(4191) });
  const upload = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: refuse(4133) });
  app.use('*', (c, next) => (UPLOAD_PATH.test(c.req.path) ? upload(c, next) : json(c, next)));
}
