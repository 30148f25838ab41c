import type { APIRequestContext } from '@playwright/test';
import { test as base, expect } from './test';

/**
 * The sample backend's fault mode (`FAULTS=on` in playwright.config.ts), one test at a time while
 * other tests run beside it against the same backend.
 *
 * Every test of a spec that imports `test` from here browses with `wizyta-client/<its own name>`
 * at the end of its User-Agent. Its rules name that client, so the backend fires them only at this
 * test's browser (a 500 meant for this test's booking never reaches another worker's); its call
 * counts are its own from its first request; and its rules and counts are removed after it.
 */

/** The portal's backend, which the Playwright web server starts. */
const PORTAL_ORIGIN = 'http://localhost:8080';

/** A rule as JSON (the sample backend's `FaultRequest`, without the client the fixture adds). */
export interface FaultRule {
  kind: string;
  path?: string;
  method?: string;
  times?: number;
  latencyMs?: number;
  code?: number;
}

/** How often a `METHOD path` was called by this test's browser, by status (0: dropped). */
export interface CallCount {
  count: number;
  statuses: Record<string, number>;
}

export interface Faults {
  /** The name after `wizyta-client/` in this test's User-Agent. */
  readonly client: string;
  /**
   * Adds rules for this test's browser only: a string in the `FAULTS` grammar (the sample
   * backend's README) or JSON rules, on the portal's backend or the one at `origin`.
   */
  inject(rules: string | FaultRule | FaultRule[], origin?: string): Promise<void>;
  /** This test's calls of `METHOD path` on the portal's backend. */
  calls(method: string, path: string): Promise<CallCount>;
  /** Removes this test's rules on the portal's backend and starts its call counts over. */
  clear(): Promise<void>;
}

export const test = base.extend<{ faults: Faults }, { browserUserAgent: string }>({
  browserUserAgent: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const userAgent = await page.evaluate(() => navigator.userAgent);
      await page.close();
      await use(userAgent);
    },
    { scope: 'worker' },
  ],
  // Every test of the spec browses as its own client; its rules that did not fire and its call log
  // are removed after it (the portal's backend outlives the test; a backend of its own does not).
  userAgent: async ({ browserUserAgent, request }, use, testInfo) => {
    const client = clientOf(testInfo);
    await use(`${browserUserAgent} wizyta-client/${client}`);
    await clearClient(request, client);
  },
  faults: async ({ request, userAgent }, use, testInfo) => {
    expect(userAgent).toContain('wizyta-client/');
    const client = clientOf(testInfo);
    await use({
      client,
      async inject(rules, origin = PORTAL_ORIGIN) {
        const data =
          typeof rules === 'string'
            ? { rules, client }
            : (Array.isArray(rules) ? rules : [rules]).map((rule) => ({ ...rule, client }));
        const response = await request.post(`${origin}/__faults`, { headers: { origin }, data });
        expect(response.status(), `POST ${origin}/__faults ${JSON.stringify(data)}`).toBe(201);
      },
      async calls(method, path) {
        const response = await request.get(`${PORTAL_ORIGIN}/__faults?client=${client}`);
        const { calls } = (await response.json()) as { calls: Record<string, CallCount> };
        return calls[`${method} ${path}`] ?? { count: 0, statuses: {} };
      },
      clear: () => clearClient(request, client),
    });
  },
});

async function clearClient(request: APIRequestContext, client: string): Promise<void> {
  const cleared = await request.delete(`${PORTAL_ORIGIN}/__faults?client=${client}`, {
    headers: { origin: PORTAL_ORIGIN },
  });
  expect(cleared.status(), `DELETE /__faults?client=${client}`).toBe(204);
}

/** A test's client name: unique among the tests of a run (`--repeat-each` included). */
function clientOf(testInfo: { testId: string; repeatEachIndex: number }): string {
  return `${testInfo.testId}-${testInfo.repeatEachIndex}`;
}

export { expect };
