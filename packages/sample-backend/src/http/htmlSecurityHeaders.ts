import { isBrandType } from '../config/BRAND_TYPES';
import type { TrustedOrigins } from './TrustedOrigins';

// The IdP's pages keycloak-js frames itself (third-party-cookie probe): the partner pages must
// be able to frame them, or keycloak-js waits for a message that never comes.
const FRAMEABLE_IDP_PATH = /^\/auth\/realms\/[^/]+\/protocol\/openid-connect\/3p-cookies\//;

function frameAncestors(
  path: string,
  origins: TrustedOrigins,
): { list: readonly string[]; selfOnly: boolean } {
  if (FRAMEABLE_IDP_PATH.test(path)) return { list: origins.all, selfOnly: false };
  // Like Keycloak's, the login and logout pages refuse framing by anyone else (clickjacking).
  if (path.startsWith('/auth/')) return { list: [], selfOnly: true };
  const brand = /^\/b\/([^/]+)\//.exec(path)?.[1];
  const list = brand && isBrandType(brand) ? origins.forBrand(brand) : origins.forBrand('general');
  return { list, selfOnly: list.length === 0 };
}

const NO_OPENER_ISOLATION = /^\/(widget|auth|pay)\//;

/**
 * Camera and microphone for this origin and the consultation room's hosts only (the portal frames
 * the room with `allow="camera; microphone"`); every other powerful feature off for everyone.
 */
function permissionsPolicy(embedded: readonly string[]): string {
  const av = ['self', ...embedded.map((origin) => `"${origin}"`)].join(' ');
  return [
    `camera=(${av})`,
    `microphone=(${av})`,
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'midi=()',
    'display-capture=()',
  ].join(', ');
}

/**
 * Headers for an HTML response at `path`: a strict CSP without `unsafe-inline`/`unsafe-eval`,
 * `frame-ancestors` from the brand's trust list, `frame-src` from the embedded-content list (the
 * consultation room and prescription hosts, config `embeddedContentOrigins`, review M2), nosniff, a
 * referrer policy, a Permissions-Policy and, on the portal's pages, COOP. `form-action`
 * names the trusted origins too, because Chromium applies it to the redirects that follow a
 * form post (login form → redirect_uri on a partner page).
 */
export function htmlSecurityHeaders(path: string, origins: TrustedOrigins): Record<string, string> {
  const { list, selfOnly } = frameAncestors(path, origins);
  const trusted = origins.all.join(' ');
  const embedded = origins.embedded.join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${embedded}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${trusted}`.trim(),
    `frame-ancestors 'self' ${list.join(' ')}`.trim(),
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(origins.embedded),
  };
  // The portal's own pages get a browsing-context group of their own; the widget's flow frame
  // (its popup mode talks to its opener), the IdP and the payment pages keep their opener.
  if (!NO_OPENER_ISOLATION.test(path)) headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  // X-Frame-Options cannot name a list; send it only where framing is same-origin only.
  if (selfOnly) headers['X-Frame-Options'] = 'SAMEORIGIN';
  return headers;
}
