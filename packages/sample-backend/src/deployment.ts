// `@wizyta/sample-backend/deployment`: what a production deployment takes from the reference
// backend, so the two cannot drift — the header table, each deployment's config.json and its IdP
// client. `deploy/` generates the nginx config and the Keycloak realm from these.

export type { BrandType } from './config/BRAND_TYPES';
export { BRAND_TYPES, isBrandType } from './config/BRAND_TYPES';
export type { BrandConfig } from './config/createBrandConfig';
export { brandBasePath, createBrandConfig } from './config/createBrandConfig';
export type { Deployment } from './config/deployments';
export { BRAND_GATEWAY, brandOf, DEPLOYMENTS, portalClientId } from './config/deployments';
export type { HostPath } from './hosting/classifyHostPath';
export { classifyHostPath, PORTAL_BASE_FILE } from './hosting/classifyHostPath';
export { framingBrandOfQuery } from './hosting/framingBrand';
export type { ClassHeaders, HostPolicy } from './hosting/hostHeaders';
export { hostHeaders } from './hosting/hostHeaders';
export type { HostRow, PathClass } from './hosting/hostTable';
export { HOST_TABLE, IMMUTABLE, MOVING } from './hosting/hostTable';
export type { BrandLists, HostSettings } from './hosting/htmlHeaders';
export type { PortalClient } from './idp/isAllowedRedirectUri';
export { portalClients } from './idp/portalClients';
export { realmExportClients } from './idp/realmExportClients';
export { flowFramePaths, widgetVersion } from './widget/flowFramePaths';
