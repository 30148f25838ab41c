import type { FaultMethod, FaultRequest, FaultRule } from './FaultRule';
import { isApiPath, matchesFaultPath } from './matchesFaultPath';
import { parseFaults } from './parseFaults';
import { seededRandom } from './seededRandom';
import { toFaultRule } from './toFaultRule';

/** What to do with one request: wait, then answer with `rule`'s fault or go on. */
export interface FaultDecision {
  /** Total latency of the matching `latency` rules, in ms. */
  latencyMs: number;
  /** The error, drop or unauthorized rule that fired, if any (the first that matches). */
  fault: FaultRule | undefined;
}

/** How often a `METHOD path` was called, by final status (0: dropped). */
export interface FaultCallCount {
  count: number;
  statuses: Record<string, number>;
}

/** A filter for {@link FaultInjector.calls}: a method and a path pattern, like a rule's, and a client. */
export interface FaultCallFilter {
  method?: FaultMethod;
  path?: string;
  /** Only the calls of this client (`wizyta-client/<client>` in their User-Agent). */
  client?: string;
}

/**
 * The backend's fault injection: standing rules from `FAULTS`, rules injected by tests, and a
 * call log of API requests (so a test can count `POST …/appointments` server-side).
 */
export interface FaultInjector {
  /** Fault mode is on (`FAULTS` was set): the `/__faults` admin endpoint is served. */
  readonly enabled: boolean;
  /** The generator's seed (`FAULTS_SEED`, or a random one, printed at start-up). */
  readonly seed: number;
  /** Adds a rule; returns it with its id. Works with fault mode off too (in-process tests). */
  inject(request: FaultRequest): FaultRule;
  /** Removes one rule; whether it existed. */
  remove(id: number): boolean;
  /** Removes every rule (standing ones too), empties the call log and restarts the generator. */
  reset(): void;
  /** The active rules. */
  rules(): FaultRule[];
  /**
   * Decides the fate of a request from `client` (see `clientOf`) and uses up the `times` of rules
   * that fire. A rule limited to a client fires only for that client's requests.
   */
  decide(method: string, path: string, client?: string): FaultDecision;
  /** Logs a finished request (API paths and paths some rule names) of `client`. */
  record(method: string, path: string, status: number, client?: string): void;
  /** How many logged calls match `filter` (e.g. `{ method: 'POST', path: '/patient-portal/api/appointments' }`). */
  calls(filter?: FaultCallFilter): number;
  /** The call log, keyed `METHOD path`: of one client, or of every request. */
  callLog(client?: string): Record<string, FaultCallCount>;
  /** Removes the rules limited to `client` and empties its call log (a test's clean-up). */
  forget(client: string): void;
}

/** Distinct `METHOD path` keys kept in the call log: a dev server may run for days. */
const MAX_LOGGED_KEYS = 2000;
/** Clients with a call log of their own: past it, the oldest client's log goes. */
const MAX_LOGGED_CLIENTS = 200;

/**
 * Creates the injector. `spec` is the `FAULTS` value (`undefined`: fault mode off, still
 * programmable in process); `seed` makes the probability draws repeatable.
 */
export function createFaultInjector(spec: string | undefined, seed?: number): FaultInjector {
  const actualSeed = seed ?? Math.floor(Math.random() * 2 ** 31);
  let random = seededRandom(actualSeed);
  let nextId = 1;
  let rules: FaultRule[] = [];
  // The call log by client ('' for requests of no client), then by `METHOD path`.
  const log = new Map<string, Map<string, FaultCallCount>>();
  let loggedKeys = 0;
  const add = (request: FaultRequest): FaultRule => {
    const rule = toFaultRule(request, nextId++);
    rules.push(rule);
    return rule;
  };
  const applies = (rule: FaultRule, method: string, path: string, client: string | undefined): boolean =>
    (rule.client === undefined || rule.client === client) &&
    (rule.method === undefined || rule.method === method) &&
    matchesFaultPath(rule.path, path);
  const forgetLog = (client: string): void => {
    loggedKeys -= log.get(client)?.size ?? 0;
    log.delete(client);
  };
  const logsOf = (client: string | undefined): Array<Map<string, FaultCallCount>> => {
    if (client === undefined) return [...log.values()];
    const own = log.get(client);
    return own ? [own] : [];
  };
  const fires = (rule: FaultRule): boolean => {
    if (rule.probability < 1 && random() >= rule.probability) return false;
    if (rule.remaining !== undefined) {
      rule.remaining -= 1;
      if (rule.remaining === 0) rules = rules.filter((r) => r !== rule);
    }
    return true;
  };
  const standing = parseFaults(spec ?? '');
  for (const request of standing) add(request);

  return {
    enabled: spec !== undefined,
    seed: actualSeed,
    inject: add,
    remove(id) {
      const before = rules.length;
      rules = rules.filter((rule) => rule.id !== id);
      return rules.length < before;
    },
    reset() {
      rules = [];
      log.clear();
      loggedKeys = 0;
      random = seededRandom(actualSeed);
    },
    rules: () => rules.map((rule) => ({ ...rule })),
    decide(method, path, client) {
      let latencyMs = 0;
      let fault: FaultRule | undefined;
      for (const rule of [...rules]) {
        if (!applies(rule, method, path, client)) continue;
        if (rule.kind === 'latency') {
          if (fires(rule)) latencyMs += rule.latencyMs;
        } else if (fault === undefined && fires(rule)) {
          fault = rule;
        }
      }
      return { latencyMs, fault };
    },
    record(method, path, status, client) {
      const key = `${method} ${path}`;
      const named = isApiPath(path) || rules.some((rule) => applies(rule, method, path, client));
      if (named && client !== undefined && !log.has(client) && log.size > MAX_LOGGED_CLIENTS) {
        const oldest = [...log.keys()].find((key) => key !== '');
        if (oldest !== undefined) forgetLog(oldest);
      }
      const own = log.get(client ?? '') ?? new Map<string, FaultCallCount>();
      if (!named || (!own.has(key) && loggedKeys >= MAX_LOGGED_KEYS)) return;
      let entry = own.get(key);
      if (entry === undefined) {
        entry = { count: 0, statuses: {} };
        own.set(key, entry);
        loggedKeys += 1;
      }
      entry.count += 1;
      entry.statuses[String(status)] = (entry.statuses[String(status)] ?? 0) + 1;
      log.set(client ?? '', own);
    },
    calls(filter = {}) {
      let total = 0;
      for (const own of logsOf(filter.client)) {
        for (const [key, entry] of own) {
          const space = key.indexOf(' ');
          const method = key.slice(0, space);
          const path = key.slice(space + 1);
          if (filter.method !== undefined && filter.method !== method) continue;
          if (filter.path !== undefined && !matchesFaultPath(filter.path, path)) continue;
          total += entry.count;
        }
      }
      return total;
    },
    callLog(client) {
      const merged: Record<string, FaultCallCount> = {};
      for (const own of logsOf(client)) {
        for (const [key, entry] of own) {
          const into = merged[key] ?? { count: 0, statuses: {} };
          merged[key] = into;
          into.count += entry.count;
          for (const [status, n] of Object.entries(entry.statuses)) {
            into.statuses[status] = (into.statuses[status] ?? 0) + n;
          }
        }
      }
      return merged;
    },
    forget(client) {
      rules = rules.filter((rule) => rule.client !== client);
      forgetLog(client);
    },
  };
}
