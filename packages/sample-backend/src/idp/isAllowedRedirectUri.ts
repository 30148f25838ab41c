import type { TrustedOrigins } from '../http/TrustedOrigins';

// The server's own endpoints: an authorization code must never land on a handler that could
// reflect or forward it, so these are excluded even though they share the portal's origin.
const RESERVED_PREFIXES = ['/auth/', '/patient-portal/', '/visit-api/', '/pay/', '/widget/'];

/**
 * The redirect-URI rule of the dev IdP (decided; Keycloak's equivalent is a list of
 * `<origin>/*` patterns). keycloak-js sends `location.href` as the redirect URI, with whatever
 * route and query the patient is on, so an exact list cannot work for a single-page app with
 * routes. Allowed: any http(s) URL without fragment or credentials whose origin is the portal's
 * (any path under `/` or `/b/<type>/`, except the server's own endpoints) or one of the trusted
 * partner origins. Post-logout redirect URIs follow the same rule.
 */
export function isAllowedRedirectUri(value: string, origins: TrustedOrigins): boolean {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.hash || url.username || url.password || value.includes('#')) return false;
  if (url.origin === origins.publicOrigin) {
    return !RESERVED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  }
  return origins.all.includes(url.origin);
}

/**
 * The client's registered redirect URIs: what an operator registers in a real Keycloak and what
 * the dev IdP lists in its client metadata (the app bases and their silent-check-sso pages).
 */
export function registeredRedirectUris(origins: TrustedOrigins, brandBases: readonly string[]): string[] {
  const bases = ['/', ...brandBases];
  const portal = bases.flatMap((base) => [
    `${origins.publicOrigin}${base}`,
    `${origins.publicOrigin}${base}silent-check-sso.html`,
  ]);
  const partners = origins.all.map((origin) => `${origin}/`);
  return [...portal, ...partners];
}
