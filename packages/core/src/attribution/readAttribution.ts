import { type Attribution, isAttributionValue, UTM_KEYS } from './attributionRules';

/** A key attribution is read under: `partner`, or `utm_source` … `utm_content`. */
export type AttributionKey = 'partner' | `utm_${(typeof UTM_KEYS)[number]}`;

/**
 * The attribution of a booking: for `partner` and each `utm_*` key, the value `own`
 * gives (the element's attribute), else the same key of `pageUrl`'s query. A whitelist: no other
 * query parameter is ever read, and a value is kept only when, trimmed, it passes
 * `isAttributionValue` — the character whitelist, nothing that looks like a PESEL, a phone or a
 * name, a one-word partner (a bad value is dropped, it does not fall back to the URL's).
 */
export function readAttribution(
  own: (key: AttributionKey) => string | null | undefined,
  pageUrl: string,
): Attribution {
  let query: URLSearchParams;
  try {
    query = new URL(pageUrl).searchParams;
  } catch {
    query = new URLSearchParams();
  }
  const value = (key: AttributionKey): string | undefined => {
    const raw = (own(key) ?? query.get(key))?.trim();
    return raw && isAttributionValue(raw, key === 'partner' ? 'partner' : 'utm') ? raw : undefined;
  };
  const attribution: Attribution = {};
  const partner = value('partner');
  if (partner) attribution.partner = partner;
  for (const key of UTM_KEYS) {
    const found = value(`utm_${key}`);
    if (found) attribution.utm = { ...attribution.utm, [key]: found };
  }
  return attribution;
}
