import { search, signIn } from './portal-orderSteps';
import { expect, test } from './test';
import { fillEmpty } from './widget-bookingSteps';

// The order draft in sessionStorage is the signed-in patient's, and logout
// removes it for good: the running order actor must not write it back afterwards.

const draftOf = () =>
  ({
    order: sessionStorage.getItem('wizyta.order'),
    owner: sessionStorage.getItem('wizyta.orderOwner'),
  }) as const;

test('the draft carries its patient, and logout removes it without an actor writing it back', async ({
  page,
}) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await fillEmpty(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  const during = await page.evaluate(draftOf);
  expect(during.order).toContain('"email"');
  expect(during.owner).toMatch(/^\S+$/);

  await page.waitForLoadState('networkidle');
  const loggedOut = page.waitForRequest(/openid-connect\/logout/, { timeout: 15_000 });
  // The hold keeper and the page keep running while the logout happens: nothing may come back.
  await page.getByRole('button', { name: 'Moje konto' }).click();
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await loggedOut;
  await page.waitForURL(/localhost:8080\//);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(draftOf)).toEqual({ order: null, owner: null });
});
