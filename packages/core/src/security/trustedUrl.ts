import { isLoopbackHost } from './isLoopbackHost';

/**
 * The URL when it is an absolute `https:` URL, or `http:` on the loopback (development), else
 * `null`: never a `javascript:`, `data:` or plain-http link. Every URL the server or the config
 * hands the app (thank-you page, payment gateway, video room, prescription visit) goes through
 * it before it is followed, framed or rendered as a link.
 */
export function externalUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    if (url.protocol === 'https:') return url;
    return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether a URL may be loaded in a frame the app renders (video room, prescription visit): its
 * origin must be EXACTLY one of the embedded-content list (config `embeddedContentOrigins`) — string
 * equality of `URL.origin`, never a prefix, suffix or `includes` test (DESIGN.md).
 */
export function isTrustedUrl(value: string | null | undefined, trusted: readonly string[]): boolean {
  const url = externalUrl(value);
  return url !== null && trusted.some((origin) => origin === url.origin);
}
