import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectLoggedOutAtIdp, signInAtIdp } from './idpSignIn';
import { startOwnBackend } from './ownBackend';
import { search } from './portal-orderSteps';
import { expect, test } from './test';
import { fillEmpty } from './widget-bookingSteps';

/**
 * The account pages of the portal, what they must do, against a sample backend of their own,
 * started on a free port for this file (fresh seed data: `nowy` has not accepted the terms yet),
 * serving the built portal (`packages/portal/dist`; `npm run build:portal` first). Sign-in goes
 * through the dev IdP's form with the real keycloak-js.
 */

const own = startOwnBackend();

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Moje konto' });
/** Signed out: the header's sign-in button, or the IdP's sign-in form. */
const signedOut = (page: Page) =>
  page.getByRole('button', { name: 'Zaloguj się' }).or(page.getByLabel('Nazwa użytkownika')).first();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

test('nowy is forced to /agreements, accepts, and lands where they were going', async ({ page }) => {
  await page.goto(`${own.url}/profile`);
  await signInAtIdp(page, 'nowy');
  await expect(page).toHaveURL(`${own.url}/agreements?redirectedFrom=%2Fprofile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin i zgody' })).toBeVisible();

  await page.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }).click();
  const terms = page.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ });
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toBeFocused();
  await expect(page.getByText('Akceptacja regulaminu jest wymagana')).toBeVisible();

  await terms.check();
  await page.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }).click();
  await expect(page).toHaveURL(`${own.url}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dane konta' })).toBeVisible();
  await expect(page.getByText('Katarzyna Nowak')).toBeVisible();
});

test('cancelling the sign-in at the IdP says so (4000), and does not send the patient back to it', async ({
  page,
}) => {
  await page.goto(`${own.url}/profile`);
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wylogowano' })).toBeVisible();
  await expect(page.getByText('Błąd 4000: Wystąpił błąd podczas logowania.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(accountMenu(page)).toHaveCount(0);
  // Signing in again from there works.
  await page.getByRole('button', { name: 'Zaloguj się ponownie' }).click();
  await signInAtIdp(page, 'pacjent');
  await expect(accountMenu(page)).toBeVisible();
});

test('bezroli is logged out', async ({ page }) => {
  await page.goto(`${own.url}/`);
  await signInAtIdp(page, 'bezroli');
  // Reset and logout (guard step 2): signed out with the reason, never in the app…
  await expect(signedOut(page)).toBeVisible();
  await expect(page.getByText('Błąd 4103: Nie udało się zalogować.').first()).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  // …and it stays so: the logout ends the IdP session, so no silent sign-in (a `#code=` return)
  // brings the account back and starts another logout.
  const returns: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('#code=')) returns.push(frame.url());
  });
  await page.waitForTimeout(3000);
  expect(returns).toEqual([]);
});

test('registration rejects an invalid PESEL, a first name with digits and a NIP-like phone, then succeeds', {
  tag: ['@wcag-3.3.1', '@wcag-3.3.3'],
}, async ({ page }) => {
  await page.goto(`${own.url}/registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rejestracja' })).toBeVisible();
  await field(page, 'Imię').fill('Jan2');
  await field(page, 'Nazwisko').fill('Kowalski');
  await field(page, 'PESEL').fill('90010112345');
  await field(page, 'Numer telefonu').fill('5260250274');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(field(page, 'Imię')).toBeFocused();
  await expect(page.getByText('Imię może zawierać tylko litery')).toBeVisible();
  await expect(page.getByText('Podaj prawidłowy numer PESEL')).toBeVisible();
  await expect(page.getByText('Podaj prawidłowy numer telefonu (dla numerów polskich 9 cyfr)')).toBeVisible();

  await field(page, 'Imię').fill('Jan');
  await field(page, 'PESEL').fill('44051401359');
  await expect(field(page, 'Data urodzenia')).toHaveValue('1944-05-14');
  await expect(field(page, 'Płeć')).toHaveValue('MALE');
  await field(page, 'Rodzaj dokumentu').selectOption('PASSPORT');
  await field(page, 'Numer dokumentu').fill('AB1234567');
  await field(page, 'Język kontaktu').selectOption({ label: 'polski' });
  await field(page, 'Adres e-mail').fill('jan.kowalski.e2e@example.com');
  const phone = `6${String(Date.now()).slice(-8)}`;
  await field(page, 'Numer telefonu').fill(phone);
  await page.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ }).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto zostało założone' })).toBeVisible();
  await expect(page.getByText(`+48 ${phone}`)).toBeVisible();
});

test('a profile edit survives a reload', async ({ page }) => {
  await page.goto(`${own.url}/profile`);
  await signInAtIdp(page, 'pacjent');
  await expect(field(page, 'Miejscowość')).toHaveValue('Kraków');
  await field(page, 'Miejscowość').fill('Gdynia');
  await field(page, 'Ulica').fill('Świętojańska');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zmiany zostały zapisane')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Miejscowość')).toHaveValue('Gdynia');
  await expect(field(page, 'Ulica')).toHaveValue('Świętojańska');
});

test('SMS login shows 4105 for a wrong code, then signs in with the right one', async ({ page }) => {
  await page.goto(`${own.url}/sms-login`);
  // A public route (core's ROUTES): the page itself, never the IdP's sign-in.
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie kodem SMS' })).toBeVisible();

  await field(page, 'Numer telefonu').fill('500100200');
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wpisz kod z SMS-a' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Nowy kod możesz wysłać za \d+ s/ })).toBeDisabled();
  await page.getByLabel('Kod z SMS-a', { exact: true }).fill('111111');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByText('Błąd 4105: Nieprawidłowy kod weryfikacyjny.')).toBeVisible();
  await expect(page.getByLabel('Kod z SMS-a', { exact: true })).toBeFocused();
  await page.getByLabel('Kod z SMS-a', { exact: true }).fill('123456');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(`${own.url}/`);
});

test('on the broker brand the header has no "Umów wizytę" and /make-appointment ends in logout', async ({
  page,
}) => {
  await page.goto(`${own.url}/b/rankomat/`);
  await signInAtIdp(page, 'pacjent');
  await expect(accountMenu(page)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umów wizytę' })).toHaveCount(0);

  await page.goto(`${own.url}/b/rankomat/make-appointment`);
  // Guard rule 5 logs out, through the IdP's end-session page and back (more than 5 s on a busy
  // machine): the test ends where the logout does.
  await expectLoggedOutAtIdp(page, 15_000);
  await expect(accountMenu(page)).toHaveCount(0);
});

test('/nfz-visit-type for nfz leads to an NFZ booking at 0 zł', async ({ page }) => {
  await page.goto(`${own.url}/nfz-visit-type`);
  await signInAtIdp(page, 'nfz');
  await expect(page.getByRole('heading', { level: 1, name: 'Wybierz rodzaj wizyty' })).toBeVisible();
  await expect(page.getByText('od 79,00 zł')).toBeVisible();
  // The nfz account's profile flags the make-declaration popup: the shell shows it over the page
  // (its code arrives after the page's), and Escape hides it for this visit.
  const popup = page.getByRole('dialog', { name: 'Złóż deklarację wyboru lekarza POZ' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await page.getByRole('button', { name: 'Wybieram wizytę NFZ' }).click();
  await expect(page).toHaveURL(`${own.url}/make-appointment?nfzChoosen=true`);

  const booking = page.getByRole('region', { name: 'Umawianie wizyty' });
  await expect(booking).toBeVisible();

  // The booking screens (packages/booking): the NFZ search for tomorrow, the order details at
  // 0 zł, personal data, symptoms, and the 'confirm reservation' step instead of a payment.
  await expect(booking.getByRole('checkbox', { name: 'Wizyta w ramach NFZ (bezpłatna)' })).toBeChecked();
  await search(page, 'Kraków');
  // 0 zł: the booking screens name the NFZ price in words.
  await expect(page.getByText('Bezpłatna (NFZ)')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Etapy umawiania wizyty' })).not.toContainText(
    'Płatność',
  );
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await fillEmpty(page, {
    PESEL: '44051401359',
    Miejscowość: 'Kraków',
    'Kod pocztowy': '31-042',
    Ulica: 'Floriańska',
    'Numer domu': '15',
    'Adres e-mail': 'nfz@example.pl',
    'Numer telefonu': '500100204',
  });
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await page.getByLabel('Kaszel').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Potwierdzenie rezerwacji' })).toBeVisible();
  await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible({ timeout: 20_000 });
  await expect(page).not.toHaveURL(/\/pay$/);
});

for (const path of ['registration', 'sms-login', 'contact', 'regulation', 'privacy-policy']) {
  test(`/${path} passes axe (WCAG 2.1 AA) and fits a 320 px screen`, { tag: '@wcag-1.4.10' }, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${own.url}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The form's error state is checked too where there is a form.
    const submit = page.getByRole('main').locator('button[type="submit"]').first();
    if (await submit.count()) await submit.click();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('/profile, /notifications and /nfz-visit-type pass axe and fit a 320 px screen', {
  tag: '@wcag-1.4.10',
}, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${own.url}/profile`);
  await signInAtIdp(page, 'pacjent');
  for (const path of ['profile', 'notifications', 'nfz-visit-type']) {
    await page.goto(`${own.url}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Ładowanie…')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
