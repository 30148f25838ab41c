import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './faults';
import { signInAtIdp } from './idpSignIn';
import { startOwnBackend } from './ownBackend';
import { search, submitSearch, toPayment } from './portal-orderSteps';
import { tabTo } from './quality-keyboardFocus';
import { fillEmpty, noDoctorOnNextSearch } from './widget-bookingSteps';

/**
 * Every brand's patient books end to end in the portal as the spec §6 permissions say —
 * general (online payment and back), WELBI (its short order page), inter and interrisk (no price,
 * covered by the plan), a broker (no booking; "Zapłać ponownie" returns to the broker's portal) and
 * an NFZ patient (through /nfz-visit-type, 0 zł). Then no doctors found → /no-doctors → call-back
 * without a redirect loop, the symptom checker by keyboard only, and the calendar file.
 * Against a sample backend of its own (fault mode on, for the no-doctors search).
 */

const own = startOwnBackend({ faults: 'on' });
const base = (type: string) => (type === 'general' ? `${own.url}/` : `${own.url}/b/${type}/`);
const booked = (page: Page) => page.getByRole('heading', { name: 'Wizyta zarezerwowana' });
const stepper = (page: Page) => page.getByRole('navigation', { name: 'Etapy umawiania wizyty' });
const checker = (page: Page) => page.getByRole('button', { name: /Nie wiesz, jakiego lekarza wybrać/ });

async function signInAt(page: Page, type: string, path: string, who = 'pacjent'): Promise<void> {
  await page.goto(`${base(type)}${path}`);
  await signInAtIdp(page, who);
}

test('general: prices, stepper and checker; pays online and comes back to its result, then adds the visit to a calendar', async ({
  page,
}) => {
  await signInAt(page, 'general', 'make-appointment');
  await expect(checker(page)).toBeVisible();
  await search(page);
  await expect(stepper(page)).toBeVisible();
  await expect(page.getByText('Do zapłaty')).toBeVisible();
  await toPayment(page);
  await page.getByLabel('Płatność online').check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(booked(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`^${own.url}/appointment/[^/]+/success$`));

  // "Dodaj do kalendarza": a text/calendar file whose DTSTART is the visit's Warsaw time.
  const when = await page
    .getByText('Termin', { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  const [, day, month, year, hour, minute] =
    /(\d\d)\.(\d\d)\.(\d{4}), godz\. (\d\d):(\d\d)/.exec(when ?? '') ?? [];
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dodaj do kalendarza' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wizyta-\d{4}-\d\d-\d\d\.ics$/);
  const ics = readFileSync((await file.path()) ?? '', 'utf8').replace(/\r\n /g, '');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain(`\r\nDTSTART;TZID=Europe/Warsaw:${year}${month}${day}T${hour}${minute}00\r\n`);
  expect(ics).toContain('\r\nTZID:Europe/Warsaw\r\n');
  expect(ics).toMatch(/\r\nSUMMARY:Teleporada — \S+ \S+\r\n/);
  expect(ics).toMatch(new RegExp(`\\r\\nURL:${own.url}/visit/[^\\r]+\\r\\n`));
});

test('welbi: the short order page books at once — no stepper, no checker, no symptoms, no price, no payment', async ({
  page,
}) => {
  await signInAt(page, 'welbi', 'make-appointment');
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(checker(page)).toHaveCount(0);
  await search(page, 'Warszawa', /\/b\/welbi\/order\/[^/]+\/short$/);
  await expect(stepper(page)).toHaveCount(0);
  await expect(page.getByText(/zł/)).toHaveCount(0);
  await fillEmpty(page);
  await page.getByRole('button', { name: 'Zarezerwuj wizytę' }).click();
  await expect(booked(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${own.url}/b/welbi/appointment/[^/]+/success$`));
  await expect(page.getByRole('heading', { name: 'Objawy' })).toHaveCount(0);
});

for (const type of ['inter', 'interrisk']) {
  test(`${type}: no price and no payment — the plan covers the visit, confirmed instead of paid`, async ({
    page,
  }) => {
    await signInAt(page, type, 'make-appointment');
    await expect(checker(page)).toBeVisible();
    await search(page);
    await expect(stepper(page)).not.toContainText('Płatność');
    await expect(page.getByText('Wizyta w ramach Twojego pakietu — bez dodatkowych opłat')).toBeVisible();
    const booking = page.getByRole('region', { name: 'Umawianie wizyty' });
    await expect(booking.getByText(/zł/)).toHaveCount(0);
    await expect(page.getByLabel('Kod rabatowy')).toHaveCount(0);
    await expect(page.getByLabel('Płatność online')).toHaveCount(0);
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
    await fillEmpty(page);
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByLabel('Kaszel').check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByRole('heading', { name: 'Potwierdzenie rezerwacji' })).toBeVisible();
    await expect(page.getByText(/objęta Twoim pakietem/)).toBeVisible();
    const bookingCall = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/patient-portal/api/appointments'),
    );
    await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
    // Booked as what it is: covered by the plan, never as a cash visit.
    expect((await bookingCall).postDataJSON()).toMatchObject({ paymentType: 'PLAN', forNfz: false });
    await expect(booked(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${own.url}/b/${type}/appointment/[^/]+/success$`));
    const id = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    await page.goto(`${base(type)}visit/${id}`);
    const summary = page.locator('.visit-summary');
    await expect(summary.getByText('W ramach pakietu — opłaca ubezpieczyciel')).toBeVisible();
    await expect(summary.getByText('Zarezerwowana')).toBeVisible();
    await expect(summary.getByText('Opłacona')).toHaveCount(0);
  });
}

test('broker (rankomat): no booking and no "Zmień termin"; "Zapłać ponownie" returns to the broker’s own result page', async ({
  page,
}) => {
  await signInAt(page, 'rankomat', '');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umów wizytę' })).toHaveCount(0);
  // A visit a general patient may move: the broker's patient may cancel it, never move it.
  await page.goto(`${base('rankomat')}visit/w-1003`);
  await expect(page.getByRole('button', { name: 'Odwołaj wizytę' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zmień termin' })).toHaveCount(0);
  await page.goto(base('rankomat'));
  await table
    .getByRole('row', { name: /Oczekuje na płatność/ })
    .getByRole('button', { name: /Zapłać ponownie/ })
    .click();
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(new RegExp(`^${own.url}/b/rankomat/appointment/[^/]+/(result|success)`));
  await expect(booked(page)).toBeVisible({ timeout: 20_000 });
});

test('NFZ patient: "Umów wizytę" opens /nfz-visit-type (79 zł vs 0 zł) and books at 0 zł', async ({
  page,
}) => {
  await signInAt(page, 'general', '', 'nfz');
  const popup = page.getByRole('dialog', { name: 'Złóż deklarację wyboru lekarza POZ' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Umów wizytę' })
    .click();
  await expect(page).toHaveURL(`${own.url}/nfz-visit-type`);
  await expect(page.getByText('od 79,00 zł')).toBeVisible();
  await page.getByRole('button', { name: 'Wybieram wizytę NFZ' }).click();
  await search(page, 'Kraków');
  await expect(page.getByText('Bezpłatna (NFZ)')).toBeVisible();
  await page.getByRole('button', { name: 'Dalej' }).click();
  // fillEmpty fills only the fields already there: wait for the step (its screen loads lazily).
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
  await page.getByLabel('Kaszel').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
  await expect(booked(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).not.toHaveURL(/\/pay$/);
});

test('no doctor found: /no-doctors with its data, the call-back is sent, no redirect loop', async ({
  page,
  faults,
}) => {
  await signInAt(page, 'general', 'make-appointment');
  // Counted from the search page on (the sign-in's own redirects are not the flow's).
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await noDoctorOnNextSearch(faults, own.url);
  await submitSearch(page);
  await expect(page.getByRole('heading', { name: 'Nie znaleźliśmy wolnego lekarza' })).toBeVisible();
  await expect(page).toHaveURL(`${own.url}/no-doctors`);
  await page.getByLabel('Numer telefonu', { exact: true }).fill('600100200');
  await page.getByRole('button', { name: 'Poproś o kontakt' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy, oddzwonimy' })).toBeVisible();
  // One step forward, nothing bounced back: /no-doctors once, and the search never again.
  expect(visited, visited.join(' → ')).toEqual(['/no-doctors']);
  await page.getByRole('link', { name: 'Umów wizytę' }).first().click();
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(page).toHaveURL(`${own.url}/make-appointment`);
});

test('the symptom checker suggests a specialization by keyboard only', async ({ page }) => {
  await signInAt(page, 'general', 'make-appointment');
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await tabTo(page, /Nie wiesz, jakiego lekarza wybrać/);
  await page.keyboard.press('Enter');
  // Each question takes focus; Tab reaches "Tak", a second Tab "Nie".
  for (const [question, yes] of [
    ['Czy wizyta dotyczy dziecka?', false],
    ['Czy masz gorączkę albo duszność?', false],
    ['Czy masz kaszel, katar albo ból gardła?', true],
    ['Czy dokucza Ci ból głowy lub ból zatok?', false],
    ['Czy masz nudności?', false],
  ] as const) {
    await expect(page.locator(':focus')).toHaveText(question);
    await page.keyboard.press('Tab');
    if (!yes) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  }
  await expect(page.locator(':focus')).toHaveText('Proponujemy: Laryngolog');
  await tabTo(page, 'Wybierz tę specjalizację');
  await page.keyboard.press('Enter');
  const list = page.getByLabel('Specjalizacja lekarza');
  await expect(list).toBeFocused();
  await expect(list.locator('option:checked')).toHaveText('Laryngolog');
  await expect(page.getByLabel('Dorosły', { exact: true })).toBeChecked();
});
