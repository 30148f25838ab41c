import type { Deployment } from '../config/deployments';
import type { TrustedOrigins } from '../http/TrustedOrigins';
import { flowFramePaths } from '../widget/flowFramePaths';

/**
 * The redirect-URI rule of the dev IdP, as a real Keycloak is set up: an
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
 * and what the dev IdP lists in the client's metadata. Only pages of the provider's own origin
 * receive authorization codes: the deployment's portal base and its silent-check-sso page, and
 * the widget's flow frame (`/widget/flow.html` and its versioned copies, without query: its SSO
 * popup signs in with the client of the frame's brand). Another brand's portal is not there, and
 * no partner page ever is: a partner page is a foreign realm, and with a patient's IdP session a
 * script there could start a `prompt=none` flow with its own PKCE verifier and redeem the code.
 * `extra` (a test page, a staging page) must be on the provider's origin as well.
 */
export function registeredRedirectUris(
  origins: Pick<TrustedOrigins, 'publicOrigin'>,
  basePath: string,
  extra: readonly string[] = [],
): string[] {
  const base = `${origins.publicOrigin}${basePath}`;
  const flowFrames = flowFramePaths().map((path) => `${origins.publicOrigin}${path}`);
  for (const uri of extra) {
    if (new URL(uri).origin !== origins.publicOrigin)
      throw new Error(`redirect URI ${uri} is not on the provider's origin ${origins.publicOrigin}`);
  }
  return [...new Set([base, `${base}silent-check-sso.html`, ...flowFrames, ...extra])];
}
