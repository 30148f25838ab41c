import { originError } from '@wizyta/core';

/**
 * Reads `TRUSTED_ORIGINS`: a comma-separated list of exact origins
 * (`http://localhost:3000,https://staging.partner.pl`) that the sample backend trusts beside its
 * own partner origin, so a partner developer's own page can carry the widget. Each entry must pass
 * core's `originError` — a bare origin, no path, no wildcard, plain http only on the loopback —
 * because every use of the list is an exact string match (CORS, `frame-ancestors`, the frame's
 * message checks, payment return URLs) and each brand's config.json is checked by the same rule.
 * Anything else stops the server with a message naming the entry.
 */
export function parseTrustedOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of origins) {
    const problem = originError(entry);
    if (problem !== null) throw new Error(`TRUSTED_ORIGINS: "${entry}": ${problem}`);
  }
  return [...new Set(origins)];
}
