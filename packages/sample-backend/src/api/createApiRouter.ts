import { API, type ApiOperationName, TEXT_LIMITS } from '@wizyta/core';
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { AuthUser } from '../auth/AuthUser';
import type { BackendContext } from '../BackendContext';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
import { isWeakened } from '../http/weakenedControls';
import { requireSameBrand } from './brandPermissions';

type Op<Name extends ApiOperationName> = (typeof API)[Name];

/** The parsed JSON body of an operation (`undefined` for none and for multipart). */
export type BodyOf<Name extends ApiOperationName> =
  Op<Name> extends { body: infer B extends z.ZodMiniType } ? z.output<B> : undefined;
/** The parsed query of an operation. */
export type QueryOf<Name extends ApiOperationName> =
  Op<Name> extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
/** What a handler returns: the answer's data, nothing for 204, a Response for files. */
export type ResultOf<Name extends ApiOperationName> = Op<Name>['response'] extends infer R
  ? R extends 'empty'
    ? undefined
    : R extends 'binary'
      ? Response
      : R extends z.ZodMiniType
        ? z.input<R>
        : never
  : never;

/** Everything a handler gets: validated input and, on protected calls, the caller. */
export interface RouteInput<Name extends ApiOperationName, Body, Query> {
  c: Context<BackendEnv>;
  params: Record<string, string>;
  body: Body;
  query: Query;
  /** The caller; on anonymous operations undefined. */
  user: Op<Name>['auth'] extends true ? AuthUser : undefined;
}

/** Registers one operation of the contract; `schemas` may widen the contract's (documented). */
export type DefineRoute = <Name extends ApiOperationName, Body = BodyOf<Name>, Query = QueryOf<Name>>(
  name: Name,
  handler: (input: RouteInput<Name, Body, Query>) => ResultOf<Name> | Promise<ResultOf<Name>>,
  schemas?: { body?: z.ZodMiniType<Body>; query?: z.ZodMiniType<Query> },
) => void;

function invalid(code: number, error: z.core.$ZodError): ApiError {
  const detail = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(całość)'}: ${issue.message}`)
    .join('; ');
  return new ApiError(400, code, `Nieprawidłowe dane żądania — ${detail}`);
}

async function readJson(c: Context<BackendEnv>, code: number): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, code, 'Treść żądania nie jest poprawnym JSON-em.');
  }
}

/**
 * Spec §2: an account with neither PATIENT nor DOCTOR is signed out by the portal; the API refuses
 * it too (403 with the operation's code) instead of trusting the client to.
 */
function requireRole(operation: { defaultErrorCode: number }) {
  return async (c: Context<BackendEnv>, next: () => Promise<void>) => {
    const { roles } = c.get('auth');
    if (!roles.includes('PATIENT') && !roles.includes('DOCTOR')) {
      throw new ApiError(403, operation.defaultErrorCode, 'Konto nie ma roli pacjenta ani lekarza.');
    }
    await next();
  };
}

/** A signed-in call is bound to its token's brand (`brandPermissions.ts`). */
async function requireBrand(c: Context<BackendEnv>, next: () => Promise<void>): Promise<void> {
  requireSameBrand(c, c.get('auth'));
  await next();
}

/**
 * Routes by the contract table `API` (core): the method and path come from it, protected
 * operations get `requireAuth`, the JSON body and the query are parsed with the contract's
 * schemas and the path parameters bounded by `TEXT_LIMITS.id` as the OpenAPI document says (400
 * `{ code, message }` with the operation's default error code when they do not fit), and the answer is sent as the contract says (JSON, 204, or the handler's own Response).
 * The contract is thereby written once for the client and the server.
 */
export function createApiRouter(app: Hono<BackendEnv>, ctx: BackendContext): DefineRoute {
  return (name, handler, schemas) => {
    const operation: Op<typeof name> = API[name];
    const bodySchema = schemas?.body ?? ('body' in operation ? operation.body : undefined);
    const querySchema = schemas?.query ?? ('query' in operation ? operation.query : undefined);
    const run = async (c: Context<BackendEnv>) => {
      const code = operation.defaultErrorCode;
      let body: unknown;
      if (bodySchema !== undefined && bodySchema !== 'multipart') {
        const parsed = bodySchema.safeParse(await readJson(c, code));
        if (!parsed.success) throw invalid(code, parsed.error);
        body = parsed.data;
      }
      let query: unknown;
      if (querySchema !== undefined) {
        const parsed = querySchema.safeParse(c.req.query());
        if (!parsed.success) throw invalid(code, parsed.error);
        query = parsed.data;
      }
      // The contract bounds every path parameter (OpenAPI `maxLength`): longer is 400, not a lookup.
      const params = c.req.param() as Record<string, string>;
      const bounded = !isWeakened(ctx.options, 'string-length');
      if (bounded && Object.values(params).some((value) => value.length > TEXT_LIMITS.id)) {
        throw new ApiError(400, code, 'Nieprawidłowy identyfikator.');
      }
      const input = {
        c,
        params,
        body,
        query,
        user: operation.auth ? c.get('auth') : undefined,
      } as Parameters<typeof handler>[0];
      const result: unknown = await handler(input);
      if (result instanceof Response) return result;
      if (operation.response === 'empty') return c.body(null, 204);
      return c.json(result as object);
    };
    if (operation.auth)
      app.on(operation.method, operation.path, ctx.requireAuth, requireRole(operation), requireBrand, run);
    else app.on(operation.method, operation.path, run);
  };
}
