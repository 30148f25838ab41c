import { API_AUDIENCE } from '../auth/realm';
import { brandBasePath } from '../config/createBrandConfig';
import type { PortalClient } from './isAllowedRedirectUri';

/** The realm-roles and audience mappers every portal client carries (the dev IdP's claims). */
const PROTOCOL_MAPPERS = [
  {
    name: 'realm roles',
    protocol: 'openid-connect',
    protocolMapper: 'oidc-usermodel-realm-role-mapper',
    consentRequired: false,
    config: {
      multivalued: 'true',
      'claim.name': 'realm_access.roles',
      'jsonType.label': 'String',
      'access.token.claim': 'true',
      'id.token.claim': 'true',
      'userinfo.token.claim': 'true',
      'introspection.token.claim': 'true',
    },
  },
  {
    name: 'api audience',
    protocol: 'openid-connect',
    protocolMapper: 'oidc-audience-mapper',
    consentRequired: false,
    config: {
      'included.custom.audience': API_AUDIENCE,
      'access.token.claim': 'true',
      'id.token.claim': 'false',
      'introspection.token.claim': 'true',
    },
  },
];

/**
 * One portal client as Keycloak imports it (`realm-wizyta.json`): public, code flow with PKCE
 * S256 only, no consent, exact redirect and post-logout URIs (no wildcard), no offline_access.
 * `realmExport.test.ts` fails when the file and the dev IdP's clients differ;
 * `npm run realm-export -w @wizyta/sample-backend` writes the file from the brand list.
 */
export function keycloakClient(client: PortalClient, rootUrl: string, webOrigins: readonly string[]): object {
  const brand = client.deployment === 'root' ? '' : ` — ${client.deployment}`;
  return {
    clientId: client.clientId,
    name: `Wizyta${brand}`,
    description: `Portal pacjenta i widżet rezerwacji${brand} (klient publiczny, authorization code + PKCE S256)`,
    enabled: true,
    protocol: 'openid-connect',
    publicClient: true,
    standardFlowEnabled: true,
    implicitFlowEnabled: false,
    directAccessGrantsEnabled: false,
    serviceAccountsEnabled: false,
    consentRequired: false,
    fullScopeAllowed: true,
    frontchannelLogout: true,
    rootUrl,
    baseUrl: brandBasePath(client.deployment),
    redirectUris: [...client.redirectUris],
    webOrigins: [...webOrigins],
    attributes: {
      'pkce.code.challenge.method': 'S256',
      'post.logout.redirect.uris': client.redirectUris.join('##'),
      'use.refresh.tokens': 'true',
    },
    defaultClientScopes: ['web-origins', 'profile', 'roles', 'email'],
    protocolMappers: PROTOCOL_MAPPERS,
    optionalClientScopes: [],
  };
}
