import type { Attribution } from '@wizyta/core/attribution/attributionRules';
import { readAttribution } from '@wizyta/core/attribution/readAttribution';

/**
 * The booking's attribution as the partner page's element sees it: its `partner` and
 * `utm-source` … `utm-content` attributes, else the same keys (`partner`, `utm_source` …) of the
 * page's address. Only those keys, values checked (core's `readAttribution`).
 */
export function hostAttribution(element: Element, pageUrl: string): Attribution {
  return readAttribution((key) => element.getAttribute(key.replace('_', '-')), pageUrl);
}

/**
 * Writes the attribution into the flow frame's query (`partner`, `utm_source` …), where the frame
 * reads it back with the same rule. Campaign parameters name no person, so a URL may carry them.
 */
export function setAttributionQuery(query: URLSearchParams, attribution: Attribution | undefined): void {
  if (attribution?.partner) query.set('partner', attribution.partner);
  for (const [key, value] of Object.entries(attribution?.utm ?? {})) query.set(`utm_${key}`, value);
}
