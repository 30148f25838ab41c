import type { ContractCheckResult } from './runContractCheck';

/**
 * The report as lines for a terminal or a CI log: one line per mismatch,
 * `GET /patient-portal/api/appointments → content[3].doctor.name: expected string, got null`,
 * then the calls not run and a summary. With `verbose`, also one line per conforming call.
 * Paths are the contract's templates: no id, name or token of the test account is printed.
 */
export function formatContractCheckReport(result: ContractCheckResult, verbose = false): string[] {
  const lines: string[] = [];
  for (const report of result.reports) {
    if (report.mismatches.length === 0) {
      if (verbose) lines.push(`ok   ${report.call} (${report.status})`);
      continue;
    }
    for (const mismatch of report.mismatches) lines.push(`FAIL ${report.call} → ${mismatch}`);
  }
  if (result.signInError !== undefined) lines.push(`FAIL sign-in → ${result.signInError}`);
  for (const { op, why } of result.notRun) lines.push(`skip ${op}: ${why}`);
  const failed = result.reports.filter((report) => report.mismatches.length > 0).length;
  lines.push(
    `${result.reports.length} calls, ${failed} with mismatches (${result.mismatchCount} in all), ${result.notRun.length} operations not run.`,
  );
  return lines;
}
