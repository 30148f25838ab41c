/** Content-hashed or released files: never change once published. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Five minutes: how stale a moving URL may be, so a release reaches every page within that. */
export const MOVING_MAX_AGE_S = 300;

/** A moving URL (`/widget/…`, `/widget/v<major>/…`, the widget's pages): revalidated after five minutes. */
export const MOVING = `public, max-age=${MOVING_MAX_AGE_S}, must-revalidate`;

/**
 * The kinds of path the provider's host serves: one row of the header table each. The sample
 * backend classifies every request into one (`classifyHostPath`); the generated nginx config has
 * one location (or a group of them) per kind.
 */
export type PathClass =
  /** The portal's `index.html` for every app route, and `silent-check-sso.html`, under each base. */
  | 'portalPage'
  /** Favicons, logos, documents and `silent-check-sso.js` under each base: stable names. */
  | 'portalFile'
  /** `/assets/*`: the portal's content-hashed bundles, shared by every brand. */
  | 'portalAsset'
  /** `/favicon.ico`, which pages without a favicon link (the IdP's login form) make browsers ask for. */
  | 'favicon'
  /** `/config.json` and `/b/<type>/config.json`: read cross-origin by the loader on partner pages. */
  | 'brandConfig'
  /** The widget's pages (`flow.html`, `frame.html`) in every folder: framed by partner pages. */
  | 'widgetPage'
  /** `/widget/…` and `/widget/v<major>/…`: moving URLs partners paste into their pages. */
  | 'widgetMoving'
  /** `/widget/<version>/…` and the content-hashed `chunks/` and `workers/` of every folder. */
  | 'widgetRelease'
  /** `/widget/manifest.json`: the current release's files and hashes. */
  | 'widgetManifest'
  /** The API (`/patient-portal/api/`, `/visit-api/`, `/gw/<type>/…`): set by the API itself. */
  | 'api'
  /** The IdP's pages (`/auth/…`): never framed by anyone else (clickjacking of the login form). */
  | 'idpPage'
  /** keycloak-js's third-party-cookie probe: framed inside the flow frame on partner pages. */
  | 'idpProbe'
  /** The payment gateway's page (the sample's simulator at `/pay/`): keeps its opener. */
  | 'paymentPage';

/** One row of the header table: what the host adds to an answer of that kind of path. */
export interface HostRow {
  /**
   * `Cache-Control` of a successful answer (2xx, 3xx) that names none itself; `everyAnswer` puts
   * it on errors too (an API error may name a patient as well).
   */
  readonly cache?: { readonly value: string; readonly everyAnswer?: boolean };
  /**
   * `Access-Control-Allow-Origin` for exactly the trusted origins (no credentials) and
   * `Vary: Origin` on every answer, also one without `Origin`: a cached same-origin copy without it
   * would be handed to a partner page's CORS request and refused.
   */
  readonly cors: boolean;
  /** `Cross-Origin-Resource-Policy`. */
  readonly resourcePolicy?: 'same-origin' | 'cross-origin';
  /**
   * Who may frame an HTML answer: the partners of the brand the path or query names, nobody else
   * (`'self'`), or the partners of any brand.
   */
  readonly framedBy: 'brand' | 'self' | 'anyPartner';
  /**
   * `Cross-Origin-Opener-Policy: same-origin` on an HTML answer. Not where a page talks to its
   * opener: the widget's SSO popup, the IdP's pages and the payment gateway's.
   */
  readonly openerIsolation: boolean;
}

/**
 * The header table (docs/deploy.md, "Headers"): one source for the sample backend's middleware
 * and the generated nginx config, so the two cannot drift. Every answer also gets `nosniff`, and
 * `Strict-Transport-Security` on an https origin; an HTML answer gets the CSP set
 * (`htmlHeaders`). A widget page is revalidated after five minutes in every folder, a release's
 * too: its `frame-ancestors` follows the brand's trust list, which changes without a release.
 */
export const HOST_TABLE: Readonly<Record<PathClass, HostRow>> = {
  portalPage: { cache: { value: 'no-cache' }, cors: false, framedBy: 'brand', openerIsolation: true },
  portalFile: { cache: { value: 'no-cache' }, cors: false, framedBy: 'brand', openerIsolation: true },
  portalAsset: { cache: { value: IMMUTABLE }, cors: false, framedBy: 'brand', openerIsolation: true },
  favicon: {
    cache: { value: 'public, max-age=86400' },
    cors: false,
    framedBy: 'brand',
    openerIsolation: true,
  },
  brandConfig: { cache: { value: 'no-cache' }, cors: true, framedBy: 'brand', openerIsolation: true },
  widgetPage: {
    cache: { value: MOVING },
    cors: true,
    resourcePolicy: 'cross-origin',
    framedBy: 'brand',
    openerIsolation: false,
  },
  widgetMoving: {
    cache: { value: MOVING },
    cors: true,
    resourcePolicy: 'cross-origin',
    framedBy: 'brand',
    openerIsolation: false,
  },
  widgetRelease: {
    cache: { value: IMMUTABLE },
    cors: true,
    resourcePolicy: 'cross-origin',
    framedBy: 'brand',
    openerIsolation: false,
  },
  widgetManifest: {
    cache: { value: 'no-cache' },
    cors: true,
    resourcePolicy: 'cross-origin',
    framedBy: 'brand',
    openerIsolation: false,
  },
  api: {
    cache: { value: 'no-store', everyAnswer: true },
    cors: true,
    resourcePolicy: 'same-origin',
    framedBy: 'brand',
    openerIsolation: true,
  },
  idpPage: { cors: false, framedBy: 'self', openerIsolation: false },
  idpProbe: { cors: false, framedBy: 'anyPartner', openerIsolation: false },
  paymentPage: { cors: false, framedBy: 'brand', openerIsolation: false },
};
