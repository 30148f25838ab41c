/** A brand's two origin lists, as its `config.json` names them. */
export interface BrandLists {
  /** The frame trust list (`allowedIframeDataSources`): who may frame and message the brand's pages. */
  readonly trusted: readonly string[];
  /** Consultation room and prescription hosts (`embeddedContentOrigins`): framed, nothing more. */
  readonly embedded: readonly string[];
}

/** What the headers of a whole deployment depend on beyond one brand's lists. */
export interface HostSettings {
  /** Every brand's trusted origins together: CORS and `form-action`. */
  readonly allTrusted: readonly string[];
  /** An https origin: `Strict-Transport-Security` on every answer. */
  readonly https: boolean;
  /**
   * Where browsers report CSP violations (`Reporting-Endpoints: csp="…"` and `report-to csp`);
   * none in development (the sample has no collector).
   */
  readonly reportTo?: string;
}

/** Who may frame an HTML answer: these origins besides the page's own, or nobody else. */
export type Framing = { readonly by: readonly string[] } | 'selfOnly';

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
 * Headers of an HTML answer: a strict CSP without `unsafe-inline`/`unsafe-eval`,
 * `frame-ancestors` from `framing`, `frame-src` from the embedded-content list (the consultation
 * room and prescription hosts, never the partners), nosniff, a referrer policy, a
 * Permissions-Policy, COOP where `openerIsolation`, and `X-Frame-Options` where nobody else may
 * frame the page (it cannot name a list). `form-action` names the trusted origins because Chromium
 * applies it to the redirects that follow a form post. `connect-src 'self'`: the API and the IdP
 * are on the provider's own origin (the nginx config proxies them).
 */
export function htmlHeaders(
  framing: Framing,
  embedded: readonly string[],
  openerIsolation: boolean,
  settings: HostSettings,
): Record<string, string> {
  const ancestors = framing === 'selfOnly' ? [] : framing.by;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${embedded.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${settings.allTrusted.join(' ')}`.trim(),
    `frame-ancestors 'self' ${ancestors.join(' ')}`.trim(),
    ...(settings.reportTo ? ['report-to csp'] : []),
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(embedded),
  };
  if (settings.reportTo) headers['Reporting-Endpoints'] = `csp="${settings.reportTo}"`;
  if (openerIsolation) headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  if (ancestors.length === 0) headers['X-Frame-Options'] = 'SAMEORIGIN';
  return headers;
}
