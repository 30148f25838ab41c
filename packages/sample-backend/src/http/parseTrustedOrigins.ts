/**
 * Reads `TRUSTED_ORIGINS` (issue 16): a comma-separated list of exact origins
 * (`http://localhost:3000,https://staging.partner.pl`) that the sample backend trusts beside its
 * own partner origin, so a partner developer's own page can carry the widget. Each entry must be a
 * bare http(s) origin — scheme, host and port, no path, no wildcard — because every use of the
 * list is an exact string match (CORS, `frame-ancestors`, the frame's message checks, payment
 * return URLs). Anything else stops the server with a message naming the entry.
 */
export function parseTrustedOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of origins) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      const web = url.protocol === 'http:' || url.protocol === 'https:';
      origin = web && !url.hostname.includes('*') ? url.origin : null;
    } catch {
      origin = null;
    }
    if (origin !== entry) {
      throw new Error(
        `TRUSTED_ORIGINS: "${entry}" is not an origin; write scheme, host and port only, e.g. http://localhost:3000`,
      );
    }
  }
  return [...new Set(origins)];
}
