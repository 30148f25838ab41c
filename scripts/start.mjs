// `npm start`: builds what the sample backend serves (widget, portal) when their sources changed since
// the last build, then starts the sample backend (API, dev identity provider, payment simulator,
// portal for every brand, widget, partner examples). Options are passed through the environment
// (PORT, PARTNER_PORT, DELAY_MS, TOKEN_LIFETIME_S, QUIRKS, …; see packages/sample-backend/README.md).
// `--build-only` (the `npm run build` script) builds and stops.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};

/** What each build reads and where it writes; a build runs only when its inputs' hash changed. */
const builds = [
  {
    script: 'build:widget',
    inputs: [
      'packages/core/src',
      'packages/booking/src',
      'packages/widget/src',
      'packages/widget/public',
      'packages/widget/build',
    ],
    output: 'dist/widget',
  },
  {
    script: 'build:portal',
    inputs: [
      'packages/core/src',
      'packages/booking/src',
      'packages/portal/src',
      'packages/portal/public',
      'packages/portal/index.html',
      'packages/portal/vite.config.ts',
    ],
    output: 'packages/portal/dist',
  },
  // The published packages (their dist/ is what the React example and partners import), then the
  // React example the partner origin serves at /react-app/dist/.
  {
    script: 'build:packages',
    inputs: [
      'packages/embed/src',
      'packages/embed-react/src',
      'packages/widget/src/contract',
      'scripts/buildPackage.mjs',
    ],
    output: 'packages/embed-react/dist',
  },
  {
    script: 'build:examples',
    inputs: ['packages/embed/src', 'packages/embed-react/src', 'examples/react-app'],
    output: 'examples/react-app/dist',
  },
];

function hashInputs(inputs) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name === 'dist') continue;
        visit(join(path, name));
      }
    } else if (!/\.test\.tsx?$/.test(path)) {
      hash.update(path);
      hash.update(readFileSync(path));
    }
  };
  for (const input of inputs) visit(join(root, input));
  return hash.digest('hex');
}

for (const build of builds) {
  if (!scripts[build.script]) continue; // that part of the product does not exist yet
  const stamp = join(root, build.output, '.build-hash');
  const hash = hashInputs(build.inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${build.script}: up to date`);
    continue;
  }
  console.log(`${build.script}: building…`);
  const result = spawnSync('npm', ['run', build.script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, hash);
}

if (process.argv.includes('--build-only')) process.exit(0);

// `npm start` is development: on the loopback (HOST unset or a loopback name) the seeded accounts'
// fixed SMS code and sign-in links are on (DEV_SHORTCUTS=1), which the sample backend refuses anywhere
// else; with another HOST they stay off and the console prints every code.
const host = process.env.HOST ?? '127.0.0.1';
const loopback = /^(localhost|::1|\[::1\]|127(\.\d{1,3}){3})$/i.test(host);
const server = spawn(
  join(root, 'node_modules/.bin/tsx'),
  [join(root, 'packages/sample-backend/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { DELAY_MS: '400', ...(loopback ? { DEV_SHORTCUTS: '1' } : {}), ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
