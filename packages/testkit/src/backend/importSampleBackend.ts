/** The sample backend's public module, as its own `index.ts` types it. */
export type SampleBackendModule = typeof import('@wizyta/sample-backend');

/**
 * Loads the sample backend on first use rather than at import time: the portal's kit first makes
 * jsdom's globals Node's (one realm), and the backend must capture those, not jsdom's.
 */
export function importSampleBackend(): Promise<SampleBackendModule> {
  return import('@wizyta/sample-backend');
}
