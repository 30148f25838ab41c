// The programs the end-to-end tests need — the browsers they drive, and the nginx and openssl of
// the deployment e2e — where each one is found, and how a fresh machine gets the missing ones.
// `npm test` and `npm run test:browsers` run `node scripts/browsers.mjs <part…>` first (parts:
// chromium, firefox, webkit, deploy); the Playwright configs read the same paths (browserPaths), so
// what was checked is what runs.
//
// Order of preference for each program: its variable (CHROMIUM_PATH, FIREFOX_PATH,
// WEBKIT_DRIVER_PATH, XVFB_RUN_PATH, NGINX), then the places the package puts it off a user's PATH
// (nginx in /usr/sbin), then PATH. When one is missing: as root with apt-get, the Debian packages
// are installed (unless WIZYTA_NO_INSTALL=1); otherwise the script stops at once and prints the
// command that installs them.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What each part needs: the programs, each with its variable (if any), the fixed places it is looked
 * for before PATH (if any), and its Debian package.
 */
export const ENGINES = {
  chromium: [{ program: 'chromium', variable: 'CHROMIUM_PATH', debianPackage: 'chromium' }],
  firefox: [{ program: 'firefox-esr', variable: 'FIREFOX_PATH', debianPackage: 'firefox-esr' }],
  // WebKitGTK's WebDriver starts its MiniBrowser (libwebkit2gtk-4.1-0, a dependency), which needs
  // an X display: xvfb-run gives it one.
  webkit: [
    { program: 'WebKitWebDriver', variable: 'WEBKIT_DRIVER_PATH', debianPackage: 'webkit2gtk-driver' },
    { program: 'xvfb-run', variable: 'XVFB_RUN_PATH', debianPackage: 'xvfb' },
  ],
  // The deployment e2e (npm run test:deploy): deploy/src/startNginx.ts's nginx (1.22, Debian 12, is
  // the oldest the generated config supports), looked for where findNginx looks, and the openssl
  // that makes its self-signed certificate for the https check.
  deploy: [
    {
      program: 'nginx',
      variable: 'NGINX',
      places: ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'],
      debianPackage: 'nginx',
    },
    { program: 'openssl', debianPackage: 'openssl' },
  ],
};

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `program` on `path` (a PATH value), or undefined. */
export function onPath(program, path = process.env.PATH ?? '') {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, program);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Where each program of `engines` is, or why it is not there: `{ found: {program: path},
 * missing: [{program, variable, debianPackage, reason}] }`. A variable that names a file that is
 * not executable is an error of its own (the fix is the variable, not a package). `placesRoot`
 * puts the fixed places under another folder (the unit tests' simulated fresh machine).
 */
export function locate(engines, env = process.env, { placesRoot = '' } = {}) {
  const found = {};
  const missing = [];
  for (const engine of engines) {
    const needs = ENGINES[engine];
    if (!needs) throw new Error(`Unknown part "${engine}" (known: ${Object.keys(ENGINES).join(', ')}).`);
    for (const need of needs) {
      const fromVariable = need.variable ? env[need.variable] : undefined;
      if (fromVariable) {
        if (isAbsolute(fromVariable) && isExecutable(fromVariable)) found[need.program] = fromVariable;
        else missing.push({ ...need, reason: `${need.variable}=${fromVariable} is not an executable file` });
        continue;
      }
      const atPlace = (need.places ?? []).map((place) => placesRoot + place).find(isExecutable);
      const path = atPlace ?? onPath(need.program, env.PATH);
      if (path) found[need.program] = path;
      else missing.push({ ...need, reason: notFound(need) });
    }
  }
  return { found, missing };
}

function notFound(need) {
  const where = need.places ? `at ${need.places.join(', ')} or on PATH` : 'on PATH';
  return `${need.program} is not ${where}${need.variable ? ` and ${need.variable} is not set` : ''}`;
}

/** The paths of `engines`' programs; throws with the install command when one is missing. */
export function browserPaths(engines, env = process.env) {
  const { found, missing } = locate(engines, env);
  if (missing.length > 0) throw new Error(missingMessage(missing));
  return found;
}

/** The Debian command that installs what is missing. */
export function installCommand(missing) {
  const packages = [...new Set(missing.map((need) => need.debianPackage))];
  return `apt-get update && apt-get install -y ${packages.join(' ')}`;
}

function missingMessage(missing) {
  const variables = [...new Set(missing.map((need) => need.variable).filter(Boolean))];
  return [
    'The end-to-end tests need programs that this machine does not have:',
    ...missing.map((need) => `  - ${need.reason}`),
    `Install them (as root): ${installCommand(missing)}`,
    ...(variables.length > 0 ? [`or point ${variables.join(', ')} at installed programs.`] : []),
  ].join('\n');
}

/**
 * Makes sure `engines` can run: installs the missing Debian packages when it may (root, apt-get on
 * PATH, WIZYTA_NO_INSTALL unset), then checks again. Returns the exit status (0: ready).
 */
export function provision(
  engines,
  { env = process.env, uid = process.getuid?.(), log = console.log, placesRoot = '' } = {},
) {
  const { missing } = locate(engines, env, { placesRoot });
  if (missing.length === 0) return 0;
  const aptGet = onPath('apt-get', env.PATH);
  const mayInstall = uid === 0 && aptGet && env.WIZYTA_NO_INSTALL !== '1';
  if (!mayInstall) {
    log(missingMessage(missing));
    return 1;
  }
  const packages = [...new Set(missing.map((need) => need.debianPackage))];
  log(`Installing the programs the tests need (Debian packages): ${packages.join(' ')}`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const run = spawnSync(aptGet, args, { env: aptEnv, stdio: 'inherit' });
    if (run.status !== 0) {
      log(`apt-get ${args.join(' ')} failed (exit ${run.status}).`);
      return 1;
    }
  }
  const still = locate(engines, env, { placesRoot }).missing;
  if (still.length > 0) {
    log(missingMessage(still));
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const engines = process.argv.slice(2);
  process.exitCode = provision(engines.length > 0 ? engines : Object.keys(ENGINES));
}
