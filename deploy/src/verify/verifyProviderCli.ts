// `npm run verify:provider -- --api <url> --idp <url> [--sms-phone <phone>] [--stranger-phone <phone>]
// [--user <name> --password <pw>]
// [--config <url>]… [--partner-origin <origin>] [--max-requests <n>]`: checks, read-only, every
// server-side control the frontend relies on against the operator's own deployment (staging) and
// prints one line per control. Exit 1 when a control fails, 2 on bad usage.
import { parseArgs } from 'node:util';
import { parseSmsPhone } from '@wizyta/core/contract-check';
import { formatProbeReport, verifyProvider } from './verifyProvider';

const USAGE = `usage: npm run verify:provider -- --api <url> --idp <url> [options]
  --api <url>             the API origin (a brand config's apiUrl without its path)
  --idp <url>             the IdP realm's issuer (…/realms/<realm>)
  --sms-phone <phone>     a test patient's phone (e.g. "+48 500100200"): SMS answers, fixed code
  --stranger-phone <phone> a phone of yours that no patient has: SMS answers alike, the send limit
                          (it receives up to 12 codes); without it no SMS goes to any other number
  --user <name>           a test account of the IdP's login form (--password or VERIFY_PASSWORD): no-store
  --config <url>          a brand config whose IdP client is checked (repeatable; default <api>/config.json)
  --partner-origin <url>  a partner origin on the trust list (default: the config's first)
  --max-requests <n>      the most requests sent (120); each waits 10 s at most, the whole probe 60 s`;

const usage = (problem: string): never => {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
};

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        api: { type: 'string' },
        idp: { type: 'string' },
        'sms-phone': { type: 'string' },
        'stranger-phone': { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        config: { type: 'string', multiple: true },
        'partner-origin': { type: 'string' },
        'max-requests': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const api = values.api ?? usage('--api is required');
const idp = values.idp ?? usage('--idp is required');
for (const url of [api, idp, ...(values.config ?? [])]) if (!URL.canParse(url)) usage(`not a URL: ${url}`);
const smsPhone =
  values['sms-phone'] === undefined
    ? undefined
    : (parseSmsPhone(values['sms-phone']) ?? usage(`--sms-phone: not a phone: ${values['sms-phone']}`));
const strangerPhone =
  values['stranger-phone'] === undefined
    ? undefined
    : (parseSmsPhone(values['stranger-phone']) ??
      usage(`--stranger-phone: not a phone: ${values['stranger-phone']}`));
const password = values.password ?? process.env.VERIFY_PASSWORD;
if (values.user !== undefined && password === undefined)
  usage('--password (or VERIFY_PASSWORD) is required with --user');
const maxRequests = values['max-requests'] === undefined ? undefined : Number(values['max-requests']);
if (maxRequests !== undefined && !(Number.isInteger(maxRequests) && maxRequests > 0))
  usage('--max-requests: a positive whole number');

const report = await verifyProvider({
  api,
  idp,
  ...(values.config ? { configs: values.config } : {}),
  ...(smsPhone ? { smsPhone } : {}),
  ...(strangerPhone ? { strangerPhone } : {}),
  ...(values.user !== undefined && password !== undefined
    ? { user: { username: values.user, password } }
    : {}),
  ...(values['partner-origin'] ? { partnerOrigin: values['partner-origin'] } : {}),
  ...(maxRequests ? { maxRequests } : {}),
});
for (const line of formatProbeReport(report)) console.log(line);
process.exitCode = report.results.some((result) => result.outcome === 'fail') ? 1 : 0;
