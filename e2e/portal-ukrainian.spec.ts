import { messagesUk as uk } from '@wizyta/core/i18n/catalogue';
import { expectNoPolish } from './i18n-polishLeaks';
import { expect, test } from './test';
import { collectConsoleErrors, PATIENT_PHONE } from './widget-bookingSteps';

// The portal opened with ?lang=uk speaks Ukrainian on its main pages (sign-in,
// visits list, profile, booking search), shell included, and says so in <html lang>.
const ORIGIN = process.env.PORTAL_E2E_ORIGIN ?? 'http://localhost:8080';

test('uk: SMS sign-in, visits, account details and the booking search, all in Ukrainian', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${ORIGIN}/sms-login?lang=uk`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1, name: uk['account.sms.title'] })).toBeVisible();
  await expectNoPolish(page.locator('body'));
  await page.getByLabel(uk['account.field.phoneNumber']).fill(PATIENT_PHONE);
  await page.getByRole('button', { name: uk['account.sms.send'] }).click();
  await page.getByRole('textbox', { name: uk['account.sms.code'] }).fill('123456');
  // The header offers "sign in" too (the same words): the form's own button.
  await page.getByRole('main').getByRole('button', { name: uk['account.sms.submit'], exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: uk['visits.title'] })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoPolish(page.locator('body'));

  await page.getByRole('button', { name: uk['portal.header.account'] }).click();
  await page.getByRole('link', { name: uk['common.accountData'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: uk['account.profile.title'] })).toBeVisible();
  // The notifications and the document types' names are the backend's texts (Polish in the sample).
  const notifications = page
    .getByRole('region', { name: uk['account.notifications.title'] })
    .getByRole('listitem');
  const documentTypes = page.getByLabel(uk['account.field.documentType']).locator('option');
  // Read once the dictionary has arrived (the choice prompt and at least two types).
  await expect(documentTypes.nth(2)).toBeAttached();
  await expectNoPolish(page.locator('body'), [notifications, documentTypes]);

  await page
    .getByRole('navigation', { name: uk['portal.header.mainNav'] })
    .getByRole('link', { name: uk['common.makeAppointment'] })
    .click();
  await expect(page.getByRole('heading', { name: uk['booking.search.title'] })).toBeVisible();
  await expect(page.getByLabel(uk['booking.search.specialization']).locator('option')).not.toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expectNoPolish(page.locator('body'));
  expect(errors).toEqual([]);
});
