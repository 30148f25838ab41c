import { createApiClient } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/createTestApp';
import { createLazyApiClient } from './createLazyApiClient';

// Imported by a computed name, like the other portal harnesses: the portal's TypeScript project
// does not include the backend's sources; this test needs only its in-process `fetch`.
const BACKEND_MODULE = '@wizyta/sample-backend';

async function backendFetch(): Promise<(request: Request) => Promise<Response>> {
  const module = (await import(/* @vite-ignore */ BACKEND_MODULE)) as {
    createBackend(options: object): Promise<{ fetch(request: Request): Promise<Response> }>;
  };
  const backend = await module.createBackend({ delayMs: 0, log: () => {} });
  return (request) => backend.fetch(request);
}

describe('createLazyApiClient', () => {
  it('answers like the API client once its chunk has loaded, and is not a thenable', async () => {
    const { app } = await createTestApp();
    const fetch = await backendFetch();
    const options = { config: app.config, getToken: () => undefined, onUnauthorized: () => {}, fetch };
    const lazy = createLazyApiClient(options);
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(lazy)).resolves.toBe(lazy);
    expect(() => lazy.downloadUrl(7)).toThrow(/before the API client loaded/);

    const towns = await lazy.getTowns();
    expect(towns.length).toBeGreaterThan(0);
    expect(towns).toEqual(await createApiClient(options).getTowns());
    expect(lazy.downloadUrl(7)).toBe(createApiClient(options).downloadUrl(7));
  });
});
