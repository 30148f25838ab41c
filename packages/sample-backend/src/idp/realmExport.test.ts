import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../createBackend';

const realm = JSON.parse(readFileSync(new URL('../../realm-wizyta.json', import.meta.url), 'utf8')) as {
  clients: Array<{
    clientId: string;
    redirectUris: string[];
    attributes: Record<string, string>;
    optionalClientScopes?: string[];
  }>;
};

describe('realm-wizyta.json (what an operator imports into Keycloak)', () => {
  const client = realm.clients.find((c) => c.clientId === 'wizyta-portal');

  it('registers exactly the dev IdP’s redirect and post-logout URIs, no wildcard', async () => {
    const backend = await createBackend({ log: () => {} });
    const { registeredRedirectUris } = backend.ctx;
    expect([...(client?.redirectUris ?? [])].sort()).toEqual([...registeredRedirectUris].sort());
    expect(client?.attributes['post.logout.redirect.uris']?.split('##').sort()).toEqual(
      [...registeredRedirectUris].sort(),
    );
    expect(JSON.stringify(client)).not.toContain('*');
  });

  it('offers no offline_access to the public client', () => {
    expect(client?.optionalClientScopes ?? []).not.toContain('offline_access');
  });
});
