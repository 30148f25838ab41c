import type { BrandType } from '../config/BRAND_TYPES';

/** The origins the server reasons about when it sets CSP, CORS and redirect-URI rules. */
export interface TrustedOrigins {
  /** The portal/API/IdP origin (`http://localhost:8080`). */
  publicOrigin: string;
  /** The partner pages' origin (`http://127.0.0.1:8081`). */
  partnerOrigin: string;
  /** A brand's frame trust list (config `allowedIframeDataSources`). */
  forBrand(type: BrandType): readonly string[];
  /** A brand's consultation room and prescription hosts (config `embeddedContentOrigins`). */
  embeddedFor(type: BrandType): readonly string[];
  /** Union of every brand's list: who may call the API and the IdP cross-origin. */
  all: readonly string[];
  /**
   * Every brand's hosts of content the portal itself frames together (consultation room,
   * prescription visit; config `embeddedContentOrigins`): they get `frame-src` and
   * camera/microphone, never CORS or redirects.
   */
  embedded: readonly string[];
}
