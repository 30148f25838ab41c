import type { Backend, BackendOptions, SigningKey } from '@wizyta/sample-backend';
import { importSampleBackend } from './importSampleBackend';

let sharedKey: Promise<SigningKey> | undefined;

/**
 * One realm key for every backend a test process starts: an RSA key pair is most of a backend's
 * start-up (about a second on a busy machine), and each backend is otherwise fresh.
 */
export async function sharedSigningKey(): Promise<SigningKey> {
  sharedKey ??= importSampleBackend().then(({ createSigningKey }) => createSigningKey());
  return sharedKey;
}

/**
 * A fresh sample backend in process (no port): its `fetch` answers the API, the IdP and the
 * portal's files, with the development shortcuts. No artificial delay and no log lines unless the
 * test asks for them.
 */
export async function startInProcessBackend(options: Partial<BackendOptions> = {}): Promise<Backend> {
  const { createBackend } = await importSampleBackend();
  // Development on the loopback: the seeded accounts' fixed SMS code and sign-in links.
  return createBackend({
    delayMs: 0,
    devShortcuts: true,
    log: () => {},
    signingKey: await sharedSigningKey(),
    ...options,
  });
}
