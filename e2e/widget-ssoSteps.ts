import { expect, type Locator, type Page } from '@playwright/test';
import { signInAtIdp } from './idpSignIn';
import { fillEmpty } from './widget-bookingSteps';
import { leaveStep, pressButton, stepSettled } from './widget-leaveStep';

/** From the slot held to the sign-in step, where the patient picks SSO: the IdP's popup. */
export async function openSsoPopup(page: Page, widget: Locator): Promise<Page> {
  await leaveStep(widget, 'Szczegóły wizyty');
  await stepSettled(widget, 'Zaloguj się, aby zarezerwować wizytę');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    widget.getByRole('button', { name: 'Zaloguj się kontem portalu' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/auth\/realms\//);
  return popup;
}

/** Signs in as `username` at the dev IdP in the SSO popup and waits until the popup has closed. */
export async function signInInSsoPopup(popup: Page, username: string): Promise<void> {
  const closed = popup.waitForEvent('close');
  await signInAtIdp(popup, username);
  await closed;
}

/**
 * From the slot held to the booked visit through the SSO popup (no SMS code, so no seeded phone's
 * send limit): personal data the profile leaves empty, a symptom, cash. Returns the PESEL in use.
 */
export async function bookBySso(page: Page, widget: Locator, username: string): Promise<string> {
  await signInInSsoPopup(await openSsoPopup(page, widget), username);
  await stepSettled(widget, 'Dane osobowe');
  await fillEmpty(widget);
  const pesel = await widget.getByLabel('PESEL', { exact: true }).inputValue();
  await pressButton(widget, 'Dalej');
  await stepSettled(widget, 'Objawy');
  await widget.getByLabel('Kaszel').check();
  await pressButton(widget, 'Dalej');
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel(/Gotówką u lekarza/).check();
  await pressButton(widget, 'Zamawiam');
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  return pesel;
}
