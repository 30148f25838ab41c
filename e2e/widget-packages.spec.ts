import type { Page } from '@playwright/test';
import { apiGet, PARTNER, smsToken } from './quality-apiSession';
import { expect, test } from './test';
import {
  collectConsoleErrors,
  fillEmpty,
  flow,
  PATIENT_PHONE,
  searchVisit,
  signInBySms,
} from './widget-bookingSteps';
import { stepSettled } from './widget-leaveStep';

// The npm packages as partners use them, on the cross-site partner origin (127.0.0.1:8081):
// examples/react-app (React 19, built by vite in `npm run build`, served from its dist/) with
// @wizyta/embed-react, and examples/embed-plain, which imports @wizyta/embed's built file as an
// ES module without a bundler. Both carry WELBI's short flow (no payment step): the shortest
// booking that ends in `wizyta:booked`.

/** Books in the WELBI widget on `page`: search, SMS sign-in, the order page's personal data. */
async function bookWelbiVisit(page: Page): Promise<void> {
  const widget = flow(page);
  await searchVisit(widget);
  await signInBySms(widget, PATIENT_PHONE);
  await stepSettled(widget, 'Szczegóły wizyty');
  await fillEmpty(widget);
  await widget.getByRole('button', { name: 'Zarezerwuj wizytę' }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
}

test('a React 19 app books through <WizytaBooking> and shows the visit its onBooked received', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${PARTNER}/react-app/dist/`);
  await expect(page.getByTestId('step')).toHaveText('search');
  await bookWelbiVisit(page);

  await expect(page.getByTestId('step')).toHaveText('result');
  const appointmentId = (await page.getByTestId('appointment-id').textContent()) ?? '';
  expect(appointmentId).not.toBe('');
  // The id onBooked received is the patient's new visit on the server.
  const visit = await apiGet<{ id: string }>(
    request,
    await smsToken(request, 'pacjent'),
    `/appointments/${encodeURIComponent(appointmentId)}`,
  );
  expect(visit.id).toBe(appointmentId);
  await expect(page.getByText('Zarezerwowano wizytę nr')).toContainText('(CALL, ');

  // useWizyta(): the app's own button opens the booking in the widget's dialog.
  await page.getByRole('button', { name: 'Umów wizytę w okienku' }).click();
  await expect(page.locator('wizyta-booking[mode="dialog"][open][partner="react-app"]')).toBeAttached();
  expect(errors).toEqual([]);
});

test('a page without a bundler imports @wizyta/embed and hears wizyta:booked through on()', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const loaders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/wizyta-loader.js')) loaders.push(request.url());
  });
  await page.goto(`${PARTNER}/embed-plain/`);
  await expect(page.locator('#step')).toHaveText('search');
  await bookWelbiVisit(page);
  await expect(page.locator('#step')).toHaveText('result');
  await expect(page.locator('#booked')).toHaveText(/^Zarezerwowano wizytę nr \S+\.$/);
  expect(loaders).toEqual(['http://localhost:8080/widget/wizyta-loader.js']);
  expect(errors).toEqual([]);
});
