import { brandBasePath } from '../config/createBrandConfig';
import { DEPLOYMENTS, type Deployment, portalClientId } from '../config/deployments';
import { type PortalClient, registeredRedirectUris } from './isAllowedRedirectUri';

/**
 * One IdP client per deployment, from the brand list (a new brand gets its client here), with its
 * exact redirect and post-logout URIs on `publicOrigin`; `extra(deployment)` adds URIs of that
 * origin (a test page, the flow frames of older release folders partners still pin). The dev IdP
 * registers these and the realm export writes them, for the sample's origin or a production one.
 */
export function portalClients(
  publicOrigin: string,
  extra: (deployment: Deployment) => readonly string[] = () => [],
): PortalClient[] {
  return DEPLOYMENTS.map((deployment) => ({
    deployment,
    clientId: portalClientId(deployment),
    redirectUris: registeredRedirectUris({ publicOrigin }, brandBasePath(deployment), extra(deployment)),
  }));
}
