import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOYMENTS, portalClientId } from '../config/deployments';
import { createBackend } from '../createBackend';
import { realmExportClients } from './realmExportClients';

// Only the provider's origin receives authorization codes. A partner page is a foreign realm: with a
// patient's IdP session, a script there starts a prompt=none flow with its own PKCE verifier and
// redeems the code if the page is a registered redirect URI. These tests generate every client of
// the realm and fail on any URI or web origin off the provider's origin.

const PROVIDER = 'http://localhost:8080';
const PARTNER = 'http://127.0.0.1:8081';
const OTHER_PARTNERS = ['http://localhost:3000', 'https://www.pzu.example'];
const PARTNERS = [PARTNER, ...OTHER_PARTNERS];

async function backendWithPartners() {
  return createBackend({ log: () => {}, partnerOrigin: PARTNER, trustedOrigins: OTHER_PARTNERS });
}

function partnerOrigins(backend: Awaited<ReturnType<typeof backendWithPartners>>): Set<string> {
  const { origins, brandConfig } = backend.ctx;
  const brandLists = DEPLOYMENTS.flatMap((d) => brandConfig(d).allowedIframeDataSources);
  return new Set([origins.partnerOrigin, ...origins.all, ...origins.embedded, ...brandLists, ...PARTNERS]);
}

describe('no IdP client redirects to a partner', () => {
  it('registers, in the running IdP, redirect and post-logout URIs of the provider’s origin only', async () => {
    const backend = await backendWithPartners();
    const partners = partnerOrigins(backend);
    expect(partners.size).toBeGreaterThanOrEqual(PARTNERS.length);
    for (const deployment of DEPLOYMENTS) {
      const client = await backend.idp.provider.Client.find(portalClientId(deployment));
      if (!client) throw new Error(`no IdP client for ${deployment}`);
      const uris = [...(client.redirectUris ?? []), ...(client.postLogoutRedirectUris ?? [])];
      expect(uris.length, client.clientId).toBeGreaterThan(0);
      for (const uri of uris) {
        const { origin } = new URL(uri);
        expect(partners.has(origin), `${client.clientId}: ${uri}`).toBe(false);
        expect(origin, `${client.clientId}: ${uri}`).toBe(PROVIDER);
      }
    }
  });

  it('generates a realm export whose redirect URIs, post-logout URIs and web origins are the provider’s', async () => {
    const backend = await backendWithPartners();
    const clients = JSON.parse(JSON.stringify(realmExportClients(backend.ctx))) as Array<{
      clientId: string;
      redirectUris: string[];
      webOrigins: string[];
      attributes: Record<string, string>;
    }>;
    expect(clients).toHaveLength(DEPLOYMENTS.length);
    for (const client of clients) {
      const logout = client.attributes['post.logout.redirect.uris']?.split('##') ?? [];
      for (const uri of [...client.redirectUris, ...logout])
        expect(new URL(uri).origin, `${client.clientId}: ${uri}`).toBe(PROVIDER);
      expect(client.webOrigins, client.clientId).toEqual([PROVIDER]);
    }
  });

  it('holds for the committed realm-wizyta.json as well', () => {
    const realm = JSON.parse(readFileSync(new URL('../../realm-wizyta.json', import.meta.url), 'utf8')) as {
      clients: Array<{ clientId: string; rootUrl: string; redirectUris: string[]; webOrigins: string[] }>;
    };
    for (const client of realm.clients) {
      const uris = [...client.redirectUris, ...client.webOrigins];
      for (const uri of uris) expect(new URL(uri).origin, `${client.clientId}: ${uri}`).toBe(client.rootUrl);
    }
  });

  it('publishes no partner SSO pages in any brand’s config.json', async () => {
    const backend = await backendWithPartners();
    for (const deployment of DEPLOYMENTS)
      expect(Object.keys(backend.ctx.brandConfig(deployment))).not.toContain('ssoRedirectPages');
  });

  it('refuses to start with an extra redirect URI off the provider’s origin', async () => {
    await expect(
      createBackend({ log: () => {}, extraRedirectUris: ['http://127.0.0.1:8081/partner-site/'] }),
    ).rejects.toThrow(/provider's origin/);
  });
});
