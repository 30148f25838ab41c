import { apiGet, smsToken } from './quality-apiSession';
import { expect, test } from './test';
import { bookInCash, collectConsoleErrors, flow, hostLog, PARTNER } from './widget-bookingSteps';

// Attribution: the partner page's partner id and its address's utm_* (and nothing else
// of that address) travel with the booking into the stored appointment and come back in
// wizyta:booked; with consent, the opt-in dataLayer bridge pushes the non-personal events.

interface Booked {
  appointmentId: string;
  attribution: unknown;
}

const EXPECTED = { partner: 'przyklad', utm: { source: 'x', medium: 'y' } };

test('a booking from ?utm_source=x&utm_medium=y&evil=z carries exactly the whitelisted values', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${PARTNER}?utm_source=x&utm_medium=y&evil=z`);
  // The partner opts in to the dataLayer bridge and reports the visitor's consent.
  await page.locator('wizyta-booking').evaluate((element) => element.setAttribute('data-layer', ''));
  await page.evaluate(() =>
    (window as unknown as { Wizyta(command: string, granted: boolean): void }).Wizyta('consent', true),
  );
  await bookInCash(flow(page));

  const logged = (await hostLog(page, 'wizyta:booked').last().textContent()) ?? '';
  const booked = JSON.parse(logged.slice(logged.indexOf('{'))) as Booked;
  expect(booked.attribution).toEqual(EXPECTED);

  const token = await smsToken(request, 'pacjent');
  const stored = await apiGet<{ attribution?: unknown }>(
    request,
    token,
    `/appointments/${booked.appointmentId}`,
  );
  expect(stored.attribution).toEqual(EXPECTED);

  const layer = (await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)) ?? [];
  expect(layer).toContainEqual({
    event: 'wizyta_booked',
    wizyta: { appointmentType: 'CALL', attribution: EXPECTED },
  });
  expect(JSON.stringify(layer)).not.toContain(booked.appointmentId);
  expect(errors).toEqual([]);
});

test('on an origin the provider has not registered, the console names the origin to register', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // The same example page, from localhost instead of 127.0.0.1: another origin, not on the list.
  await page.goto('http://localhost:8081/partner-site/');
  await expect(page.locator('wizyta-booking a[data-wizyta-fallback]')).toBeVisible();
  await expect
    .poll(() => errors.find((line) => line.includes('[wizyta]')))
    .toContain(
      '[wizyta] register http://localhost:8081 with the provider: http://localhost:8080/partner-kit/',
    );
});
