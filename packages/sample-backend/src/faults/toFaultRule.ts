import {
  FAULT_CLIENT,
  FAULT_METHODS,
  type FaultKind,
  type FaultMethod,
  type FaultRequest,
  type FaultRule,
} from './FaultRule';
import { FaultSyntaxError } from './parseFaults';

const KIND = /^(latency|drop|lose|unauthorized|error[45]\d\d)$/;

function statusOf(kind: FaultKind): number {
  if (kind === 'unauthorized') return 401;
  return kind.startsWith('error') ? Number(kind.slice('error'.length)) : 0;
}

/**
 * Checks a fault request (from code, the `FAULTS` grammar or a JSON body) and makes it an active
 * rule with `id`. Throws {@link FaultSyntaxError} for an unknown kind or an out-of-range number.
 */
export function toFaultRule(request: FaultRequest, id: number): FaultRule {
  const label = JSON.stringify(request);
  if (!KIND.test(request.kind)) throw new FaultSyntaxError(label, `unknown kind "${request.kind}"`);
  const probability = request.probability ?? 1;
  if (!(probability >= 0 && probability <= 1)) throw new FaultSyntaxError(label, 'probability is 0..1');
  const times = request.times;
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) {
    throw new FaultSyntaxError(label, 'times is a positive integer');
  }
  const latencyMs = request.kind === 'latency' ? (request.latencyMs ?? Number.NaN) : 0;
  if (!(Number.isInteger(latencyMs) && latencyMs >= 0 && latencyMs <= 120_000)) {
    throw new FaultSyntaxError(label, 'latency needs latencyMs, 0..120000');
  }
  if (request.method !== undefined && !FAULT_METHODS.includes(request.method)) {
    throw new FaultSyntaxError(label, `unknown method "${request.method}"`);
  }
  if (request.path === '') throw new FaultSyntaxError(label, 'empty path pattern');
  if (request.client !== undefined && !FAULT_CLIENT.test(request.client)) {
    throw new FaultSyntaxError(label, 'client is 1..64 of A-Z a-z 0-9 _ . -');
  }
  return {
    id,
    kind: request.kind,
    path: request.path,
    method: request.method,
    remaining: times,
    probability,
    latencyMs,
    status: statusOf(request.kind),
    code: request.code,
    client: request.client,
  };
}

function field<T>(body: Record<string, unknown>, name: string, type: 'string' | 'number'): T | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== type) throw new FaultSyntaxError(JSON.stringify(body), `"${name}" must be a ${type}`);
  return value as T;
}

/** Reads a fault request from untrusted JSON (the admin endpoint's body). */
export function readFaultRequest(body: unknown): FaultRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new FaultSyntaxError(JSON.stringify(body) ?? String(body), 'a rule is a JSON object');
  }
  const record = body as Record<string, unknown>;
  const kind = field<FaultKind>(record, 'kind', 'string');
  if (kind === undefined) throw new FaultSyntaxError(JSON.stringify(body), '"kind" is required');
  const request: FaultRequest = { kind };
  const path = field<string>(record, 'path', 'string');
  const method = field<FaultMethod>(record, 'method', 'string');
  const times = field<number>(record, 'times', 'number');
  const probability = field<number>(record, 'probability', 'number');
  const latencyMs = field<number>(record, 'latencyMs', 'number');
  const code = field<number>(record, 'code', 'number');
  const client = field<string>(record, 'client', 'string');
  if (path !== undefined) request.path = path;
  if (method !== undefined) request.method = method;
  if (times !== undefined) request.times = times;
  if (probability !== undefined) request.probability = probability;
  if (latencyMs !== undefined) request.latencyMs = latencyMs;
  if (code !== undefined) request.code = code;
  if (client !== undefined) request.client = client;
  return request;
}
