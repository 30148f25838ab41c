import {
  type CheckFetch,
  CONTRACT_CHECK_COVERAGE,
  type ContractCheckOptions,
  formatContractCheckReport,
  runContractCheck,
  signInBySms,
} from '@wizyta/core/contract-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_SMS_CODE } from '../accounts';
import { TEST_ORIGIN } from '../api/testing/signInBySms';
import { type Backend, createBackend } from '../createBackend';
import { RELAXED_RATE_LIMITS } from '../http/RateLimits';

// The contract check against the real sample backend, in process: it must find nothing wrong
// with the backend that keeps the contract, and must name the field when an answer is altered.
let backend: Backend;
beforeAll(async () => {
  backend = await createBackend({ log: () => {}, rateLimits: RELAXED_RATE_LIMITS, devShortcuts: true });
});

const PACJENT = { prefix: '+48', number: '500100200' };
const options = (fetch: CheckFetch): ContractCheckOptions => ({
  api: TEST_ORIGIN,
  fetch,
  signIn: (check) => signInBySms(check, PACJENT, SEEDED_SMS_CODE),
  now: backend.clock.now(),
});

/** A proxy in front of the backend that rewrites the JSON answers of one path. */
const rewriting =
  (path: string, rewrite: (body: Record<string, unknown>) => void): CheckFetch =>
  async (request) => {
    const response = await backend.fetch(request);
    if (new URL(request.url).pathname !== path || !response.ok) return response;
    const body = (await response.json()) as Record<string, unknown>;
    rewrite(body);
    return Response.json(body, { status: response.status });
  };

describe('runContractCheck against the sample backend', () => {
  it('finds no mismatch, booking included, and runs every call the coverage table promises', async () => {
    const result = await runContractCheck({
      ...options((request) => backend.fetch(request)),
      allowWrites: true,
    });
    expect(formatContractCheckReport(result).filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(result.mismatchCount).toBe(0);
    const called = new Set(result.reports.map((report) => report.op));
    for (const [op, coverage] of Object.entries(CONTRACT_CHECK_COVERAGE)) {
      // oauth2Token is the password sign-in's call; this run signs in by SMS.
      const expected = !coverage.startsWith('never') && op !== 'oauth2Token';
      expect(called.has(op as keyof typeof CONTRACT_CHECK_COVERAGE), op).toBe(expected);
    }
  });

  it('reports an altered field with its schema path and fails', async () => {
    const fetch = rewriting('/patient-portal/api/appointments', (page) => {
      const visits = page.content as Record<string, unknown>[];
      const doctor = visits[1]?.doctor as Record<string, unknown>;
      doctor.firstName = null;
      (visits[2] as Record<string, unknown>).visitType = 'TELEPORT';
    });
    const result = await runContractCheck(options(fetch));
    const failures = formatContractCheckReport(result).filter((line) => line.startsWith('FAIL'));
    expect(failures).toEqual([
      'FAIL GET /patient-portal/api/appointments → content[1].doctor.firstName: expected string, got null',
      expect.stringMatching(
        /^FAIL GET \/patient-portal\/api\/appointments → content\[2\]\.visitType: expected one of "PRESCRIPTION" \| .*, got "TELEPORT"$/,
      ),
    ]);
    expect(result.mismatchCount).toBe(2);
  });

  it('checks the error envelope of the calls that must fail', async () => {
    const fetch: CheckFetch = async (request) => {
      const response = await backend.fetch(request);
      if (response.status !== 401) return response;
      return Response.json({ error: 'unauthorized' }, { status: 401 });
    };
    const result = await runContractCheck(options(fetch));
    expect(formatContractCheckReport(result).filter((line) => line.startsWith('FAIL'))).toEqual([
      'FAIL GET /patient-portal/api/appointments → (error envelope) code: expected number, got nothing',
      'FAIL GET /patient-portal/api/appointments → (error envelope) message: expected string, got nothing',
    ]);
  });

  it('without a test account runs the anonymous calls only and says what it left out', async () => {
    const result = await runContractCheck({
      api: `${TEST_ORIGIN}/patient-portal/api/`,
      fetch: backend.fetch,
    });
    expect(result.mismatchCount).toBe(0);
    const signedIn = result.reports.filter((report) => CONTRACT_CHECK_COVERAGE[report.op] !== 'anonymous');
    // Only the probe that a signed-in call without a token is refused.
    expect(signedIn.map((report) => [report.op, report.status])).toEqual([['getAppointments', 401]]);
    expect(result.notRun).toContainEqual({
      op: 'getPatientProfile',
      why: 'needs a test account (--sms-phone or --user)',
    });
    expect(result.notRun).toContainEqual({ op: 'createAppointment', why: 'writes: run with --allow-writes' });
  });

  it('reports an answer the connection dropped (the backend FAULTS) and goes on', async () => {
    backend.ctx.faults.inject({ kind: 'drop', path: '/visit-api/anonymous/towns', times: 1 });
    const result = await runContractCheck({ api: TEST_ORIGIN, fetch: backend.fetch });
    expect(formatContractCheckReport(result).filter((line) => line.startsWith('FAIL'))).toEqual([
      expect.stringMatching(/^FAIL GET \/visit-api\/anonymous\/towns → \(body\): could not be read \(.+\)$/),
    ]);
    expect(result.reports.map((report) => report.op)).toContain('getSpecializations');
  });
});
