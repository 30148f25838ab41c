import type { WebKitPage } from '../engines/webkitPage';
import { fillEmpty, signInAtIdp } from '../engines/webkitSteps';
import { expect, test } from '../engines/webkitTest';
import { startOwnBackend } from '../ownBackend';
import { searchDayInWarsaw } from '../widget-bookingSteps';

// The portal's journeys in WebKit (MiniBrowser), as portal-visits and portal-order run them in
// Chromium and Firefox: sign-in at the IdP, the visits list, a visit, a booking paid online with the
// return from the gateway, one paid in cash. Top-level pages: every click and key is WebDriver's.

const ORIGIN = 'http://localhost:8080';
// The visits list counts pacjent's seeded visits: a backend of its own, as portal-visits has.
const own = startOwnBackend();

/** Waits until the address matches `pattern`. */
async function expectUrl(wk: WebKitPage, pattern: RegExp): Promise<void> {
  await wk.waitFor(`an address matching ${pattern}`, async () => pattern.test(await wk.url()));
}

/** The portal's search, as portal-orderSteps' submitSearch fills it, submitted; lands on the order. */
async function search(wk: WebKitPage): Promise<void> {
  await wk.getByRole('heading', 'Umów wizytę');
  await wk.selectOption(wk.getByLabel('Miasto', true), 'Warszawa');
  await wk.click(wk.getByLabel('Rozmowa telefoniczna'));
  const specialization = await wk.getByLabel('Specjalizacja lekarza');
  await wk.waitFor('the specializations', () =>
    wk.evaluate<boolean>('return arguments[0].options.length > 1', specialization),
  );
  await wk.selectOption(specialization, { index: 1 });
  await wk.fill(wk.getByLabel('Dzień wizyty'), searchDayInWarsaw());
  await wk.selectOption(wk.getByLabel('Godzina', true), '10:00');
  await wk.click(wk.getByLabel('Dorosły', true));
  await wk.click(wk.getByLabel('Akceptuję regulamin serwisu'));
  await wk.click(wk.getByRole('button', 'Szukaj lekarza'));
  await wk.getByRole('heading', 'Szczegóły wizyty');
  await expectUrl(wk, /\/order\/[^/]+$/);
}

/** From the order details through personal data and symptoms to the payment step. */
async function toPayment(wk: WebKitPage): Promise<void> {
  await wk.click(wk.getByRole('button', 'Dalej', true));
  await wk.getByRole('heading', 'Dane osobowe');
  await expectUrl(wk, /\/order\/[^/]+\/personal$/);
  await fillEmpty(wk);
  await wk.click(wk.getByRole('button', 'Dalej', true));
  await wk.getByRole('heading', 'Objawy');
  await wk.click(wk.getByLabel('Kaszel'));
  await wk.click(wk.getByRole('button', 'Dalej', true));
  await wk.getByRole('heading', 'Płatność');
  await expectUrl(wk, /\/order\/[^/]+\/payment$/);
}

test('pacjent signs in at the IdP, sees 12 visits over two pages and opens a visit', async ({
  webkit: wk,
}) => {
  await wk.goto(`${own.url}/`);
  await signInAtIdp(wk, 'pacjent');
  const rows = () => wk.evaluate<number>('return document.querySelectorAll("table tr").length');
  await wk.getByRole('link', 'Strona 2');
  await wk.waitFor('11 rows on the first page', async () => (await rows()) === 11);
  await wk.click(wk.getByRole('link', 'Strona 2'));
  await wk.waitFor('3 rows on the second page', async () => (await rows()) === 3);
  await wk.goto(`${own.url}/visit/w-1001`);
  await wk.getByRole('heading', 'Szczegóły wizyty');
  await wk.getByRole('button', 'Pobierz wyniki-morfologii.pdf');
});

test('pacjent books a CALL visit, pays online on the simulator and lands on success', async ({
  webkit: wk,
}) => {
  await wk.goto(`${ORIGIN}/make-appointment`);
  await signInAtIdp(wk, 'pacjent');
  await search(wk);
  await toPayment(wk);
  await wk.click(wk.getByLabel('Płatność online'));
  await wk.click(wk.getByRole('button', 'Zamawiam i płacę'));
  await expectUrl(wk, /\/pay$/);
  await wk.click(wk.getByRole('button', 'Zapłać'));
  await wk.getByRole('heading', 'Wizyta zarezerwowana');
  await expectUrl(wk, /\/appointment\/[^/]+\/success$/);
  expect(await wk.evaluate("return sessionStorage.getItem('wizyta.order')")).toBeNull();
});

test('pacjent books a visit paid in cash (+20 zł) without the payment gateway', async ({ webkit: wk }) => {
  await wk.goto(`${ORIGIN}/make-appointment`);
  await signInAtIdp(wk, 'pacjent');
  await search(wk);
  await wk.click(wk.getByLabel('Gotówką u lekarza (+20,00 zł)'));
  await wk.expectText('Dopłata za płatność gotówką');
  await toPayment(wk);
  expect(await (await wk.getByLabel('Gotówką u lekarza (+20,00 zł)')).isSelected()).toBe(true);
  await wk.click(wk.getByRole('button', 'Zamawiam', true));
  await wk.getByRole('heading', 'Wizyta zarezerwowana');
  await expectUrl(wk, /\/appointment\/[^/]+\/success$/);
});
