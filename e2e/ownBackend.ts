import type { BackendOptions } from '@wizyta/sample-backend';
import type { TestServer } from '@wizyta/sample-backend/testing';
import { startLoopbackBackend } from '@wizyta/testkit/backend';
import { CLOCK_OFFSET_MS, test } from './test';

/**
 * A sample backend of the spec's own, on a free port, for the tests of the file that calls this at
 * its top level (started in beforeAll, closed in afterAll): what the spec books or changes does not
 * meet the other specs' data on the shared :8080. `url` is its origin once beforeAll has run.
 */
export function startOwnBackend(options: Partial<BackendOptions> = {}): { readonly url: string } {
  const own = { url: '' };
  let server: TestServer | undefined;
  test.beforeAll(async () => {
    // At the suite's hour, as the shared backend is (the booking clock's offset).
    server = await startLoopbackBackend({ clockOffsetMs: CLOCK_OFFSET_MS, ...options });
    own.url = server.url;
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return own;
}
