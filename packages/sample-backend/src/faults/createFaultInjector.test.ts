import { describe, expect, it } from 'vitest';
import { createFaultInjector } from './createFaultInjector';
import { FaultSyntaxError } from './parseFaults';

const APPOINTMENTS = '/patient-portal/api/appointments';

describe('createFaultInjector', () => {
  it('is off without FAULTS but still programmable in process', () => {
    const faults = createFaultInjector(undefined);
    expect(faults.enabled).toBe(false);
    expect(faults.decide('GET', APPOINTMENTS).fault).toBeUndefined();
    faults.inject({ kind: 'error500', path: APPOINTMENTS, method: 'POST', times: 1 });
    expect(faults.decide('GET', APPOINTMENTS).fault).toBeUndefined();
    expect(faults.decide('POST', APPOINTMENTS).fault).toMatchObject({ kind: 'error500', status: 500 });
    // times: 1 — the next one goes through, and the rule is gone.
    expect(faults.decide('POST', APPOINTMENTS).fault).toBeUndefined();
    expect(faults.rules()).toEqual([]);
  });

  it('scopes a rule without a pattern to the API, never to pages or the IdP', () => {
    const faults = createFaultInjector('error503');
    expect(faults.enabled).toBe(true);
    expect(faults.decide('GET', '/visit-api/anonymous/towns').fault?.status).toBe(503);
    expect(faults.decide('GET', APPOINTMENTS).fault?.status).toBe(503);
    expect(faults.decide('GET', '/').fault).toBeUndefined();
    expect(faults.decide('GET', '/auth/realms/wizyta/login').fault).toBeUndefined();
  });

  it('matches globs anchored and plain patterns as substrings', () => {
    const faults = createFaultInjector('drop@/visit-api/*/towns,unauthorized@conversation');
    expect(faults.decide('GET', '/visit-api/anonymous/towns').fault?.kind).toBe('drop');
    expect(faults.decide('GET', '/visit-api/anonymous/x/towns').fault).toBeUndefined();
    expect(faults.decide('POST', '/patient-portal/api/conversation/message/7').fault?.status).toBe(401);
    const deep = createFaultInjector('error500@/patient-portal/**');
    expect(deep.decide('GET', '/patient-portal/api/appointments/7/patients').fault?.kind).toBe('error500');
  });

  it('adds up latency and picks the first failing rule', () => {
    const faults = createFaultInjector('latency:100,latency:50@towns,error500#1,error502');
    expect(faults.decide('GET', '/visit-api/anonymous/towns')).toMatchObject({
      latencyMs: 150,
      fault: { kind: 'error500' },
    });
    expect(faults.decide('GET', '/visit-api/anonymous/towns').fault?.kind).toBe('error502');
  });

  it('draws probabilities from the seed: the same seed fails the same requests', () => {
    const run = (seed: number) => {
      const faults = createFaultInjector('error500:0.3', seed);
      return Array.from({ length: 200 }, () => faults.decide('GET', APPOINTMENTS).fault !== undefined);
    };
    const first = run(7);
    expect(run(7)).toEqual(first);
    expect(run(8)).not.toEqual(first);
    const share = first.filter(Boolean).length / first.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
  });

  it('restarts the sequence on reset, and clears rules and calls', () => {
    const faults = createFaultInjector('drop:0.5', 1);
    const draws = () => Array.from({ length: 20 }, () => faults.decide('GET', APPOINTMENTS).fault?.kind);
    const before = draws();
    faults.record('GET', APPOINTMENTS, 200);
    faults.reset();
    expect(faults.rules()).toEqual([]);
    expect(faults.callLog()).toEqual({});
    faults.inject({ kind: 'drop', probability: 0.5 });
    expect(draws()).toEqual(before);
  });

  it('counts calls by method and pattern, with their statuses', () => {
    const faults = createFaultInjector(undefined);
    faults.record('POST', APPOINTMENTS, 500);
    faults.record('POST', APPOINTMENTS, 200);
    faults.record('GET', APPOINTMENTS, 200);
    faults.record('GET', '/index.html', 200);
    expect(faults.calls({ method: 'POST', path: APPOINTMENTS })).toBe(2);
    expect(faults.calls({ path: 'appointments' })).toBe(3);
    expect(faults.calls()).toBe(3);
    expect(faults.callLog()[`POST ${APPOINTMENTS}`]).toEqual({ count: 2, statuses: { 200: 1, 500: 1 } });
  });

  it('removes one rule by id', () => {
    const faults = createFaultInjector(undefined);
    const rule = faults.inject({ kind: 'unauthorized' });
    expect(faults.remove(rule.id)).toBe(true);
    expect(faults.remove(rule.id)).toBe(false);
  });

  it('fires a rule of one client only for its requests, and counts and forgets each client apart', () => {
    const faults = createFaultInjector(undefined);
    faults.inject({ kind: 'error500', path: APPOINTMENTS, client: 'test-a' });
    faults.inject({ kind: 'error503', path: APPOINTMENTS, client: 'test-b', times: 1 });
    expect(faults.decide('POST', APPOINTMENTS).fault).toBeUndefined();
    expect(faults.decide('POST', APPOINTMENTS, 'test-c').fault).toBeUndefined();
    expect(faults.decide('POST', APPOINTMENTS, 'test-a').fault?.status).toBe(500);
    expect(faults.decide('POST', APPOINTMENTS, 'test-b').fault?.status).toBe(503);
    expect(faults.decide('POST', APPOINTMENTS, 'test-b').fault).toBeUndefined();
    faults.record('POST', APPOINTMENTS, 500, 'test-a');
    faults.record('POST', APPOINTMENTS, 200, 'test-b');
    faults.record('POST', APPOINTMENTS, 200);
    expect(faults.calls({ path: APPOINTMENTS, client: 'test-a' })).toBe(1);
    expect(faults.calls({ path: APPOINTMENTS, client: 'test-c' })).toBe(0);
    expect(faults.calls({ path: APPOINTMENTS })).toBe(3);
    expect(faults.callLog('test-b')).toEqual({
      [`POST ${APPOINTMENTS}`]: { count: 1, statuses: { 200: 1 } },
    });
    expect(faults.callLog()[`POST ${APPOINTMENTS}`]).toEqual({ count: 3, statuses: { 200: 2, 500: 1 } });
    faults.forget('test-a');
    expect(faults.decide('POST', APPOINTMENTS, 'test-a').fault).toBeUndefined();
    expect(faults.callLog('test-a')).toEqual({});
    expect(faults.calls({ path: APPOINTMENTS })).toBe(2);
  });

  it('keeps the call logs of the newest 200 clients', () => {
    const faults = createFaultInjector(undefined);
    for (let n = 0; n <= 201; n += 1) faults.record('GET', '/visit-api/anonymous/towns', 200, `client-${n}`);
    expect(faults.callLog('client-0')).toEqual({});
    expect(faults.calls({ client: 'client-1' })).toBe(1);
    expect(faults.calls({ client: 'client-201' })).toBe(1);
  });

  it.each([
    [{ kind: 'error200' as const }],
    [{ kind: 'latency' as const }],
    [{ kind: 'drop' as const, probability: 1.5 }],
    [{ kind: 'drop' as const, times: 0 }],
    [{ kind: 'drop' as const, path: '' }],
    [{ kind: 'drop' as const, client: 'two words' }],
    [{ kind: 'drop' as const, client: '' }],
  ])('refuses an invalid injected rule %j', (request) => {
    expect(() => createFaultInjector(undefined).inject(request)).toThrow(FaultSyntaxError);
  });
});
