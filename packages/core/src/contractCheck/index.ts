// The contract check (`@wizyta/core/contract-check`): `npm run contract-check -- --api <url>`
// runs the contract's safe calls against a backend and reports each mismatch with its path.

export { checkAnonymousCalls } from './checkAnonymousCalls';
export { CONTRACT_CHECK_COVERAGE, type Coverage } from './contractCheckCoverage';
export {
  type CallChecker,
  type CallInput,
  type CallReport,
  type CheckFetch,
  createCallChecker,
} from './createCallChecker';
export { describeMismatches, describeValue, formatPath, kindOf } from './describeMismatches';
export { formatContractCheckReport } from './formatContractCheckReport';
export { parseSmsPhone } from './parseSmsPhone';
export {
  type ContractCheckOptions,
  type ContractCheckResult,
  type NotRun,
  runContractCheck,
} from './runContractCheck';
export { type CheckSession, exchangeCode, refreshAndLogout, type SmsPhone, signInBySms } from './signIn';
export { type PasswordAccount, signInWithPassword } from './signInWithPassword';
