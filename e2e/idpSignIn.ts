import type { Page } from '@playwright/test';

/** Fills the dev IdP's Polish sign-in form on `page` (the password is the user name) and submits it. */
export async function signInAtIdp(page: Page, username: string): Promise<void> {
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło').fill(username);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}
