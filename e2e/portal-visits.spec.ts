import type { Page } from '@playwright/test';
import { signInAtIdp } from './idpSignIn';
import { startOwnBackend } from './ownBackend';
import { expect, test } from './test';

/**
 * What the visits features must do, against the sample backend serving the built
 * portal (a server of its own, started on a free port): pacjent's visits over two pages, sorting, a visit's
 * documents (upload with progress, refusals with no request, download), the post-visit question
 * with an HTML payload shown as text, the closed window, lekarz answering and generating the
 * documentation, and no frame for a video room off the trust list.
 */

// A backend of its own (fresh seed: exactly pacjent's 12 visits, the question not yet asked), so
// bookings made by other specs on the shared server do not change what this one counts.
const own = startOwnBackend();

const PAYLOAD = '<img src=x onerror=alert(1)>';

async function signIn(page: Page, username: string, path = '/'): Promise<void> {
  await page.goto(`${own.url}${path}`);
  await signInAtIdp(page, username);
}

/** Collects the upload requests a page sends. */
function watchUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/patient-portal/api/documentation/'))
      uploads.push(request.url());
  });
  return uploads;
}

test.describe.configure({ mode: 'serial' });

test('pacjent sees 12 visits over two pages and sorts them by date', async ({ page }) => {
  await signIn(page, 'pacjent');
  const table = page.getByRole('table', { name: /strona 1 z 2/ });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page
    .getByRole('navigation', { name: 'Strony listy' })
    .getByRole('link', { name: 'Strona 2' })
    .click();
  await expect(page.getByRole('table', { name: /strona 2 z 2/ }).getByRole('row')).toHaveCount(3);
  await page
    .getByRole('columnheader', { name: /Termin/ })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(`${own.url}/?page=1&sort=appointmentAt%2CASC`);
  await expect(page.getByRole('columnheader', { name: /Termin/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('pacjent uploads a PDF with progress, is refused an 11 MB file and an executable, downloads', async ({
  page,
}) => {
  await signIn(page, 'pacjent', '/visit/w-1001?showAddDocuments=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły wizyty' })).toBeVisible();
  const input = page.getByLabel('Plik (PDF, JPG, JPEG lub PNG, do 10 MB)');
  await expect(input).toBeFocused();
  const uploads = watchUploads(page);

  const big = Buffer.alloc(11 * 1024 * 1024);
  big.write('%PDF-1.4');
  await input.setInputFiles({ name: 'duzy.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(page.getByText('Nie możemy dodać pliku duzy.pdf: Plik jest większy niż 10 MB')).toBeVisible();
  await expect(page.getByText(/Błąd 4133/)).toBeVisible();
  await input.setInputFiles({
    name: 'faktura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00\x03'),
  });
  await expect(page.getByText(/Zawartość pliku nie odpowiada jego rozszerzeniu/)).toBeVisible();
  expect(uploads).toEqual([]);

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await input.setInputFiles({ name: 'e2e-wynik.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(page.getByText('Dodano plik e2e-wynik.pdf.')).toBeVisible();
  expect(uploads).toHaveLength(1);
  await expect(page.getByRole('cell', { name: 'e2e-wynik.pdf' }).first()).toBeVisible();

  // Error toasts stay until dismissed and may cover the list.
  const closeToast = page.getByRole('button', { name: 'Zamknij powiadomienie' });
  while ((await closeToast.count()) > 0) await closeToast.first().click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz wyniki-morfologii.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('wyniki-morfologii.pdf');
});

test('a parent sees whose each document of a parent-and-child visit is', async ({ page }) => {
  await signIn(page, 'pacjent', '/visit/test');
  const table = page.getByRole('table', { name: /Dokumenty wizyty/ });
  await expect(table.getByRole('columnheader', { name: 'Pacjent' })).toBeVisible();
  const whose = (file: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: file, exact: true }) })
      .locator('td[data-label="Pacjent"]');
  await expect(whose('skierowanie-pediatra.pdf')).toHaveText('Zofia Kowalska');
  await expect(whose('karta-szczepien.png')).toHaveText('Zofia Kowalska');
  await expect(whose('zwolnienie-opiekuna.pdf')).toHaveText('Anna Kowalska');
});

test('pacjent asks one question; an HTML payload stays text; an old visit shows the closed window', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signIn(page, 'pacjent', '/chat/w-1001');
  const field = page.getByRole('textbox', { name: 'Twoje pytanie do lekarza' });
  // The server keeps state between runs against a reused server: the one question may be spent.
  await expect(field.or(page.getByText(/Pytanie do lekarza zostało już zadane/))).toBeVisible();
  if (await field.isVisible()) {
    await expect(page.getByText(/czasu polskiego/)).toBeVisible();
    await field.fill(PAYLOAD);
    await page.getByRole('button', { name: 'Wyślij pytanie' }).click();
  }
  const list = page.getByRole('list', { name: 'Wiadomości' });
  await expect(list.getByText(PAYLOAD)).toBeVisible();
  await expect(list.locator('img')).toHaveCount(0);
  await expect(page.getByText(/Pytanie do lekarza zostało już zadane/)).toBeVisible();
  expect(dialogs).toBe(0);

  await page.goto(`${own.url}/chat/w-1012`);
  await expect(page.getByText(/Czas na zadanie pytania minął/)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('lekarz answers the question and generates the documentation', async ({ page }) => {
  await signIn(page, 'lekarz', '/chat/w-1001');
  const field = page.getByRole('textbox', { name: 'Odpowiedź dla pacjenta' });
  await expect(field.or(page.getByText('Pacjent nie czeka na odpowiedź.'))).toBeVisible();
  if (await field.isVisible()) {
    await field.fill('Proszę odpoczywać, to nic groźnego.');
    await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  }
  await expect(
    page.getByRole('list', { name: 'Wiadomości' }).getByText(/Lekarz — odpowiedź na czacie/),
  ).toBeVisible();

  await page.goto(`${own.url}/visit/w-1001`);
  const patients = page.getByRole('region', { name: 'Pacjenci wizyty' });
  await patients
    .getByRole('button', { name: /Generuj dokumentację/ })
    .first()
    .click();
  await expect(patients.getByText(/jest gotowa/)).toBeVisible();
  // A download, never a blob: page of the portal's origin.
  const download = page.waitForEvent('download');
  await patients
    .getByRole('button', { name: /Otwórz dokumentację \(PDF\)/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^dokumentacja-w-1001-.+\.pdf$/);
});

test('a video room off the trust list is not framed', async ({ page }) => {
  await signIn(page, 'pacjent', '/consultation/w-1004');
  await expect(page.getByText(/spoza listy zaufanych/)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Otwórz pokój wideo w nowej karcie/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});
