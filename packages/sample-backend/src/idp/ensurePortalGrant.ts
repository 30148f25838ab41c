import type { GrantInstance, Provider } from 'oidc-provider';
import { API_AUDIENCE, GRANTED_SCOPE } from '../auth/realm';

/**
 * The portal is a first-party client: like Keycloak with "consent required" off, the realm
 * grants it every scope without asking. Loads the grant (or creates one) and makes sure it
 * covers the OIDC scopes and the API resource, so the consent prompt never shows.
 */
export async function ensurePortalGrant(
  provider: Provider,
  accountId: string,
  clientId: string,
  grantId: string | undefined,
): Promise<GrantInstance> {
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(GRANTED_SCOPE);
  grant.addResourceScope(API_AUDIENCE, GRANTED_SCOPE);
  await grant.save();
  return grant;
}
