/**
 * Whether the page runs on the provider's own origin (the widget script's): there the flow may
 * render inline, in the page itself. Every other origin gets the flow frame, whatever its
 * attributes say (DESIGN.md "Where patient data may live").
 */
export function isProviderPage(pageOrigin: string, scriptUrl: string): boolean {
  try {
    return new URL(scriptUrl).origin === pageOrigin;
  } catch {
    return false;
  }
}

/** The `config-url` attribute as an absolute http(s) URL on `base`, else `fallback`. */
export function resolveConfigUrl(raw: string | undefined, base: string, fallback: string): string {
  const trimmed = raw?.trim();
  if (!trimmed) return fallback;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}
