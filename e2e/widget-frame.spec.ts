import { expect, test } from './test';
import { serveWidgetBuild } from './widget-serveBuild';

test.beforeEach(async ({ context }, testInfo) => {
  if (await serveWidgetBuild(context)) {
    testInfo.annotations.push({
      type: 'shim',
      description: 'dist/widget served by page.route: the backend has no /widget/ yet',
    });
  }
});

test('the insurer page (a trusted origin) prefills the framed widget', async ({ page }) => {
  await page.goto('http://127.0.0.1:8081/insurer-app/');
  const widget = page.frameLocator('#wizyta-frame').locator('wizyta-booking');
  // The booking search form starts from the insurer's prefill (city and visit kind).
  await expect(widget.getByLabel('Miasto', { exact: true }).locator('option:checked')).toHaveText('Poznań');
  await expect(widget.getByLabel('Rozmowa telefoniczna')).toBeChecked();
  // Events come back to the parent, addressed to its origin.
  await expect(page.locator('#event-log')).toContainText('wizyta:ready');
});

test("the insurer page's script arriving after the widget announced itself still prefills it", async ({
  page,
}) => {
  // The insurer's script answers only once the frame has loaded its lists (after `wizyta:ready`):
  // the race a slow answer for that file lost in a two-worker run (its trace: insurer.js 308 ms,
  // the frame's config and lists before it).
  let listsAsked: () => void = () => {};
  const frameShown = new Promise<void>((resolve) => {
    listsAsked = resolve;
  });
  page.on('request', (request) => {
    if (request.url().includes('/visit-api/anonymous/towns')) listsAsked();
  });
  await page.route('**/insurer-app/insurer.js', async (route) => {
    await frameShown;
    await route.continue();
  });
  await page.goto('http://127.0.0.1:8081/insurer-app/');
  const widget = page.frameLocator('#wizyta-frame').locator('wizyta-booking');
  await expect(widget.getByLabel('Miasto', { exact: true }).locator('option:checked')).toHaveText('Poznań');
  await expect(widget.getByLabel('Rozmowa telefoniczna')).toBeChecked();
  // The page's listener came too late for the frame's first event.
  await expect(page.locator('#event-log')).not.toContainText('wizyta:ready');
});

test('the hostile page (an origin not on the list) cannot prefill the widget', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto('http://localhost:8081/hostile-site/');
  await expect(page.locator('#event-log')).toContainText('prefill posted from http://localhost:8081');
  const frame = page.frameLocator('#wizyta-frame');
  // Either the frame is refused (frame-ancestors), or the widget ignores the message.
  const gdansk = frame
    .locator('wizyta-booking')
    .getByLabel('Miasto', { exact: true })
    .locator('option:checked', { hasText: 'Gdańsk' });
  await expect(gdansk).toHaveCount(0);
  await page.waitForTimeout(1000);
  await expect(gdansk).toHaveCount(0);
});
