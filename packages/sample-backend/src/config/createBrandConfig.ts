import type { BrandType } from './BRAND_TYPES';
import { BRAND_GATEWAY, brandOf, type Deployment, portalClientId } from './deployments';

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
  /** Consultation room and prescription hosts: framed by the portal, nothing more. */
  embeddedContentOrigins: string[];
  /** Where the payment hand-off may leave for: the gateway simulator on the server's own origin. */
  paymentGatewayOrigins: string[];
  /** The provider's phone line and e-mail (the sample's are not real: 555 numbers, example.com). */
  contactPhone?: string;
  contactEmail?: string;
  /** Where an NFZ patient makes the primary-care declaration: IKP, the patients' public portal. */
  nfzDeclarationUrl?: string;
  /** The operator's analytics id: with it and the patient's consent, funnel events go to `dataLayer`. */
  analyticsId?: string;
  /** The seller on the brand's invoices (core's schema checks the NIP). */
  invoiceSeller?: { name: string; address: string; nip: string };
}

/**
 * The sample backend's phone line, e-mail and NFZ declaration page, the same for every brand; not
 * part of {@link createBrandConfig}, whose result a production deployment's config is generated from.
 */
export const SAMPLE_CONTACT = {
  contactPhone: '+48 22 555 01 00',
  contactEmail: 'pomoc@wizyta.example',
  nfzDeclarationUrl: 'https://pacjent.gov.pl/',
} as const;

/**
 * The sample's analytics id, the same for every brand: events go to the page's `dataLayer` (no tag
 * is loaded), where the funnel's tests read them. Not part of {@link createBrandConfig} either.
 */
export const SAMPLE_ANALYTICS = { analyticsId: 'G-WIZYTA-SAMPLE' } as const;

/**
 * The seller on the sample's invoices, the same for every brand: the provider behind them
 * (placeholder data, not a real company; the NIP only passes the checksum). Not part of
 * {@link createBrandConfig} either: a deployment names its own company.
 */
export const SAMPLE_INVOICE_SELLER = {
  invoiceSeller: {
    name: 'Wizyta Sp. z o.o. (dane przykładowe)',
    address: 'ul. Przykładowa 1, 00-001 Warszawa',
    nip: '9876543210',
  },
} as const;

/** Where the brand's portal lives: GENERAL at `/`, every brand (general too) at `/b/<type>/`. */
export function brandBasePath(type: Deployment): string {
  return type === 'root' ? '/' : `/b/${type}/`;
}

/**
 * Builds a deployment's configuration. Decided: `siteUrl` and `authUrl` are both the brand's base
 * URL (the portal is where a signed-in patient lands; the IdP is named separately under
 * `keycloak`). Each deployment has its own IdP client and API base (`/gw/<type>` for
 * `/b/<type>/`, the origin for `/`), which is how the server knows the brand of a request.
 */
export function createBrandConfig(
  deployment: Deployment,
  origins: {
    publicOrigin: string;
    trusted: readonly string[];
    embedded: readonly string[];
  },
): BrandConfig {
  const baseUrl = `${origins.publicOrigin}${brandBasePath(deployment)}`;
  const gateway = deployment === 'root' ? '' : `${BRAND_GATEWAY}/${deployment}`;
  return {
    apiUrl: `${origins.publicOrigin}${gateway}`,
    authUrl: baseUrl,
    siteUrl: baseUrl,
    type: brandOf(deployment),
    keycloak: {
      url: `${origins.publicOrigin}/auth`,
      realm: 'wizyta',
      clientId: portalClientId(deployment),
    },
    mock: true,
    maintenance: false,
    allowedIframeDataSources: [...origins.trusted],
    embeddedContentOrigins: [...origins.embedded],
    paymentGatewayOrigins: [origins.publicOrigin],
  };
}
