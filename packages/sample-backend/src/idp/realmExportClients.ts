import type { TrustedOrigins } from '../http/TrustedOrigins';
import type { PortalClient } from './isAllowedRedirectUri';
import { keycloakClient } from './keycloakClient';

/**
 * Every portal client of the backend as `realm-wizyta.json` lists it (`keycloakClient`). Web
 * origins are the provider's only: no partner page calls the IdP.
 */
export function realmExportClients(ctx: {
  readonly portalClients: readonly PortalClient[];
  readonly origins: Pick<TrustedOrigins, 'publicOrigin'>;
}): object[] {
  const webOrigins = [ctx.origins.publicOrigin];
  return ctx.portalClients.map((client) => keycloakClient(client, ctx.origins.publicOrigin, webOrigins));
}
