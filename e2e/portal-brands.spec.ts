import type { Page } from '@playwright/test';
import { expectLoggedOutAtIdp, signInAtIdp } from './idpSignIn';
import { startOwnBackend } from './ownBackend';
import { expect, test } from './test';

/**
 * Every brand renders the account pages with what its permissions allow and nothing more:
 * general, welbi, inter, pzu and the broker rankomat × profile, regulation,
 * registration, the NFZ choice and make-appointment — what is visible, and that a forbidden route
 * logs out (guard rule 5). Against a sample backend of its own, serving the built portal.
 */

const own = startOwnBackend();

interface BrandCase {
  readonly type: string;
  readonly title: string;
  /** SHOW_MAKE_APPOINTMENT: the header link, and the route that logs out without it. */
  readonly makeAppointment: boolean;
  /** EDIT_EMAIL, and with it the marketing and trade consents on the profile. */
  readonly editEmail: boolean;
  readonly regulation: string;
  /** REGISTRATION and SHOW_NFZ: general only. */
  readonly general: boolean;
}

const BRANDS: readonly BrandCase[] = [
  {
    type: 'general',
    title: 'Wizyta — konsultacje lekarskie online',
    makeAppointment: true,
    editEmail: true,
    regulation: 'documents/regulamin.pdf',
    general: true,
  },
  {
    type: 'welbi',
    title: 'Wizyta — Welbi',
    makeAppointment: true,
    editEmail: false,
    regulation: 'documents/welbi-regulamin.pdf',
    general: false,
  },
  {
    type: 'inter',
    title: 'Wizyta — INTER',
    makeAppointment: true,
    editEmail: false,
    regulation: 'documents/regulamin.pdf',
    general: false,
  },
  {
    type: 'pzu',
    title: 'Wizyta — PZU',
    makeAppointment: false,
    editEmail: false,
    regulation: 'documents/regulamin.pdf',
    general: false,
  },
  {
    type: 'rankomat',
    title: 'Wizyta — Rankomat',
    makeAppointment: false,
    editEmail: true,
    regulation: 'documents/regulamin.pdf',
    general: false,
  },
];

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Moje konto' });

for (const brand of BRANDS) {
  const base = () => (brand.type === 'general' ? `${own.url}/` : `${own.url}/b/${brand.type}/`);

  test(`${brand.type}: account pages show what the brand permits and a forbidden route logs out`, async ({
    page,
  }) => {
    await page.goto(`${base()}profile`);
    await signInAtIdp(page, 'pacjent');
    await expect(page.getByRole('heading', { level: 1, name: 'Dane konta' })).toBeVisible();
    await expect(page).toHaveTitle(brand.title);
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Umów wizytę' })).toHaveCount(brand.makeAppointment ? 1 : 0);

    const email = page.getByLabel('Adres e-mail', { exact: false });
    await expect(email).toHaveValue('anna.kowalska@example.com');
    await expect(email).toHaveJSProperty('readOnly', !brand.editEmail);
    await expect(page.getByRole('checkbox')).toHaveCount(brand.editEmail ? 2 : 0);
    await expect(page.getByRole('heading', { name: 'Powiadomienia' })).toBeVisible();

    await page.goto(`${base()}regulation`);
    const regulation = page.getByRole('link', { name: /Pobierz regulamin/ });
    await expect(regulation).toHaveAttribute('href', new URL(brand.regulation, base()).pathname);
    const pdf = await page.request.get(new URL(brand.regulation, base()).href);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    await page.goto(`${base()}nfz-visit-type`);
    if (brand.general) {
      await expect(page.getByRole('heading', { level: 1, name: 'Wybierz rodzaj wizyty' })).toBeVisible();
      await expect(page.getByText('od 79,00 zł')).toBeVisible();
    } else if (brand.makeAppointment) {
      // Without SHOW_NFZ the guard sends the choice on to the search.
      await expect(page).toHaveURL(`${base()}make-appointment`);
      await expect(accountMenu(page)).toBeVisible();
    } else {
      // …which a brand without make-appointment forbids: guard rule 5 logs out.
      await expectLoggedOutAtIdp(page);
      await expect(accountMenu(page)).toHaveCount(0);
      return;
    }

    await page.goto(`${base()}make-appointment`);
    await expect(page).toHaveURL(`${base()}make-appointment`);
    await expect(accountMenu(page)).toBeVisible();
  });

  test(`${brand.type}: registration is ${brand.general ? 'open' : 'closed'} to visitors`, async ({
    page,
  }) => {
    await page.goto(`${base()}registration`);
    if (brand.general) {
      await expect(page.getByRole('heading', { level: 1, name: 'Rejestracja' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /informacji marketingowych/ })).toBeVisible();
    } else {
      // Without REGISTRATION the guard sends the visitor to `/`, which needs a sign-in.
      await expect(page.getByLabel('Nazwa użytkownika')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Rejestracja' })).toHaveCount(0);
    }
  });
}
