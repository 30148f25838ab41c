import { BRAND_TYPES, type BrandType, isBrandType } from './BRAND_TYPES';

/**
 * One portal deployment: GENERAL at `/` (`'root'`) or a brand at `/b/<type>/`. Each has its own
 * IdP client and API base, so the server knows which brand a request comes from.
 */
export type Deployment = BrandType | 'root';

/** Every deployment the sample serves: the root one, then one per brand of the brand list. */
export const DEPLOYMENTS: readonly Deployment[] = ['root', ...BRAND_TYPES];

/** The root deployment's client; a brand's is `wizyta-portal-<type>`. */
export const ROOT_CLIENT_ID = 'wizyta-portal';

/**
 * The public IdP client of a deployment: `wizyta-portal` at `/`, `wizyta-portal-<type>`
 * at `/b/<type>/`. Derived from the brand list, so a new brand gets its client without a hand edit.
 */
export function portalClientId(deployment: Deployment): string {
  return deployment === 'root' ? ROOT_CLIENT_ID : `${ROOT_CLIENT_ID}-${deployment}`;
}

/** The deployment whose client `clientId` is; undefined for any other client. */
export function deploymentOfClient(clientId: unknown): Deployment | undefined {
  if (clientId === ROOT_CLIENT_ID) return 'root';
  if (typeof clientId !== 'string' || !clientId.startsWith(`${ROOT_CLIENT_ID}-`)) return undefined;
  const type = clientId.slice(ROOT_CLIENT_ID.length + 1);
  return isBrandType(type) ? type : undefined;
}

/** The brand a deployment serves: the root deployment is GENERAL. */
export function brandOf(deployment: Deployment): BrandType {
  return deployment === 'root' ? 'general' : deployment;
}

/** Whether two deployments serve the same brand (the root deployment and GENERAL's do). */
export function sameBrand(a: Deployment, b: Deployment): boolean {
  return brandOf(a) === brandOf(b);
}

/** Where a brand deployment's API lives: `<origin>/gw/<type>` (the root deployment: `<origin>`). */
export const BRAND_GATEWAY = '/gw';
