import type { Page } from '@playwright/test';
import { PARTNER, PORTAL } from './quality-apiSession';

/** Sets a SameSite=None cookie for the portal origin and reads it inside the insurer page's frame. */
export async function probeCookieInFrame(page: Page): Promise<{ cookie: string; access: boolean }> {
  await page
    .context()
    .addCookies([{ name: 'wizyta_probe', value: '1', url: PORTAL, sameSite: 'None', secure: true }]);
  await page.goto(`${PARTNER}/insurer-app/`);
  const frame = page.frame({ url: /\/widget\/(flow|frame)\.html/ });
  if (!frame) throw new Error('no widget frame');
  await frame.waitForLoadState();
  return {
    cookie: await frame.evaluate(() => document.cookie),
    access: await frame.evaluate(() => document.hasStorageAccess()),
  };
}
