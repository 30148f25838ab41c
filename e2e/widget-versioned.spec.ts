import { createHash } from 'node:crypto';
import { expect, test } from './test';
import { flow, PARTNER } from './widget-bookingSteps';
import { WIDGET_BASE } from './widget-serveBuild';

// A partner pins a release. The build copies the widget to /widget/<version>/
// (cached for good) and /widget/v<major>/, and /widget/manifest.json gives each file's sha384; a
// page that loads the pinned loader with that `integrity` (and crossorigin, so SRI can check a
// cross-origin file) gets only that release's files.

const PARTNER_ORIGIN = new URL(PARTNER).origin;

interface Manifest {
  version: string;
  files: Record<string, { integrity: string; size: number }>;
}

test('every hash of the manifest is the served file’s, in the release folder cached for good (its pages briefly)', async ({
  request,
}) => {
  const manifestResponse = await request.get(`${WIDGET_BASE}manifest.json`);
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as Manifest;
  expect(Object.keys(manifest.files)).toEqual(
    expect.arrayContaining(['wizyta-loader.js', 'wizyta-widget.js']),
  );
  for (const [name, { integrity, size }] of Object.entries(manifest.files)) {
    const response = await request.get(`${WIDGET_BASE}${manifest.version}/${name}`, {
      headers: { origin: PARTNER_ORIGIN },
    });
    const body = await response.body();
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, name).toBe(integrity);
    expect(body.length, name).toBe(size);
    // A page's frame-ancestors follow its brand's trust list, which changes without a release.
    expect(response.headers()['cache-control'], name).toBe(
      name.endsWith('.html') ? 'public, max-age=300, must-revalidate' : 'public, max-age=31536000, immutable',
    );
    expect(response.headers()['access-control-allow-origin'], name).toBe(PARTNER_ORIGIN);
  }
  const moving = await request.get(`${WIDGET_BASE}v${manifest.version.split('.')[0]}/wizyta-loader.js`);
  expect(moving.headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
});

test('the pinned loader with its integrity renders the widget from its own release folder only', async ({
  page,
}) => {
  const widgetFiles: string[] = [];
  page.on('request', (request) => {
    const { href, pathname } = new URL(request.url());
    if (href.startsWith(WIDGET_BASE)) widgetFiles.push(pathname.slice('/widget/'.length));
  });
  await page.goto(`${PARTNER}pinned.html`);
  await expect(flow(page).getByRole('heading', { level: 2, name: 'Umów wizytę' })).toBeVisible();
  const version = await page.evaluate(() => (window as { Wizyta?: { version?: string } }).Wizyta?.version);
  const manifest = (await (await page.request.get(`${WIDGET_BASE}manifest.json`)).json()) as Manifest;
  expect(version).toBe(manifest.version);
  await expect(page.locator('script[integrity]')).toHaveAttribute(
    'integrity',
    manifest.files['wizyta-loader.js']?.integrity ?? 'missing',
  );
  await expect(page.locator('link[integrity]')).toHaveAttribute(
    'integrity',
    manifest.files['wizyta.css']?.integrity ?? 'missing',
  );
  // The pinned stylesheet passed its integrity check and applies (a refused one has no sheet).
  const rules = await page.evaluate(
    (name) => [...document.styleSheets].find((sheet) => sheet.href?.endsWith(name))?.cssRules.length ?? 0,
    `/${version}/wizyta.css`,
  );
  expect(rules).toBe(2);
  const outside = widgetFiles.filter((file) => file !== 'manifest.json' && !file.startsWith(`${version}/`));
  expect(outside).toEqual([]);
  expect(widgetFiles).toEqual(
    expect.arrayContaining([`${version}/wizyta-widget.js`, `${version}/flow.html`]),
  );
});

test('a loader whose bytes do not match the integrity is refused by the browser', async ({ page }) => {
  await page.goto(`${PARTNER}strict-csp.html`);
  const manifest = (await (await page.request.get(`${WIDGET_BASE}manifest.json`)).json()) as Manifest;
  const outcome = await page.evaluate(
    ({ src, integrity }) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('refused');
        document.head.append(script);
      }),
    {
      src: `${WIDGET_BASE}${manifest.version}/wizyta-loader.js`,
      // The hash of another file: what a tampered or swapped loader would look like.
      integrity: manifest.files['wizyta-widget.js']?.integrity ?? 'missing',
    },
  );
  expect(outcome).toBe('refused');
});
