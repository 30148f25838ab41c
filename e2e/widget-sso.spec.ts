import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { fillEmpty, flow, hostLog, PARTNER, searchVisit } from './widget-bookingSteps';
import { stepSettled } from './widget-leaveStep';
import { expectNothingLeaked, installSpy } from './widget-spy';
import { bookBySso, openSsoPopup, signInInSsoPopup } from './widget-ssoSteps';

// SSO from the flow frame on a cross-site partner page. The IdP refuses to be framed, so
// the frame opens a popup of the provider's origin; the popup signs in at the IdP, exchanges the
// code and hands the tokens to the frame, which resumes the order where the patient was.

const PARTNER_ORIGIN = new URL(PARTNER).origin;

/** The `start` of a host event's detail, as the partner page logged it. */
async function startOf(entry: Locator): Promise<string | undefined> {
  return /"start":"([^"]+)"/.exec((await entry.textContent()) ?? '')?.[1];
}

test('SSO in the popup from the inline frame: the popup closes, the order resumes with the slot kept and books, and the spy reads nothing personal and no token', async ({
  page,
}) => {
  const spy = await installSpy(page, PARTNER_ORIGIN);
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  const pesel = await bookBySso(page, widget, 'pacjent3');
  // The same hold (no second reservation) is the visit booked.
  const reserved = hostLog(page, 'wizyta:reserved');
  await expect(reserved).toHaveCount(1);
  const booked = hostLog(page, 'wizyta:booked');
  await expect(booked).toHaveCount(1);
  expect(await startOf(booked)).toBe(await startOf(reserved));
  const id = /"appointmentId":"([^"]+)"/.exec((await booked.textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  expectNothingLeaked(spy, { pesel, symptom: 'Kaszel' }, [id]);
});

test('SSO popup closed without signing in: the sign-in step says so and SMS sign-in is still offered; flow.html keeps window.opener', async ({
  page,
}) => {
  // A same-origin COOP would sever the popup from the frame that opened it.
  const flowPage = await page.request.get('http://localhost:8080/widget/flow.html');
  expect(flowPage.headers()['cross-origin-opener-policy'] ?? '').not.toBe('same-origin');
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  const popup = await openSsoPopup(page, widget);
  await popup.close();
  await expect(widget.getByRole('alert')).toHaveText(
    'Zamknięto okno logowania. Spróbuj ponownie lub użyj kodu SMS.',
  );
  await expect(widget.getByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Wyślij kod' })).toBeVisible();
});

test('SSO on a brand’s page (WELBI): the popup signs in with the client of the frame’s brand, whose API then books', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('http://localhost:8080/b/welbi/config.json')).json()) as {
    keycloak: { clientId: string };
  };
  const clients: string[] = [];
  page.context().on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/protocol/openid-connect/auth'))
      clients.push(url.searchParams.get('client_id') ?? '');
  });
  await page.goto(`${PARTNER}welbi.html`);
  const widget = flow(page);
  await searchVisit(widget);
  await stepSettled(widget, 'Zaloguj się, aby zarezerwować wizytę');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    widget.getByRole('button', { name: 'Zaloguj się kontem portalu' }).click(),
  ]);
  await signInInSsoPopup(popup, 'pacjent2');
  expect(clients).toEqual([config.keycloak.clientId]);
  // WELBI's API base refuses another brand's token (403/4313): booking there proves the client.
  await stepSettled(widget, 'Szczegóły wizyty');
  await fillEmpty(widget);
  await widget.getByRole('button', { name: 'Zarezerwuj wizytę' }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
});
