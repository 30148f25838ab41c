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

/**
 * Headers for an HTML response at `path`: a strict CSP without `unsafe-inline`/`unsafe-eval`,
 * `frame-ancestors` from the brand's trust list, nosniff and a referrer policy. `form-action`
 * names the trusted origins too, because Chromium applies it to the redirects that follow a
 * form post (login form → redirect_uri on a partner page).
 */
export function htmlSecurityHeaders(path: string, origins: TrustedOrigins): Record<string, string> {
  const { list, selfOnly } = frameAncestors(path, origins);
  const trusted = origins.all.join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${trusted}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${trusted}`.trim(),
    `frame-ancestors 'self' ${list.join(' ')}`.trim(),
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // X-Frame-Options cannot name a list; send it only where framing is same-origin only.
  if (selfOnly) headers['X-Frame-Options'] = 'SAMEORIGIN';
  return headers;
}
