/** The URL when it is an absolute http(s) URL, else `null` (never a `javascript:` or `data:` link). */
export function externalUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether a URL may be loaded in a frame the app renders (video room, prescription visit): its
 * origin must be EXACTLY one of the frame trust list (config `allowedIframeDataSources`) — string
 * equality of `URL.origin`, never a prefix, suffix or `includes` test (DESIGN.md).
 */
export function isTrustedUrl(value: string | null | undefined, trusted: readonly string[]): boolean {
  const url = externalUrl(value);
  return url !== null && trusted.some((origin) => origin === url.origin);
}
