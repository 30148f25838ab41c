import { useApp } from './useApp';

/**
 * The config's `thankYouPage` as an absolute http(s) URL the success page may offer or go to;
 * `null` when unset or not an http(s) URL (a `javascript:` value can never become a link).
 */
export function useThankYouPage(): string | null {
  const { config } = useApp();
  const raw = config.thankYouPage;
  if (!raw) return null;
  return httpUrl(raw, globalThis.location?.href);
}

function httpUrl(raw: string, base: string | undefined): string | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
