import { readFileSync } from 'node:fs';
import { DEPLOYMENTS, portalClientId, widgetVersion } from '@wizyta/sample-backend/deployment';
import { describe, expect, it } from 'vitest';
import { productionRealm } from './productionRealm';

const ORIGIN = 'https://wizyta.example';

interface Client {
  clientId: string;
  redirectUris: string[];
  webOrigins: string[];
  rootUrl: string;
  attributes: Record<string, string>;
}

const clientsOf = (realm: { clients: object[] }) => realm.clients as Client[];

describe('productionRealm (npm run realm-export -- --origin …)', () => {
  it('is what deploy/keycloak/realm-wizyta.json holds (`npm run realm-export -- --origin https://wizyta.example`)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../keycloak/realm-wizyta.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(productionRealm(ORIGIN, []))));
  });

  it('has the 41 clients, one per deployment, each with exact URIs on the production origin only', () => {
    const clients = clientsOf(productionRealm(ORIGIN, []));
    expect(clients.map((client) => client.clientId)).toEqual(DEPLOYMENTS.map(portalClientId));
    expect(clients).toHaveLength(41);
    const version = widgetVersion();
    for (const client of clients) {
      const base =
        client.clientId === 'wizyta-portal' ? `${ORIGIN}/` : `${ORIGIN}/b/${client.clientId.slice(14)}/`;
      expect(client.redirectUris).toEqual([
        base,
        `${base}silent-check-sso.html`,
        `${ORIGIN}/widget/flow.html`,
        `${ORIGIN}/widget/${version}/flow.html`,
        `${ORIGIN}/widget/v${version.split('.')[0]}/flow.html`,
      ]);
      expect(client.attributes['post.logout.redirect.uris']?.split('##')).toEqual(client.redirectUris);
      expect(client.webOrigins).toEqual([ORIGIN]);
      expect(client.rootUrl).toBe(ORIGIN);
      expect(JSON.stringify(client)).not.toMatch(/localhost|127\.0\.0\.1|\*/);
    }
  });

  it('keeps the flow frames of older release folders partners still pin', () => {
    const [root] = clientsOf(productionRealm(ORIGIN, ['0.0.9', '1.0.0-rc.1']));
    expect(root?.redirectUris).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/widget/0.0.9/flow.html`,
        `${ORIGIN}/widget/1.0.0-rc.1/flow.html`,
        `${ORIGIN}/widget/v1/flow.html`,
      ]),
    );
  });

  it.each([
    ['http://wizyta.example', []],
    ['https://wizyta.example/portal', []],
    [ORIGIN, ['latest']],
  ])('refuses origin %s with releases %j', (origin, releases) => {
    expect(() => productionRealm(origin, releases)).toThrow();
  });
});
