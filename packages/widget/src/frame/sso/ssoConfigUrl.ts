// Loaded only in the SSO popup (the SSO chunk): imports nothing, so no shared code moves here.

/** `/b/<type>/config.json`: a brand deployment's config on the provider's own origin. */
const BRAND_CONFIG = /^\/b\/[a-z_]+\/config\.json$/;

/**
 * The `config.json` the SSO popup signs in with: its opener's, the flow frame of the same
 * (provider) origin, whose element carries the brand's `config-url` (`applyFlowQuery`). Each brand
 * has its own IdP client and API base, so the popup must use the frame's brand or the
 * frame's API refuses the tokens. Only a brand path on this origin is taken; anything else (no
 * opener, a cross-origin one, another URL) is the root deployment's `/config.json`.
 */
export function ssoConfigUrl(win: Window): string {
  const origin = win.location.origin;
  let attribute: string | null | undefined;
  try {
    const opener = win.opener as Window | null;
    attribute = opener?.document.querySelector('wizyta-booking')?.getAttribute('config-url');
  } catch {
    // A cross-origin opener: nothing to read, the root deployment.
  }
  const url = attribute ? new URL(attribute, origin) : null;
  return url && url.origin === origin && BRAND_CONFIG.test(url.pathname) && !url.search
    ? url.href
    : new URL('/config.json', origin).href;
}
