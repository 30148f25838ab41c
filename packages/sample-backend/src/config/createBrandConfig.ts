import type { BrandType } from './BRAND_TYPES';

/** The `config.json` the sample backend serves for one brand (the shape of core's schema). */
export interface BrandConfig {
  apiUrl: string;
  authUrl: string;
  siteUrl: string;
  type: BrandType;
  keycloak: { url: string; realm: string; clientId: string };
  mock: boolean;
  maintenance: boolean;
  allowedIframeDataSources: string[];
  /** Set where the deployment asks for a captcha (`captcha/withCaptcha.ts`). */
  captchaSiteKey?: string;
  /** Consultation room and prescription hosts: framed by the portal, nothing more (review M2). */
  embeddedContentOrigins: string[];
  /**
   * Partner pages that sign in with SSO, exact URLs: the realm registers each as a redirect URI
   * (issue 15; no `<origin>/*`). The client ignores the field.
   */
  ssoRedirectPages: string[];
}

/** Where the brand's portal lives: GENERAL at `/`, every brand (general too) at `/b/<type>/`. */
export function brandBasePath(type: BrandType | 'root'): string {
  return type === 'root' ? '/' : `/b/${type}/`;
}

/**
 * Builds a brand's configuration. Decided: `siteUrl` and `authUrl` are both the brand's base URL
 * (the portal is where a signed-in patient lands; the IdP is named separately under `keycloak`).
 */
export function createBrandConfig(
  type: BrandType,
  basePath: string,
  origins: {
    publicOrigin: string;
    trusted: readonly string[];
    embedded: readonly string[];
    ssoPages: readonly string[];
  },
): BrandConfig {
  const baseUrl = `${origins.publicOrigin}${basePath}`;
  return {
    apiUrl: origins.publicOrigin,
    authUrl: baseUrl,
    siteUrl: baseUrl,
    type,
    keycloak: { url: `${origins.publicOrigin}/auth`, realm: 'wizyta', clientId: 'wizyta-portal' },
    mock: true,
    maintenance: false,
    allowedIframeDataSources: [...origins.trusted],
    embeddedContentOrigins: [...origins.embedded],
    ssoRedirectPages: [...origins.ssoPages],
  };
}
