import { PORTAL } from './quality-apiSession';
import { analyzeWithFrames } from './quality-axe';
import { expect, test } from './test';
import { flow, PARTNER } from './widget-bookingSteps';

/**
 * Each brand's accessibility statement (the Polish act implementing the EAA): served at the
 * portal's `/deklaracja-dostepnosci` under the brand's base, linked from the portal's footer and from
 * the widget's flow frame, naming the brand, the conformance the report found, the contact for a
 * barrier and the supervising authority; axe-clean.
 */

const BRANDS = [
  ['/', 'Wizyta'],
  ['/b/pzu/', 'PZU'],
  ['/b/welbi/', 'Welbi'],
] as const;

test('each brand kind serves its accessibility statement, linked from the portal footer', {
  tag: ['@axe', '@en-12.1.1'],
}, async ({ page }) => {
  for (const [base, name] of BRANDS) {
    await page.goto(`${PORTAL}${base}contact`);
    await page
      .getByRole('navigation', { name: 'Informacje' })
      .getByRole('link', { name: 'Deklaracja dostępności' })
      .click();
    await expect(page).toHaveURL(`${PORTAL}${base}deklaracja-dostepnosci`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deklaracja dostępności' })).toBeVisible();
    await expect(
      page.getByText(`${name} zapewnia dostępność serwisu ${PORTAL}${base} zgodnie`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Status zgodności' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Zgłaszanie barier i informacje zwrotne' }),
    ).toBeVisible();
    await expect(page.getByText(/Prezes Zarządu Państwowego Funduszu Rehabilitacji/)).toBeVisible();
    const { violations } = await analyzeWithFrames(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
  // A stable URL: opened directly too, not only through the footer.
  await page.goto(`${PORTAL}/b/pzu/deklaracja-dostepnosci`);
  await expect(page.getByText(`PZU zapewnia dostępność serwisu ${PORTAL}/b/pzu/ zgodnie`)).toBeVisible();
});

test("the widget's flow frame links to its brand's accessibility statement", {
  tag: '@en-12.1.1',
}, async ({ page }) => {
  await page.goto(PARTNER);
  const link = flow(page).getByRole('link', { name: 'Deklaracja dostępności' });
  await expect(link).toHaveAttribute('href', `${PORTAL}/deklaracja-dostepnosci`);
  await expect(link).toHaveAttribute('target', '_blank');
});
