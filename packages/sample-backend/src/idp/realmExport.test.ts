import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOYMENTS, portalClientId } from '../config/deployments';
import { createBackend } from '../createBackend';
import { realmExportClients } from './realmExportClients';

const realm = JSON.parse(readFileSync(new URL('../../realm-wizyta.json', import.meta.url), 'utf8')) as {
  clients: Array<{
    clientId: string;
    redirectUris: string[];
    attributes: Record<string, string>;
    optionalClientScopes?: string[];
  }>;
};

describe('realm-wizyta.json (what an operator imports into Keycloak)', () => {
  it('registers one client per deployment, exactly the dev IdP’s (run `npm run realm-export` after a brand change)', async () => {
    const backend = await createBackend({ log: () => {} });
    expect(realm.clients.map((c) => c.clientId)).toEqual(DEPLOYMENTS.map(portalClientId));
    expect(JSON.parse(JSON.stringify(realmExportClients(backend.ctx)))).toEqual(realm.clients);
  });

  it('gives each client its own exact redirect and post-logout URIs, no wildcard, no other brand’s portal', () => {
    for (const client of realm.clients) {
      expect(client.attributes['post.logout.redirect.uris']?.split('##')).toEqual(client.redirectUris);
      expect(JSON.stringify(client)).not.toContain('*');
    }
    const inter = realm.clients.find((c) => c.clientId === 'wizyta-portal-inter');
    expect(inter?.redirectUris).toContain('http://localhost:8080/b/inter/');
    expect(inter?.redirectUris).not.toContain('http://localhost:8080/');
    expect(inter?.redirectUris).not.toContain('http://localhost:8080/b/pzu/');
  });

  it('offers no offline_access to the public clients', () => {
    for (const client of realm.clients)
      expect(client.optionalClientScopes ?? []).not.toContain('offline_access');
  });
});
