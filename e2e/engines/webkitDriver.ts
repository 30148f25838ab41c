import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import { browserPaths } from '../../scripts/browsers.mjs';

/**
 * WebKitGTK's WebDriver (Debian's webkit2gtk-driver) and the MiniBrowser it drives, for the WebKit
 * journeys. WebKitWebDriver speaks classic WebDriver only (no BiDi), so Playwright cannot drive it:
 * selenium-webdriver 4.46 does (4.49 needs Node 22). MiniBrowser has no headless mode: the driver
 * runs under xvfb-run, on a screen tall enough for a window that shows the whole partner page with
 * the flow frame at its tallest (WebKitGTK's WebDriver does not scroll the partner page to reach an
 * element of a cross-origin frame below the window's edge: its clicks there land nowhere).
 * MiniBrowser runs with ITP (`--enable-itp`), Safari's blocking of every third-party cookie: its own
 * default (`--cookies-policy=no-third-party`) let the flow frame on the insurer page read a cookie
 * its site had set first-party, with storage access — not what an iPhone does.
 * Xvfb runs with `-noreset`: by default an X server resets when its last client leaves, and a
 * MiniBrowser that connects during that reset is dropped (ECONNRESET after the handshake, "cannot
 * open display"); it exits, and WebKitWebDriver waits for it forever. Each test's MiniBrowser is the
 * display's only client, so the next test's session met the reset of the last one's quit: 1 session
 * in about 60 hung (5 runs of 12, 2 drivers × 15 sessions each, strace showing the reset), none in
 * 7 runs of 2 × 30 (420 sessions) with `-noreset`.
 */
const SCREEN = { width: 1400, height: 2000 };
const WINDOW = { width: 1280, height: 1900 };

/**
 * The MiniBrowser that Debian's libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver) installs in
 * its architecture's library folder, or $MINIBROWSER_PATH.
 */
function miniBrowser(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const lib of readdirSync('/usr/lib', { withFileTypes: true })) {
    const candidate = join('/usr/lib', lib.name, 'webkit2gtk-4.1', 'MiniBrowser');
    if (lib.isDirectory() && existsSync(candidate)) return candidate;
  }
  throw new Error(
    "WebKitGTK's MiniBrowser is not in /usr/lib/*/webkit2gtk-4.1/ (apt-get install -y webkit2gtk-driver, or set MINIBROWSER_PATH)",
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running WebKitWebDriver under its own X server. */
export interface WebKitDriverServer {
  readonly url: string;
  /** A new MiniBrowser session (its own ephemeral profile), its window sized to {@link WINDOW}. */
  session(): Promise<WebDriver>;
  stop(): Promise<void>;
}

/** Starts WebKitWebDriver under xvfb-run on a free port and waits until it answers. */
export async function startWebKitDriver(): Promise<WebKitDriverServer> {
  const paths = browserPaths(['webkit']);
  const binary = miniBrowser();
  const port = await freePort();
  const driverProcess: ChildProcess = spawn(
    paths['xvfb-run'] as string,
    [
      '-a',
      '-s',
      `-screen 0 ${SCREEN.width}x${SCREEN.height}x24 -noreset`,
      paths.WebKitWebDriver as string,
      `--port=${port}`,
      '--host=127.0.0.1',
    ],
    // Its own process group: stop() ends xvfb-run, Xvfb and the driver together.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  driverProcess.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (driverProcess.exitCode !== null)
      throw new Error(`WebKitWebDriver exited (${driverProcess.exitCode}): ${stderr}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 30_000) throw new Error(`WebKitWebDriver did not answer on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async session() {
      const capabilities = new Capabilities();
      capabilities.set('browserName', 'MiniBrowser');
      capabilities.set('webkitgtk:browserOptions', { binary, args: ['--automation', '--enable-itp'] });
      // WebKitWebDriver waits without end for a MiniBrowser that exited at start: name its words
      // (they are in the driver's stderr) instead of meeting the test's timeout in silence.
      let timer: NodeJS.Timeout | undefined;
      const driver = await Promise.race([
        new Builder().usingServer(url).withCapabilities(capabilities).build(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`MiniBrowser did not start within 30 s: ${stderr.slice(-1000)}`)),
            30_000,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      await driver
        .manage()
        .window()
        .setRect({ x: 0, y: 0, ...WINDOW });
      await driver.manage().setTimeouts({ script: 30_000, pageLoad: 60_000 });
      return driver;
    },
    async stop() {
      if (driverProcess.exitCode !== null || driverProcess.pid === undefined) return;
      const exited = new Promise((resolve) => driverProcess.once('exit', resolve));
      process.kill(-driverProcess.pid, 'SIGTERM');
      await exited;
    },
  };
}
