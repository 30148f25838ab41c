import type { Page } from '@playwright/test';
import { signInAtIdp } from './idpSignIn';
import { expect, test } from './test';

/**
 * The portal's shell against the sample backend serving the built portal (playwright.config.ts's
 * webServer builds it and starts the backend on :8080 with DELAY_MS=0): sign-in through the dev
 * IdP with the real keycloak-js, the header's permitted items, the brands' titles and favicons,
 * and no console error or CSP violation anywhere.
 */

// PORTAL_E2E_ORIGIN lets a developer point the spec at a backend of their own on another port.
const ORIGIN = process.env.PORTAL_E2E_ORIGIN ?? 'http://localhost:8080';

/** Console errors, page errors and CSP violations of a page, collected for a final assertion. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} at ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`response: ${response.status()} ${response.url()}`);
  });
  return problems;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

test('pacjent signs in through the dev IdP and lands on / with the permitted header items', {
  tag: '@wcag-2.4.2',
}, async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByLabel('Nazwa użytkownika')).toBeVisible();
  await signInAtIdp(page, 'pacjent');

  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect(page).toHaveTitle('Wizyta — konsultacje lekarskie online');
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText(['Umów wizytę', 'Moje wizyty', 'Kontakt']);

  await page.getByRole('button', { name: 'Moje konto' }).click();
  await expect(page.getByRole('link', { name: 'Dane konta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Informacje' }).getByRole('link')).toHaveText([
    'Regulamin',
    'Polityka prywatności',
    'Deklaracja dostępności',
    'Infolinia: +48 22 555 01 00',
    'E-mail: pomoc@wizyta.example',
  ]);
  // The patient's notifications; the unread count in its name depends on what other specs booked.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Powiadomienia/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('/b/pzu/ has its own title, favicon and theme', { tag: '@wcag-2.4.2' }, async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${ORIGIN}/b/pzu/contact`);
  await expect(page).toHaveTitle('Wizyta — PZU');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', '/b/pzu/favicons/pzu.svg');
  const favicon = await page.request.get(`${ORIGIN}/b/pzu/favicons/pzu.svg`);
  expect(favicon.headers()['content-type']).toBe('image/svg+xml');
  expect(await favicon.text()).toContain('#003c7d');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--wizyta-primary').trim(),
  );
  expect(primary).toBe('#003c7d');
  await expect(page.getByRole('link', { name: 'PZU — strona główna' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('/b/rankomat/ offers no make-appointment link to a signed-in patient', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${ORIGIN}/b/rankomat/`);
  await signInAtIdp(page, 'pacjent');
  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible();
  await expect(page).toHaveTitle('Wizyta — Rankomat');
  await expect(mainNav(page).getByRole('link', { name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umów wizytę' })).toHaveCount(0);
  await expect(page.getByText('Powered by Wizyta')).toBeVisible();
  expect(problems).toEqual([]);
});

test('HTML responses carry the strict CSP and the documents are real PDFs', async ({ request }) => {
  // A page navigation (browsers send Accept: text/html; the history fallback answers only those).
  const page = await request.get(`${ORIGIN}/b/welbi/visit/1`, { headers: { accept: 'text/html' } });
  const csp = page.headers()['content-security-policy'] ?? '';
  for (const directive of ["script-src 'self'", "style-src 'self'", "object-src 'none'", "base-uri 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(await page.text()).toContain('<meta name="wizyta-base" content="/b/welbi/">');
  for (const name of ['regulamin', 'welbi-regulamin', 'polityka-prywatnosci']) {
    const pdf = await request.get(`${ORIGIN}/b/welbi/documents/${name}.pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('analytics (with an id and consent): one page view per page change, browser Back included', async ({
  page,
}) => {
  // The sample's config.json carries an analyticsId (G-WIZYTA-SAMPLE) for every brand.
  const pageViews = () =>
    page.evaluate(() => {
      const layer = (window as { dataLayer?: { event?: string; route?: string }[] }).dataLayer ?? [];
      return layer.filter((entry) => entry.event === 'wizyta.page_view').map((entry) => entry.route);
    });
  await page.goto(`${ORIGIN}/`);
  await signInAtIdp(page, 'pacjent'); // marketing agreement given
  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible();
  await expect.poll(pageViews).toEqual(['visits']);

  await mainNav(page).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Moje wizyty' }).click();
  await page.locator('a[href*="/visit/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły wizyty' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje wizyty' })).toBeVisible();
  await expect.poll(pageViews).toEqual(['visits', 'contact', 'visits', 'visit', 'visits']);
  // Nothing more arrives later (a late, stale page view was the bug this guards against).
  await page.waitForTimeout(500);
  expect(await pageViews()).toEqual(['visits', 'contact', 'visits', 'visit', 'visits']);
});

test('analytics: a sign-in through the IdP redirect sends one login, a reload of the signed-in session none', async ({
  page,
}) => {
  // Both lists are read once the page view is in: by then the session is ready and its login sent.
  const sent = () =>
    page.evaluate(() => {
      const layer = (window as { dataLayer?: { event?: string; method?: string }[] }).dataLayer ?? [];
      return {
        pageViews: layer.filter((entry) => entry.event === 'wizyta.page_view').length,
        logins: layer.filter((entry) => entry.event === 'wizyta.login').map((entry) => entry.method),
      };
    });
  await page.goto(`${ORIGIN}/`);
  await signInAtIdp(page, 'pacjent'); // marketing agreement given
  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible();
  await expect.poll(async () => (await sent()).pageViews).toBe(1);
  expect((await sent()).logins).toEqual(['sso']);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible();
  await expect.poll(async () => (await sent()).pageViews).toBe(1);
  expect((await sent()).logins).toEqual([]);
});
