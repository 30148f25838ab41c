import type { BackendContext } from '../BackendContext';
import { keycloakClient } from './keycloakClient';

/** Every portal client of the backend as `realm-wizyta.json` lists it (`keycloakClient`). */
export function realmExportClients(ctx: Pick<BackendContext, 'portalClients' | 'origins'>): object[] {
  const webOrigins = [ctx.origins.publicOrigin, ...ctx.origins.all];
  return ctx.portalClients.map((client) => keycloakClient(client, ctx.origins.publicOrigin, webOrigins));
}
