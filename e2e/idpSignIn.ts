import { expect, type Page } from '@playwright/test';

/** Fills the dev IdP's Polish sign-in form on `page` (the password is the user name) and submits it. */
export async function signInAtIdp(page: Page, username: string): Promise<void> {
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło').fill(username);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/**
 * Waits for the end of a logout: the IdP's sign-in form at `login-actions`, after the IdP's logout
 * and the portal's own redirect to sign in. Not an earlier sign of it: the portal's header shows
 * "Zaloguj się" as the logout starts, and a test that ends there closes its browser context while
 * the page is still going through the logout's navigations, served by the backend in this worker.
 * `timeout` for a logout with a longer round trip than the expect default.
 */
export async function expectLoggedOutAtIdp(page: Page, timeout?: number): Promise<void> {
  await expect(page.getByLabel('Nazwa użytkownika')).toBeVisible({ timeout });
  await expect(page).toHaveURL(/\/auth\/realms\/wizyta\/login-actions\//);
}
