import { test } from '@playwright/test';

interface TestServer {
  url: string;
  close(): Promise<void>;
}

// Imported by a computed name: the backend's sources are another TypeScript project.
const BACKEND_MODULE = '@wizyta/sample-backend';

/**
 * A sample backend of the spec's own, on a free port, for the tests of the file that calls this at
 * its top level (started in beforeAll, closed in afterAll): what the spec books or changes does not
 * meet the other specs' data on the shared :8080. `url` is its origin once beforeAll has run.
 */
export function startOwnBackend(options: Readonly<Record<string, unknown>> = {}): { readonly url: string } {
  const own = { url: '' };
  let server: TestServer | undefined;
  test.beforeAll(async () => {
    const module = (await import(/* @vite-ignore */ BACKEND_MODULE)) as {
      startTestServer(options: object): Promise<TestServer>;
    };
    server = await module.startTestServer({ delayMs: 0, ...options });
    own.url = server.url;
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return own;
}
