import type { Backend, BackendOptions } from '@wizyta/sample-backend';
import { importSampleBackend } from './importSampleBackend';

/**
 * A fresh sample backend in process (no port): its `fetch` answers the API, the IdP and the
 * portal's files. No artificial delay and no log lines unless the test asks for them.
 */
export async function startInProcessBackend(options: Partial<BackendOptions> = {}): Promise<Backend> {
  const { createBackend } = await importSampleBackend();
  return createBackend({ delayMs: 0, log: () => {}, ...options });
}
