// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserPaths, installCommand, locate, provision } from './browsers.mjs';

// A fresh machine is simulated by a PATH of empty folders (nothing installed), with stub programs
// put where a test needs them: the real browsers on this machine stay out of sight.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wizyta-browsers-'));
  dirs.push(dir);
  return dir;
}

function stub(dir: string, name: string, body = 'exit 0'): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

const script = join(dirname(new URL(import.meta.url).pathname), 'browsers.mjs');

describe('locate', () => {
  it('finds each program on PATH, and a variable wins over PATH', () => {
    const bin = folder();
    const chromium = stub(bin, 'chromium');
    const firefox = stub(bin, 'firefox-esr');
    const own = stub(folder(), 'my-firefox');
    expect(locate(['chromium', 'firefox'], { PATH: bin }).found).toEqual({
      chromium,
      'firefox-esr': firefox,
    });
    expect(locate(['firefox'], { PATH: bin, FIREFOX_PATH: own }).found).toEqual({ 'firefox-esr': own });
  });

  it('on an empty machine lists every program with its package; WebKit needs xvfb-run too', () => {
    const { missing } = locate(['chromium', 'firefox', 'webkit'], { PATH: folder() });
    expect(missing.map((need) => need.debianPackage)).toEqual([
      'chromium',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
    ]);
    expect(installCommand(missing)).toBe(
      'apt-get update && apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb',
    );
  });

  it('the deployment e2e: nginx by NGINX, then where Debian puts it (off a user PATH), then PATH; openssl on PATH', () => {
    const root = folder();
    const emptyPath = folder();
    const { missing } = locate(['deploy'], { PATH: emptyPath }, { placesRoot: root });
    expect(missing.map((need) => need.reason)).toEqual([
      'nginx is not at /usr/sbin/nginx, /usr/local/sbin/nginx, /usr/local/nginx/sbin/nginx or on PATH and NGINX is not set',
      'openssl is not on PATH',
    ]);
    expect(installCommand(missing)).toBe('apt-get update && apt-get install -y nginx openssl');

    const bin = folder();
    const openssl = stub(bin, 'openssl');
    const onPath = stub(bin, 'nginx');
    expect(locate(['deploy'], { PATH: bin }, { placesRoot: root }).found).toEqual({ nginx: onPath, openssl });
    mkdirSync(join(root, 'usr/sbin'), { recursive: true });
    const debian = stub(join(root, 'usr/sbin'), 'nginx');
    expect(locate(['deploy'], { PATH: bin }, { placesRoot: root }).found.nginx).toBe(debian);
    const own = stub(folder(), 'my-nginx');
    expect(locate(['deploy'], { PATH: bin, NGINX: own }, { placesRoot: root }).found.nginx).toBe(own);
  });

  it('a variable naming no executable file is reported as such, not searched for on PATH', () => {
    const bin = folder();
    stub(bin, 'firefox-esr');
    const { missing } = locate(['firefox'], { PATH: bin, FIREFOX_PATH: '/nowhere/firefox' });
    expect(missing[0]?.reason).toBe('FIREFOX_PATH=/nowhere/firefox is not an executable file');
    expect(() => browserPaths(['firefox'], { PATH: bin, FIREFOX_PATH: '/nowhere/firefox' })).toThrow(
      /apt-get install -y firefox-esr/,
    );
  });
});

describe('provision', () => {
  it('without root it stops at once with the command to run, and installs nothing', () => {
    const bin = folder();
    const calls = join(folder(), 'calls');
    stub(bin, 'apt-get', `echo "$@" >> ${calls}`);
    const lines: string[] = [];
    expect(provision(['firefox'], { env: { PATH: bin }, uid: 1000, log: (l: string) => lines.push(l) })).toBe(
      1,
    );
    expect(lines.join('\n')).toContain(
      'Install them (as root): apt-get update && apt-get install -y firefox-esr',
    );
    expect(() => readFileSync(calls)).toThrow();
  });

  it('as root it installs the missing packages with apt-get, then finds them', () => {
    const bin = folder();
    const calls = join(folder(), 'calls');
    // A stand-in apt-get that "installs" by putting the programs on PATH.
    stub(
      bin,
      'apt-get',
      `echo "$@" >> ${calls}\ncase "$*" in *webkit2gtk-driver*) for p in WebKitWebDriver xvfb-run; do printf '#!/bin/sh\\n' > ${bin}/$p; /bin/chmod +x ${bin}/$p; done;; esac`,
    );
    const status = provision(['webkit'], { env: { PATH: bin }, uid: 0, log: () => undefined });
    expect(readFileSync(calls, 'utf8')).toBe('update\ninstall -y webkit2gtk-driver xvfb\n');
    expect(status).toBe(0);
  });

  it('as root, when apt-get leaves a program missing, it says which and fails', () => {
    const bin = folder();
    stub(bin, 'apt-get');
    const lines: string[] = [];
    expect(provision(['chromium'], { env: { PATH: bin }, uid: 0, log: (l: string) => lines.push(l) })).toBe(
      1,
    );
    expect(lines.join('\n')).toContain('chromium is not on PATH and CHROMIUM_PATH is not set');
  });

  it('WIZYTA_NO_INSTALL=1 stops a root run before apt-get', () => {
    const bin = folder();
    const calls = join(folder(), 'calls');
    stub(bin, 'apt-get', `echo "$@" >> ${calls}`);
    expect(
      provision(['chromium'], { env: { PATH: bin, WIZYTA_NO_INSTALL: '1' }, uid: 0, log: () => undefined }),
    ).toBe(1);
    expect(() => readFileSync(calls)).toThrow();
  });

  it('as root it installs nginx and openssl for the deployment e2e, with the browsers, in one apt-get', () => {
    const root = folder();
    const bin = folder();
    const calls = join(folder(), 'calls');
    stub(
      bin,
      'apt-get',
      `echo "$@" >> ${calls}\ncase "$*" in *nginx*) for p in firefox-esr nginx openssl; do printf '#!/bin/sh\\n' > ${bin}/$p; /bin/chmod +x ${bin}/$p; done;; esac`,
    );
    const status = provision(['firefox', 'deploy'], {
      env: { PATH: bin },
      uid: 0,
      log: () => undefined,
      placesRoot: root,
    });
    expect(readFileSync(calls, 'utf8')).toBe('update\ninstall -y firefox-esr nginx openssl\n');
    expect(status).toBe(0);
  });

  it('the command line: exit 1 and the install command on a machine without browsers', () => {
    const run = spawnSync(process.execPath, [script, 'chromium', 'firefox', 'webkit'], {
      env: { PATH: folder(), WIZYTA_NO_INSTALL: '1' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('chromium firefox-esr webkit2gtk-driver xvfb');
  });
});
