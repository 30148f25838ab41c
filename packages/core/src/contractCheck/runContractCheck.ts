import type { ApiOperationName } from '../api';
import { resolveApiBase } from '../client/resolveApiBase';
import { checkAnonymousCalls } from './checkAnonymousCalls';
import { checkBookingCalls } from './checkBookingCalls';
import { checkPatientCalls } from './checkPatientCalls';
import { CONTRACT_CHECK_COVERAGE } from './contractCheckCoverage';
import { type CallChecker, type CallReport, type CheckFetch, createCallChecker } from './createCallChecker';
import { type CheckSession, refreshAndLogout } from './signIn';

/** What {@link runContractCheck} needs. */
export interface ContractCheckOptions {
  /** The backend: an API origin, as a brand config's `apiUrl` (a trailing `/patient-portal/api` is tolerated). */
  readonly api: string;
  /** Where requests go: `globalThis.fetch`, or a backend's in-process `fetch` in tests. */
  readonly fetch: CheckFetch;
  /** Signs the test account in (checking the calls it makes); absent: only the anonymous calls run. */
  readonly signIn?: (check: CallChecker) => Promise<CheckSession | undefined>;
  /** Also hold a slot, book and start a payment (never on a production backend). */
  readonly allowWrites?: boolean;
  /** The time the dates of the requests are counted from (default: now). */
  readonly now?: Date;
  /** Time limit of one call, in ms (15 000). */
  readonly timeoutMs?: number;
}

/** A contract operation the check did not call, and why. */
export interface NotRun {
  readonly op: ApiOperationName;
  readonly why: string;
}

/** Everything the check found. */
export interface ContractCheckResult {
  readonly reports: readonly CallReport[];
  readonly notRun: readonly NotRun[];
  /** Why the sign-in stopped before any contract call could tell (the IdP refused the password…). */
  readonly signInError?: string;
  /** The number of mismatches over all calls, a failed sign-in counting one: the check fails when it is not 0. */
  readonly mismatchCount: number;
}

/** The calls of the two ways to sign in: one of them runs. */
const SIGN_IN_CALLS: readonly ApiOperationName[] = ['startSmsLogin', 'verifySmsLogin', 'oauth2Token'];

function whyNotRun(op: ApiOperationName, options: ContractCheckOptions, signedIn: boolean): string {
  const coverage = CONTRACT_CHECK_COVERAGE[op];
  if (coverage.startsWith('never: ')) return coverage.slice('never: '.length);
  if (coverage === 'writes' && !options.allowWrites) return 'writes: run with --allow-writes';
  if (coverage !== 'anonymous' && !options.signIn) return 'needs a test account (--sms-phone or --user)';
  if (coverage !== 'anonymous' && !signedIn) return 'the sign-in failed';
  if (SIGN_IN_CALLS.includes(op)) return 'the other way of signing in was used';
  return 'the test account has nothing to call it on (no visit, document or chat)';
}

/**
 * Runs the contract's safe calls against a backend and checks every answer against the
 * contract's schemas: the anonymous reads, then (with a test account) the sign-in, the patient's
 * reads, with `allowWrites` a booking, and last the token refresh and logout. Nothing that changes
 * the account's data runs (see `CONTRACT_CHECK_COVERAGE`).
 */
export async function runContractCheck(options: ContractCheckOptions): Promise<ContractCheckResult> {
  const check = createCallChecker(resolveApiBase(options.api), options.fetch, options.timeoutMs);
  const now = options.now ?? new Date();
  const specializationId = await checkAnonymousCalls(check, now);
  let session: CheckSession | undefined;
  let signInError: string | undefined;
  try {
    session = options.signIn ? await options.signIn(check) : undefined;
  } catch (error) {
    // The anonymous results still stand; the report says why the rest did not run.
    signInError = error instanceof Error ? error.message : String(error);
  }
  if (session) {
    const profile = await checkPatientCalls(check, session.access);
    if (options.allowWrites && specializationId !== undefined) {
      await checkBookingCalls(check, session.access, specializationId, profile, now);
    }
    await refreshAndLogout(check, session);
  }
  const called = new Set(check.reports.map((report) => report.op));
  const notRun = (Object.keys(CONTRACT_CHECK_COVERAGE) as ApiOperationName[])
    .filter((op) => !called.has(op))
    .map((op) => ({ op, why: whyNotRun(op, options, session !== undefined) }));
  const mismatchCount =
    check.reports.reduce((sum, report) => sum + report.mismatches.length, 0) +
    (signInError === undefined ? 0 : 1);
  return {
    reports: check.reports,
    notRun,
    mismatchCount,
    ...(signInError === undefined ? {} : { signInError }),
  };
}
