import { describe, expect, it } from 'vitest';
import { resolveBackendOptions } from '../BackendOptions';
import { readOptionsFromEnv } from '../readOptionsFromEnv';
import { FaultSyntaxError, parseFaultRule, parseFaults } from './parseFaults';

describe('parseFaults (the FAULTS grammar)', () => {
  it('reads the documented examples', () => {
    expect(parseFaults('latency:2000,error500:0.2,drop:0.1,unauthorized@appointments')).toEqual([
      { kind: 'latency', latencyMs: 2000 },
      { kind: 'error500', probability: 0.2 },
      { kind: 'drop', probability: 0.1 },
      { kind: 'unauthorized', path: 'appointments' },
    ]);
  });

  it('reads a method, a glob and times', () => {
    expect(parseFaultRule('error500@POST:/patient-portal/api/appointments#1')).toEqual({
      kind: 'error500',
      method: 'POST',
      path: '/patient-portal/api/appointments',
      times: 1,
    });
    expect(parseFaultRule('drop:0.5@/visit-api/**#3')).toEqual({
      kind: 'drop',
      probability: 0.5,
      path: '/visit-api/**',
      times: 3,
    });
    expect(parseFaultRule('error503#2')).toEqual({ kind: 'error503', times: 2 });
    expect(parseFaultRule(' latency:150@GET:towns ')).toEqual({
      kind: 'latency',
      latencyMs: 150,
      method: 'GET',
      path: 'towns',
    });
  });

  it('treats "on" and empty entries as fault mode without standing rules', () => {
    expect(parseFaults('on')).toEqual([]);
    expect(parseFaults('')).toEqual([]);
    expect(parseFaults('error500,,')).toEqual([{ kind: 'error500' }]);
  });

  it.each([
    ['explode', /unknown kind/],
    ['error200', /unknown kind/],
    ['latency', /latency needs milliseconds/],
    ['latency:fast', /latency needs milliseconds/],
    ['error500:2', /probability/],
    ['unauthorized:appointments', /a path goes after "@" \(unauthorized@appointments\)/],
    ['drop@', /empty path pattern/],
    ['drop@FETCH:/x', /unknown method/],
    ['drop#0', /times is a positive integer/],
    ['drop#x', /times is a positive integer/],
  ])('refuses %s with a message naming the rule', (rule, message) => {
    expect(() => parseFaults(rule)).toThrow(FaultSyntaxError);
    expect(() => parseFaults(rule)).toThrow(message);
    expect(() => parseFaults(rule)).toThrow(`"${rule}"`);
  });
});

describe('FAULTS and FAULTS_SEED from the environment', () => {
  it('are off by default', () => {
    expect(resolveBackendOptions(readOptionsFromEnv({}))).toMatchObject({
      faults: undefined,
      faultsSeed: undefined,
    });
  });

  it('are read as given', () => {
    expect(readOptionsFromEnv({ FAULTS: 'on', FAULTS_SEED: '42' })).toMatchObject({
      faults: 'on',
      faultsSeed: 42,
    });
    expect(() => readOptionsFromEnv({ FAULTS_SEED: '-1' })).toThrow(/FAULTS_SEED/);
  });
});
