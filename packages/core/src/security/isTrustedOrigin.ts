/**
 * Whether `origin` is on the frame trust list (config `allowedIframeDataSources`): an exact,
 * case-sensitive string match with one entry — never a prefix, suffix or substring test, so
 * `http://127.0.0.1:8081.evil.test` and `http://127.0.0.1:80811` are not `http://127.0.0.1:8081`.
 * The opaque origin `"null"` (sandboxed frames, `file:`) is never trusted.
 */
export function isTrustedOrigin(origin: unknown, trusted: readonly string[]): origin is string {
  if (typeof origin !== 'string' || origin === 'null' || origin === '') return false;
  return trusted.some((entry) => entry === origin);
}
