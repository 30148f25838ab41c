import { FAULT_METHODS, type FaultKind, type FaultMethod, type FaultRequest } from './FaultRule';

/** Thrown for a `FAULTS` value or a `POST /__faults` body that does not follow the grammar. */
export class FaultSyntaxError extends Error {
  constructor(rule: string, reason: string) {
    super(`FAULTS: "${rule}": ${reason}`);
    this.name = 'FaultSyntaxError';
  }
}

const KIND = /^(latency|drop|lose|unauthorized|error([45]\d\d))$/;
const NUMBER = /^\d+(\.\d+)?$/;

function parseKind(rule: string, text: string): FaultKind {
  const match = KIND.exec(text);
  if (!match) {
    throw new FaultSyntaxError(
      rule,
      `unknown kind "${text}" (latency, error<status>, drop, lose, unauthorized)`,
    );
  }
  return text as FaultKind;
}

function parseScope(rule: string, scope: string): { method?: FaultMethod; path: string } {
  const method = /^([A-Z]+):(.*)$/.exec(scope);
  if (!method) return { path: scope };
  const name = method[1] as FaultMethod;
  if (!FAULT_METHODS.includes(name)) throw new FaultSyntaxError(rule, `unknown method "${method[1]}"`);
  return { method: name, path: method[2] ?? '' };
}

/**
 * Parses one rule, `kind[:value][@[METHOD:]pattern][#times]`:
 * `latency:2000`, `error500:0.2`, `drop:0.1@/visit-api/**`, `unauthorized@appointments`,
 * `error500@POST:/patient-portal/api/appointments#1`. For `latency` the value is milliseconds
 * (required); for the other kinds it is a probability in 0..1 (default 1).
 */
export function parseFaultRule(rule: string): FaultRequest {
  // `#` cannot occur in a request path (fragments never reach the server), `@` and `:` in a
  // kind or value never: so split off times first, then the scope, then the value.
  const [body = '', timesText] = splitOnce(rule.trim(), '#');
  const [head = '', scopeText] = splitOnce(body, '@');
  const [kindText = '', valueText] = splitOnce(head, ':');
  const request: FaultRequest = { kind: parseKind(rule, kindText) };
  if (timesText !== undefined) request.times = parseTimes(rule, timesText);
  if (scopeText !== undefined) {
    const scope = parseScope(rule, scopeText);
    if (scope.path === '') throw new FaultSyntaxError(rule, 'empty path pattern after "@"');
    request.path = scope.path;
    if (scope.method) request.method = scope.method;
  }
  return finishValue(rule, request, valueText);
}

function finishValue(rule: string, request: FaultRequest, valueText: string | undefined): FaultRequest {
  if (request.kind === 'latency') {
    if (valueText === undefined || !/^\d+$/.test(valueText)) {
      throw new FaultSyntaxError(rule, 'latency needs milliseconds: latency:2000');
    }
    request.latencyMs = Number(valueText);
    return request;
  }
  if (valueText === undefined) return request;
  if (!NUMBER.test(valueText) || Number(valueText) > 1) {
    throw new FaultSyntaxError(
      rule,
      `the value after ":" is a probability in 0..1; a path goes after "@" (${request.kind}@${valueText})`,
    );
  }
  request.probability = Number(valueText);
  return request;
}

function parseTimes(rule: string, text: string): number {
  if (!/^[1-9]\d*$/.test(text)) throw new FaultSyntaxError(rule, `"#${text}": times is a positive integer`);
  return Number(text);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}

/**
 * Parses a whole `FAULTS` value: comma-separated rules, or `on` for fault mode with no standing
 * rule (the admin endpoint only). Empty entries are ignored; an invalid rule throws
 * {@link FaultSyntaxError} naming it.
 */
export function parseFaults(value: string): FaultRequest[] {
  const trimmed = value.trim();
  if (trimmed === 'on' || trimmed === '') return [];
  return trimmed
    .split(',')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '')
    .map(parseFaultRule);
}
