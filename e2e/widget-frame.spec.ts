import { expect, test } from './test';
import { PATIENT_PHONE, personalAndSymptoms, searchVisit, signInBySms } from './widget-bookingSteps';
import { leaveStep, stepSettled } from './widget-leaveStep';
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

test('a whole booking in the insurer app: the frame never collapses to a loading line between steps', async ({
  page,
}) => {
  await page.goto('http://127.0.0.1:8081/insurer-app/');
  const widget = page.frameLocator('#wizyta-frame').locator('body');
  await expect(widget.getByLabel('Miasto', { exact: true }).locator('option:checked')).toHaveText('Poznań');
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel(/Gotówką u lekarza/).check();
  await widget.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  // The insurer page logs every message of the frame: the heights it was asked to take. A step
  // loading its screen (a code chunk, the session, the booking itself) showed a one-line
  // placeholder, and the frame shrank to it (24, 208, 152 px) and grew back a moment later: the
  // page jumped under the patient's pointer, and a click aimed before the jump missed.
  const heights = (await page.locator('#event-log li').allTextContents())
    .filter((line) => line.startsWith('wizyta:resize '))
    .map((line) => (JSON.parse(line.slice('wizyta:resize '.length)) as { height: number }).height);
  expect(heights.length).toBeGreaterThan(3);
  expect(heights.filter((height) => height < 300)).toEqual([]);
});
