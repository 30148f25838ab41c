import { expect, type Page } from '@playwright/test';
import { signInAtIdp } from './idpSignIn';
import { PORTAL } from './quality-apiSession';

/**
 * Opens `path` of the portal and signs `username` in through the dev IdP's form (the password is
 * the user name), then waits until the portal shows the account menu.
 */
export async function signInPortal(page: Page, username: string, path = '/'): Promise<void> {
  await page.goto(`${PORTAL}${path}`);
  await signInAtIdp(page, username);
  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible({ timeout: 15_000 });
}
