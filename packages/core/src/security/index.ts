// What the app trusts: external URLs (https, or http on the loopback), embedded-content origins and
// the frame's message origins, each an exact match. Imports nothing else of core (check:layers).

export { isLoopbackHost } from './isLoopbackHost';
export { isTrustedOrigin } from './isTrustedOrigin';
export { externalUrl, isTrustedUrl } from './trustedUrl';
