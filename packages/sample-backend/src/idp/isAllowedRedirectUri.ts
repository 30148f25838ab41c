import type { TrustedOrigins } from '../http/TrustedOrigins';

/**
 * The redirect-URI rule of the dev IdP, as a real Keycloak is set up (issue 15, review H2): an
 * exact string match against the registered list, never a prefix or an `<origin>/*` pattern. With
 * silent consent, a wildcard on a partner origin would let one open redirect on any partner page
 * hand a login code to whoever started the flow (PKCE does not help then). The portal returns to
 * its exact base and puts the route back itself (core `redirectTo: 'base'`). Post-logout redirect
 * URIs follow the same rule.
 */
export function isAllowedRedirectUri(value: string, registered: readonly string[]): boolean {
  return registered.includes(value);
}

/**
 * The client's registered redirect URIs: what an operator registers in a real Keycloak and what
 * the dev IdP lists in its client metadata. Per brand the portal's base and its silent-check-sso
 * page; the widget's flow frame (`/widget/flow.html`, without query); and each partner page that
 * signs in with SSO, exactly as its brand config names it.
 */
export function registeredRedirectUris(
  origins: TrustedOrigins,
  brandBases: readonly string[],
  partnerSsoPages: readonly string[],
): string[] {
  const bases = ['/', ...brandBases];
  const portal = bases.flatMap((base) => [
    `${origins.publicOrigin}${base}`,
    `${origins.publicOrigin}${base}silent-check-sso.html`,
  ]);
  const flowFrame = `${origins.publicOrigin}/widget/flow.html`;
  return [...new Set([...portal, flowFrame, ...partnerSsoPages])];
}
