// Zod-free on purpose: the widget's host script on a partner page reads attribution with these
// rules and must not carry a schema library (see readAttribution).

/** The `utm_*` parameters that travel with a booking (issue 16); nothing else from a page URL does. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** One of {@link UTM_KEYS}. */
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * What an attribution value may look like: 1–64 letters (any script), digits, spaces and `._~+-`.
 * Campaign names fit; an e-mail address, a URL or markup does not (`@`, `/`, `:`, `<` are out), so
 * a page cannot smuggle those into the provider's records.
 */
export const ATTRIBUTION_VALUE = /^[\p{L}\p{N} ._~+-]{1,64}$/u;

/** Where a booking came from: the partner's id and the campaign parameters (all optional). */
export interface Attribution {
  partner?: string;
  utm?: Partial<Record<UtmKey, string>>;
}
