#!/usr/bin/env node
// Offline supply-chain check, run by .ci/run before `npm ci`: every package npm will
// install from the registry on this platform must carry an `integrity` hash (sha512) in
// package-lock.json, so a tampered or substituted tarball fails `npm ci`. Workspace packages are
// local links and need none. Platform packages for *other* operating systems or CPUs that
// scripts/lock-optional-platforms.mjs adds without a hash (this project's registry serves only
// this machine's platform) are never installed here; they are counted and printed, and on their
// own platform this check fails for them. `npm audit signatures` (registry signatures) runs in CI
// too where the registry is reachable.
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const glibc = process.platform === 'linux' && Boolean(process.report?.getReport().header.glibcVersionRuntime);
const here = { os: process.platform, cpu: process.arch, libc: glibc ? 'glibc' : 'musl' };

const installsHere = (entry) =>
  (!entry.os || entry.os.includes(here.os)) &&
  (!entry.cpu || entry.cpu.includes(here.cpu)) &&
  (!entry.libc || here.os !== 'linux' || entry.libc.includes(here.libc));

const missing = [];
const otherPlatforms = [];
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  if (key === '' || entry.link || !key.includes('node_modules/')) continue; // root and workspaces
  if (typeof entry.integrity === 'string' && /^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity)) continue;
  if (installsHere(entry)) missing.push(`${key}@${entry.version}`);
  else otherPlatforms.push(key);
}

if (otherPlatforms.length > 0) {
  console.log(
    `check-lockfile-integrity: ${otherPlatforms.length} entries for other platforms carry no hash (not installed on ${here.os}-${here.cpu})`,
  );
}
if (missing.length > 0) {
  console.error(
    `check-lockfile-integrity: ${missing.length} entries installed here have no sha512 integrity:`,
  );
  for (const name of missing) console.error(`  ${name}`);
  process.exit(1);
}
console.log('check-lockfile-integrity: every package installed on this platform has a sha512 integrity hash');
