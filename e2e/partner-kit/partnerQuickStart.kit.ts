import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../test';
import { flow, personalAndSymptoms, searchVisit, signInBySms } from '../widget-bookingSteps';
import { quickStartBlock, shellCommands } from './quickStartBlock';
import { serveStatic } from './serveStatic';
import { type Started, startCommand, waitForUrl } from './startCommand';

// docs/partner-quick-start.md, followed word for word: its server command, its page, its serve
// command, and a booking in the sandbox on http://localhost:3000 — then the examples on other ports.
const ROOT = new URL('../..', import.meta.url).pathname;

test.describe('the partner quick start', () => {
  const running: Array<{ stop(): Promise<void> }> = [];
  let dir = '';

  test.beforeAll(async () => {
    // CI runs the setup block itself on a fresh clone (git clone, npm ci); here it must still say so.
    expect(shellCommands(quickStartBlock('setup')).map((c) => [c.command, ...c.args].join(' '))).toContain(
      'npm ci',
    );
    const [server, ...more] = shellCommands(quickStartBlock('server'));
    expect(more).toEqual([]);
    if (!server) throw new Error('the server block is empty');
    const backend = startCommand(server.command, server.args, { cwd: ROOT, env: server.env });
    running.push(backend);
    dir = mkdtempSync(join(tmpdir(), 'wizyta-quick-start-'));
    writeFileSync(join(dir, 'index.html'), quickStartBlock('page'));
    running.push(servePage(dir));
    await waitForUrl('http://localhost:8080/b/sandbox/config.json', backend);
    await waitForUrl('http://localhost:3000/', backend);
  });

  test.afterAll(async () => {
    for (const item of running.splice(0).reverse()) await item.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('books a visit in the sandbox from the page on http://localhost:3000', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('[wizyta]')) warnings.push(message.text());
    });
    await page.goto('http://localhost:3000/');
    // The test's own listener (not the doc's page): the booked event, kept over the payment trip.
    await page.evaluate(() =>
      document.addEventListener('wizyta:booked', (event) =>
        sessionStorage.setItem('booked', JSON.stringify((event as CustomEvent).detail)),
      ),
    );
    const widget = flow(page);
    await searchVisit(widget);
    await widget.getByRole('button', { name: 'Dalej' }).click();
    await signInBySms(widget, '500100200');
    await personalAndSymptoms(widget);
    await widget.getByLabel('Płatność online').check();
    await widget.getByRole('button', { name: 'Zamawiam i płacę' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:8080\/pay$/);
    await page.getByRole('button', { name: 'Zapłać' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:3000\//);
    await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
    const booked = JSON.parse((await page.evaluate(() => sessionStorage.getItem('booked'))) ?? '{}');
    expect(booked.attribution).toEqual({ partner: 'moj-sklep' });
    expect(warnings).toEqual([]);
  });
});

test.describe('PORT=18080 PARTNER_PORT=18081 npm start', () => {
  let backend: Started | undefined;

  test.beforeAll(async () => {
    backend = startCommand('npm', ['start'], {
      cwd: ROOT,
      env: { PORT: '18080', PARTNER_PORT: '18081', DELAY_MS: '0' },
    });
    await waitForUrl('http://localhost:18080/config.json', backend);
  });

  test.afterAll(async () => {
    await backend?.stop();
  });

  test('renders the widget on the partner page and in the partner kit, on those ports', async ({ page }) => {
    await page.goto('http://127.0.0.1:18081/partner-site/');
    await expect(flow(page).getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
    await page.goto('http://localhost:18080/partner-kit/');
    await expect(page.locator('#snippet')).toContainText(
      '<script src="http://localhost:18080/widget/wizyta-loader.js" async></script>',
    );
    await expect(page.locator('#snippet')).toContainText(
      'config-url="http://localhost:18080/b/sandbox/config.json"',
    );
    await expect(page.locator('#preview').getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  });
});

/** The doc's serve command in `dir` when its program is installed, else an equivalent Node server. */
function servePage(dir: string): { stop(): Promise<void> } {
  const [serve] = shellCommands(quickStartBlock('serve'));
  if (serve && spawnSync(serve.command, ['--version']).status === 0)
    return startCommand(serve.command, serve.args, { cwd: dir, env: serve.env });
  return serveStatic(dir, 3000);
}
