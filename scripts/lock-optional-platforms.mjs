#!/usr/bin/env node
// Adds to package-lock.json the entries of platform-specific optional packages (other OSes and
// CPUs: @biomejs/cli-win32-x64, @rollup/rollup-darwin-arm64, …) that npm could not record because
// the registry this project installs from serves only this machine's platform. Without them
// `npm ci` refuses the lock file ("Missing: … from lock file"); with them it skips each one as
// unsupported on this platform, as it does with a lock file written elsewhere. Run after any
// `npm install` that changes the lock file: `node scripts/lock-optional-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OSES = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** The os/cpu/libc a platform package is for, read from its name (`cli-linux-x64-musl`). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OSES.find((o) => parts.includes(o) || (o === 'win32' && parts.includes('win')));
  const cpu = CPUS.find((c) => parts.includes(c) || (c === 'arm' && parts.includes('eabi')));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${dep}`;
    const nested = `${key}/node_modules/${dep}`;
    if (packages[target] || packages[nested]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: npm records those itself
    packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-optional-platforms: ${added} platform entries added`);
