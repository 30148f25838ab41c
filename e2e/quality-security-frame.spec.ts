import type { Frame, Page } from '@playwright/test';
import { PARTNER, PORTAL } from './quality-apiSession';
import { expect, test } from './test';

/**
 * The postMessage fuzz against the framed widget on the insurer page (a trusted origin).
 * e2e/widget-frame.spec.ts covers the trusted prefill and the hostile page (untrusted *parent*);
 * here the parent is trusted and the attackers are *other* windows: sibling frames at lookalike
 * origins and an opaque (`null`) origin, plus malformed and oversized payloads from the trusted
 * parent itself. After all of them, the trusted prefill (Poznań) is still the one applied.
 */

const INSURER = `${PARTNER}/insurer-app/`;
const WIDGET_ORIGIN = PORTAL;
const ATTACK = { type: 'wizyta:prefill', prefill: { city: 'gdansk', patient: { firstName: 'Mallory' } } };

/** Serves a sender page at `origin` whose script posts ATTACK to the widget frame (frames[0] of its parent). */
async function serveSender(page: Page, origin: string): Promise<string> {
  const base = `${origin}/__quality-sender/`;
  await page.context().route(`${base}**`, (route) => {
    const isScript = route.request().url().endsWith('.js');
    return route.fulfill({
      contentType: isScript ? 'text/javascript' : 'text/html',
      body: isScript
        ? `parent.frames[0].postMessage(${JSON.stringify(ATTACK)}, ${JSON.stringify(WIDGET_ORIGIN)});
           parent.frames[0].postMessage(${JSON.stringify(ATTACK)}, '*');
           document.title = 'sent';`
        : '<!doctype html><title>sender</title><script src="sender.js"></script>',
    });
  });
  return `${base}index.html`;
}

/** Adds a sibling iframe (optionally sandboxed: an opaque `null` origin) to the insurer page. */
async function addSibling(page: Page, src: string, sandbox: boolean): Promise<void> {
  await page.evaluate(
    ({ src, sandbox }) => {
      const frame = document.createElement('iframe');
      if (sandbox) frame.setAttribute('sandbox', 'allow-scripts');
      frame.title = 'sender';
      frame.src = src;
      document.body.append(frame);
    },
    { src, sandbox },
  );
}

async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('#wizyta-frame').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no widget frame');
  return frame;
}

test.describe('postMessage fuzz against the framed widget', () => {
  // The sender iframes are added by the test: let the insurer page's own CSP allow them.
  test.use({ bypassCSP: true });

  test('lookalike, opaque and untrusted-port origins are ignored; the trusted prefill stays', async ({
    page,
  }) => {
    const reports: string[] = [];
    page.on('console', (message) => reports.push(message.text()));
    await page.goto(INSURER);
    const widget = page.frameLocator('#wizyta-frame').locator('wizyta-booking');
    const town = widget.getByRole('combobox', { name: 'Miasto' }).locator('option:checked');
    await expect(town).toHaveText('Poznań');

    const senders: Array<[string, boolean]> = [
      // `http://127.0.0.1:8081.evil.test` and `http://127.0.0.1:80811` are not valid URLs (the
      // port must be 0-65535 digits), so no window can carry those origins; isTrustedOrigin's unit
      // test covers the strings. The browser-made lookalikes closest to them:
      ['http://127.0.0.1.evil.test:8081', false],
      ['http://127.0.0.1:18081', false],
      ['http://localhost:8081', false],
      ['http://evil.test', false],
      [PARTNER, true], // sandboxed: origin "null", even though served by the trusted host
      [PARTNER, false], // trusted origin, but not the parent window
    ];
    for (const [origin, sandbox] of senders) await addSibling(page, await serveSender(page, origin), sandbox);
    await expect.poll(() => page.frames().filter((f) => f.url().includes('__quality-sender')).length).toBe(6);
    await expect
      .poll(async () => {
        const titles = await Promise.all(
          page.frames().map((f) => (f.url().includes('__quality-sender') ? f.title().catch(() => '') : '')),
        );
        return titles.filter((t) => t === 'sent').length;
      })
      .toBeGreaterThanOrEqual(5); // the sandboxed frame's title cannot be read across the opaque origin

    await page.waitForTimeout(500);
    await expect(town).toHaveText('Poznań');
    const ignored = reports.filter((r) => r.includes('ignored a message'));
    for (const origin of [
      'http://127.0.0.1.evil.test:8081',
      'http://127.0.0.1:18081',
      'http://localhost:8081',
      'http://evil.test',
    ])
      expect(ignored.join('\n')).toContain(origin);
    expect(ignored.join('\n')).toContain('ignored a message from null');
    expect(ignored.join('\n')).toContain(`ignored a message from ${PARTNER}: not sent by the parent frame`);
  });

  test('malformed and oversized payloads from the trusted parent are ignored', async ({ page }) => {
    const reports: string[] = [];
    page.on('console', (message) => reports.push(message.text()));
    await page.goto(INSURER);
    const widget = page.frameLocator('#wizyta-frame').locator('wizyta-booking');
    await expect(widget.getByRole('combobox', { name: 'Miasto' }).locator('option:checked')).toHaveText(
      'Poznań',
    );

    const frame = await widgetFrame(page);
    // The town chosen in the widget's search step (the "Miasto" select in its shadow root).
    const pressed = () =>
      frame.evaluate(() => {
        const selects =
          document.querySelector('wizyta-booking')?.shadowRoot?.querySelectorAll('select') ?? [];
        const town = [...selects].find((select) => [...select.options].some((o) => o.text === 'Kraków'));
        return town ? [town.selectedOptions[0]?.text ?? ''] : [];
      });
    const cases = [
      'null',
      'string',
      'JSON text',
      'wrong type case',
      'no prefill',
      'prefill not an object',
      'negative specialization',
      'markup as city',
      'invalid e-mail',
      'oversized name',
      'oversized unknown key',
      'oversized JSON text',
      'cyclic',
      'ArrayBuffer',
    ];
    for (const [index, name] of cases.entries()) {
      await page.evaluate(
        ({ origin, index }) => {
          const target = (document.getElementById('wizyta-frame') as HTMLIFrameElement).contentWindow;
          const big = 'x'.repeat(9 * 1024);
          const cyclic: Record<string, unknown> = { city: 'gdansk' };
          cyclic.self = cyclic;
          const payloads: unknown[] = [
            null,
            'wizyta:prefill',
            JSON.stringify({ type: 'wizyta:prefill', prefill: { city: 'gdansk' } }),
            { type: 'WIZYTA:PREFILL', prefill: { city: 'gdansk' } },
            { type: 'wizyta:prefill' },
            { type: 'wizyta:prefill', prefill: 42 },
            { type: 'wizyta:prefill', prefill: { city: 'gdansk', specializationId: -1 } },
            { type: 'wizyta:prefill', prefill: { city: '<img src=x onerror=alert(1)>' } },
            { type: 'wizyta:prefill', prefill: { city: 'gdansk', patient: { email: 'not-an-email' } } },
            { type: 'wizyta:prefill', prefill: { city: 'gdansk', patient: { firstName: big } } },
            { type: 'wizyta:prefill', prefill: { city: 'gdansk', note: big } },
            { type: 'wizyta:prefill', prefill: JSON.stringify({ city: 'gdansk', pad: big }) },
            { type: 'wizyta:prefill', prefill: cyclic },
            new ArrayBuffer(16),
          ];
          target?.postMessage(payloads[index], origin);
        },
        { origin: WIDGET_ORIGIN, index },
      );
      await page.waitForTimeout(100);
      expect(await pressed(), `payload "${name}" was applied`).toEqual(['Poznań']);
    }
    // A valid prefill carrying a "__proto__" key: applied (unknown keys are dropped), and the
    // widget's realm is not polluted.
    await page.evaluate((origin) => {
      const target = (document.getElementById('wizyta-frame') as HTMLIFrameElement).contentWindow;
      target?.postMessage(
        { type: 'wizyta:prefill', prefill: '{"city":"krakow","__proto__":{"polluted":true}}' },
        origin,
      );
    }, WIDGET_ORIGIN);
    await expect.poll(pressed).toEqual(['Kraków']);
    expect(await frame.evaluate(() => 'polluted' in {})).toBe(false);
    expect(reports.join('\n')).toMatch(/ignored/);
  });
});
