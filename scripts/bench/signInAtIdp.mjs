/** Fills the dev IdP's Polish sign-in form on `page` as `pacjent` (the password is the user name) and submits it. */
export async function signInAtIdp(page) {
  await page.getByLabel('Nazwa użytkownika').fill('pacjent');
  await page.getByLabel('Hasło').fill('pacjent');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}
