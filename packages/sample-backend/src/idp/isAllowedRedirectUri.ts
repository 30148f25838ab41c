import type { Deployment } from '../config/deployments';
import type { TrustedOrigins } from '../http/TrustedOrigins';
import { flowFramePaths } from '../widget/flowFramePaths';

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

/** One public IdP client of a portal deployment and its exact redirect (and post-logout) URIs. */
export interface PortalClient {
  readonly deployment: Deployment;
  readonly clientId: string;
  readonly redirectUris: readonly string[];
}

/**
 * A deployment client's registered redirect URIs: what an operator registers in a real Keycloak
 * and what the dev IdP lists in the client's metadata. The deployment's portal base and its
 * silent-check-sso page; the widget's flow frame (`/widget/flow.html` and its versioned copies,
 * without query: its SSO
 * popup signs in with the client of the frame's brand); and each partner page of that brand that
 * signs in with SSO, exactly as its brand config names it. Another brand's portal is not there.
 */
export function registeredRedirectUris(
  origins: TrustedOrigins,
  basePath: string,
  partnerSsoPages: readonly string[],
): string[] {
  const base = `${origins.publicOrigin}${basePath}`;
  const flowFrames = flowFramePaths().map((path) => `${origins.publicOrigin}${path}`);
  return [...new Set([base, `${base}silent-check-sso.html`, ...flowFrames, ...partnerSsoPages])];
}
