import * as z from 'zod/mini';
import type { ApiOperation } from '../api';
import { AppError } from '../errors/AppError';
import { UNEXPECTED_ERROR_CODE } from '../errors/errorCodes';

/**
 * Checks a successful answer against the operation's contract and returns it parsed: the schema's
 * output for JSON, the Blob for `binary`, `undefined` for `empty` (its body is ignored).
 *
 * A mismatch is AppError 4982 and a `console.error` naming the request and the zod issues, so a
 * server that drifted from the contract fails here, loudly, and never as an `undefined` later.
 */
export function parseResponse(operation: ApiOperation, request: string, data: unknown): unknown {
  const { response } = operation;
  if (response === 'empty') return undefined;
  if (response === 'binary') {
    if (data instanceof Blob) return data;
    return mismatch(request, `expected a file (Blob), got ${typeof data}`);
  }
  const result = response.safeParse(data);
  if (result.success) return result.data;
  return mismatch(request, z.prettifyError(result.error), result.error.issues);
}

function mismatch(request: string, summary: string, issues?: unknown): never {
  console.error(`[wizyta/api] ${request}: the answer does not match the contract.\n${summary}`);
  throw new AppError(UNEXPECTED_ERROR_CODE, undefined, {
    details: { request, contractMismatch: true, ...(issues === undefined ? {} : { issues }) },
  });
}
