import { createApiClient } from '@wizyta/core';
import { startInProcessBackend } from '@wizyta/testkit/backend';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/createTestApp';
import { createLazyApiClient } from './createLazyApiClient';

describe('createLazyApiClient', () => {
  it('answers like the API client once its chunk has loaded, and is not a thenable', async () => {
    const { app } = await createTestApp();
    const backend = await startInProcessBackend();
    const fetch = (request: Request) => backend.fetch(request);
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
