import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BackendOptions } from '../BackendOptions';
import type { Backend } from '../createBackend';
import { createBackend } from '../createBackend';

/** A backend listening on a free loopback port, for tests that need real HTTP (the IdP). */
export interface TestServer {
  backend: Backend;
  /** `http://localhost:<port>`: the issuer origin of this backend. */
  url: string;
  close(): Promise<void>;
}

/**
 * Binds port 0 first, then creates the backend with that port, so the issuer and redirect URIs
 * name the real address with no race for a port and never the fixed 8080/8081.
 */
export async function startTestServer(options: Partial<BackendOptions> = {}): Promise<TestServer> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  // The partner origin stays the default trusted one; its server gets a free port.
  const backend = await createBackend({
    log: () => {},
    // Development on the loopback: the seeded accounts' fixed SMS code and sign-in links.
    devShortcuts: true,
    partnerOrigin: 'http://127.0.0.1:8081',
    ...options,
    port,
    partnerPort: 0,
  });
  const running = await backend.listen({ server });
  return { backend, url: running.url, close: running.close };
}
