import { writeFile } from 'node:fs/promises';
import { test as base, CLOCK_OFFSET_MS } from '../test';
import { startWebKitDriver, type WebKitDriverServer } from './webkitDriver';
import { WebKitPage } from './webkitPage';

/**
 * The WebKit journeys' `test`: one WebKitWebDriver (under its own X server) per worker, and a new
 * MiniBrowser session for each test — a fresh profile, as Playwright gives each test a new
 * context. A failed test keeps a screenshot of the window.
 */
export const test = base.extend<{ webkit: WebKitPage }, { webkitDriver: WebKitDriverServer }>({
  webkitDriver: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startWebKitDriver();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  webkit: async ({ webkitDriver }, use, testInfo) => {
    // WebKit's WebDriver has no clock to install: the suite's other hours run in Chromium and Firefox.
    testInfo.skip(CLOCK_OFFSET_MS !== 0, 'CLOCK_AT: the WebKit journeys run at the system time only');
    const driver = await webkitDriver.session();
    try {
      await use(new WebKitPage(driver));
      if (testInfo.status !== testInfo.expectedStatus) {
        await driver.switchTo().defaultContent();
        const path = testInfo.outputPath('webkit-window.png');
        await writeFile(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
        await testInfo.attach('webkit-window', { path, contentType: 'image/png' });
      }
    } finally {
      await driver.quit();
    }
  },
});

export { expect } from '../test';
