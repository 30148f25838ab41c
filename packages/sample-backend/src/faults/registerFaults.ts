import type { Context, Hono } from 'hono';
import type { BackendContext } from '../BackendContext';
import type { BackendEnv } from '../BackendEnv';
import { applyFault } from './applyFault';
import { clientOf, FAULT_METHODS, type FaultMethod, type FaultRequest } from './FaultRule';
import { FaultSyntaxError, parseFaults } from './parseFaults';
import { readFaultRequest } from './toFaultRule';

/** The admin endpoint's path (served only in fault mode). */
export const FAULTS_ADMIN_PATH = '/__faults';

function requestsOf(body: unknown): FaultRequest[] {
  if (typeof body === 'object' && body !== null && 'rules' in body && typeof body.rules === 'string') {
    const client = 'client' in body ? body.client : undefined;
    if (client !== undefined && typeof client !== 'string') {
      throw new FaultSyntaxError(JSON.stringify(body), '"client" must be a string');
    }
    return parseFaults(body.rules).map((request) =>
      client === undefined ? request : { ...request, client },
    );
  }
  return (Array.isArray(body) ? body : [body]).map(readFaultRequest);
}

function methodOf(text: string | undefined): FaultMethod | undefined {
  const upper = text?.toUpperCase();
  return FAULT_METHODS.find((method) => method === upper);
}

function registerAdmin(app: Hono<BackendEnv>, ctx: Pick<BackendContext, 'faults' | 'origins'>): void {
  const { faults } = ctx;
  // A dev tool, but still: a page of another origin (the hostile example) must not drive it.
  const foreign = (c: Context<BackendEnv>): boolean => {
    const origin = c.req.header('origin');
    return origin !== undefined && origin !== ctx.origins.publicOrigin;
  };
  app.get(FAULTS_ADMIN_PATH, (c) => {
    const client = c.req.query('client');
    const rules = faults.rules().filter((rule) => client === undefined || rule.client === client);
    return c.json({ enabled: faults.enabled, seed: faults.seed, rules, calls: faults.callLog(client) });
  });
  app.get(`${FAULTS_ADMIN_PATH}/calls`, (c) => {
    const filter = {
      method: methodOf(c.req.query('method')),
      path: c.req.query('path'),
      client: c.req.query('client'),
    };
    return c.json({ count: faults.calls(filter) });
  });
  app.post(FAULTS_ADMIN_PATH, async (c) => {
    if (foreign(c)) return c.json({ message: 'Forbidden origin.' }, 403);
    const body: unknown = await c.req.json().catch(() => undefined);
    try {
      const added = requestsOf(body).map((request) => faults.inject(request));
      return c.json({ rules: added }, 201);
    } catch (error) {
      if (error instanceof FaultSyntaxError) return c.json({ message: error.message }, 400);
      throw error;
    }
  });
  app.delete(FAULTS_ADMIN_PATH, (c) => {
    if (foreign(c)) return c.json({ message: 'Forbidden origin.' }, 403);
    const client = c.req.query('client');
    if (client === undefined) faults.reset();
    else faults.forget(client);
    return c.body(null, 204);
  });
  app.delete(`${FAULTS_ADMIN_PATH}/:id`, (c) => {
    if (foreign(c)) return c.json({ message: 'Forbidden origin.' }, 403);
    return faults.remove(Number(c.req.param('id')))
      ? c.body(null, 204)
      : c.json({ message: 'No such rule.' }, 404);
  });
}

/**
 * Puts the fault injector in front of every later route (register it right after CORS, so
 * injected errors still carry CORS headers) and, in fault mode (`FAULTS` set), serves the admin
 * endpoint `/__faults`: `GET` rules and call log, `GET /calls?method=&path=` a count, `POST` a
 * rule object, an array of them or `{ "rules": "<FAULTS grammar>", "client"? }`, `DELETE` everything
 * (`?client=` one client's rules and calls), `DELETE /:id` one rule. A request's client is the
 * `wizyta-client/<name>` in its User-Agent (`clientOf`). The admin paths themselves are never faulted.
 */
export function registerFaults(
  app: Hono<BackendEnv>,
  ctx: Pick<BackendContext, 'faults' | 'origins' | 'log'>,
): void {
  const { faults } = ctx;
  if (faults.enabled) {
    const standing = faults.rules().map((rule) => `${rule.kind}#${rule.id}`);
    ctx.log(`[faults] tryb FAULTS włączony, seed ${faults.seed}, reguły: ${standing.join(', ') || 'brak'}`);
  }
  app.use('*', async (c, next) => {
    const { path } = c.req;
    if (path === FAULTS_ADMIN_PATH || path.startsWith(`${FAULTS_ADMIN_PATH}/`)) return next();
    const method = c.req.method;
    const client = clientOf(c.req.header('user-agent'));
    const { latencyMs, fault } = faults.decide(method, path, client);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (fault?.kind === 'lose') {
      await next();
      faults.record(method, path, 0, client);
      c.res = applyFault(c, { ...fault, kind: 'drop' });
      return;
    }
    if (fault) {
      faults.record(method, path, fault.kind === 'drop' ? 0 : fault.status, client);
      return applyFault(c, fault);
    }
    await next();
    faults.record(method, path, c.res.status, client);
  });
  if (faults.enabled) registerAdmin(app, ctx);
}
