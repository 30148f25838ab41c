// `npm run test:next [-- playwright args]` (the last step of `npm test`): the Next.js example
// (examples/next-app) built as a partner builds it, then booked in e2e (playwright.next.config.ts).
// The example is a workspace, so `npm ci` installs Next from the repository's lock file and this
// needs no network: Next's telemetry is off, and the app uses no remote fonts or images.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP = join(ROOT, 'examples/next-app');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (command, args, cwd = ROOT) => execFileSync(command, args, { cwd, stdio: 'inherit', env });

// @wizyta/embed-react and @wizyta/embed resolve to packages/*/dist (workspace links): built when
// their sources changed (a no-op after `npm run build`).
run('node', ['scripts/start.mjs', '--build-only']);
run('npx', ['next', 'build'], APP);
run('npx', ['playwright', 'test', '-c', 'playwright.next.config.ts', ...process.argv.slice(2)]);
