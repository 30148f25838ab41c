import type { BackendOptions } from '@wizyta/sample-backend';
import type { TestServer } from '@wizyta/sample-backend/testing';
import { sharedSigningKey } from './startInProcessBackend';

/**
 * A sample backend on a free loopback port, for what needs real HTTP: jsdom's XMLHttpRequest, a
 * browser in an e2e spec. Loaded on first use, like `startInProcessBackend`.
 */
export async function startLoopbackBackend(options: Partial<BackendOptions> = {}): Promise<TestServer> {
  const { startTestServer } = await import('@wizyta/sample-backend/testing');
  return startTestServer({ delayMs: 0, signingKey: await sharedSigningKey(), ...options });
}
