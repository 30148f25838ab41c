// `npm run contract-check -- --api <url> [--sms-phone <phone> [--sms-code <code>] | --user <name>
// --password <pw>] [--allow-writes] [--verbose]`: runs the contract's safe calls against a backend
// and reports each answer that breaks the contract's schemas. Exit 1 on any mismatch, 2 on bad usage.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  type ContractCheckOptions,
  formatContractCheckReport,
  parseSmsPhone,
  runContractCheck,
  signInBySms,
  signInWithPassword,
} from '@wizyta/core/contract-check';

const USAGE = `usage: npm run contract-check -- --api <url> [account] [--allow-writes] [--verbose]
  --api <url>          the backend's API origin (a brand config's apiUrl)
  account (optional; without one only the anonymous calls run):
    --sms-phone <phone>  SMS login, e.g. "+48 500100200"; --sms-code <code> or typed when asked
    --user <name> --password <pw>   the IdP's login form (or CONTRACT_CHECK_PASSWORD);
                         --config <url> names the brand config (default <api>/config.json)
  --allow-writes       also hold a slot, book (online payment) and start the payment: test backends only
  --timeout-ms <ms>    time limit of one call (15000)
  --verbose            also list the calls that kept the contract`;

const usage = (problem: string): never => {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
};

const parsed = (() => {
  try {
    return parseArgs({
      options: {
        api: { type: 'string' },
        'sms-phone': { type: 'string' },
        'sms-code': { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        config: { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        'timeout-ms': { type: 'string' },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    // An unknown option or a missing value: the usage, not a stack trace.
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const api = values.api ?? usage('--api is required');
if (!URL.canParse(api)) usage(`--api: not a URL: ${api}`);

/** The SMS code: given, or typed by the operator (a real backend sends a real SMS). */
async function smsCode(): Promise<string> {
  if (values['sms-code']) return values['sms-code'];
  if (!process.stdin.isTTY) return usage('--sms-code is required when no one can type it');
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const code = await prompt.question('SMS code: ');
  prompt.close();
  return code.trim();
}

let signIn: ContractCheckOptions['signIn'];
if (values['sms-phone'] !== undefined) {
  const phone =
    parseSmsPhone(values['sms-phone']) ?? usage(`--sms-phone: not a phone: ${values['sms-phone']}`);
  signIn = async (check) => signInBySms(check, phone, await smsCode());
} else if (values.user !== undefined) {
  const password = values.password ?? process.env.CONTRACT_CHECK_PASSWORD ?? usage('--password is required');
  const configUrl = values.config ?? new URL('/config.json', api).href;
  signIn = (check) =>
    signInWithPassword(check, fetch, { configUrl, username: values.user as string, password });
}

const timeoutMs = values['timeout-ms'] === undefined ? undefined : Number(values['timeout-ms']);
if (timeoutMs !== undefined && !(timeoutMs > 0)) usage('--timeout-ms: a positive number of milliseconds');
try {
  const result = await runContractCheck({
    api,
    fetch: (request) => fetch(request),
    ...(signIn ? { signIn } : {}),
    allowWrites: values['allow-writes'],
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  for (const line of formatContractCheckReport(result, values.verbose)) console.log(line);
  process.exitCode = result.mismatchCount === 0 ? 0 : 1;
} catch (error) {
  console.error(`contract check stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
