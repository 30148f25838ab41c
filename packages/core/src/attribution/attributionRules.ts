// Zod-free on purpose: the widget's host script on a partner page reads attribution with these
// rules and must not carry a schema library (see readAttribution).

/** The `utm_*` parameters that travel with a booking; nothing else from a page URL does. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** One of {@link UTM_KEYS}. */
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * What an attribution value may look like: 1–64 letters (any script), digits, spaces and `._~+-`.
 * Campaign names fit; an e-mail address, a URL or markup does not (`@`, `/`, `:`, `<` are out), so
 * a page cannot smuggle those into the provider's records.
 */
export const ATTRIBUTION_VALUE = /^[\p{L}\p{N} ._~+-]{1,64}$/u;

/** Nine digits or more once spaces and `._~+-` are taken out: a PESEL, a phone, an account number. */
const LONG_NUMBER = /\p{N}{9,}/u;
/** Two or more capitalised words and nothing else: the shape of a first and last name. */
const NAME_SHAPE = /^\p{Lu}\p{Ll}+(?:[ -]+\p{Lu}\p{Ll}+)+$/u;

/**
 * Whether a value that passes {@link ATTRIBUTION_VALUE} still looks like personal data — a PESEL
 * or a phone number (nine digits or more, separators aside) or a person's name (two or more
 * capitalised words) — which a careless tag or a page's own form may put into a `utm_*` parameter:
 * such a value is dropped, so the provider never stores it with the visit nor echoes it in
 * `wizyta:booked` and the dataLayer. (E-mail addresses fail the pattern already: no `@`.) A
 * campaign written like a name ("Black Friday") is dropped too; campaign values are usually
 * lower-case (`black-friday`).
 */
export function looksPersonal(value: string): boolean {
  return LONG_NUMBER.test(value.replace(/[ ._~+-]/g, '')) || NAME_SHAPE.test(value.trim());
}

/**
 * Whether `value` may travel as attribution under `key`: {@link ATTRIBUTION_VALUE}, nothing that
 * {@link looksPersonal}, and a `partner` id is one word (no spaces).
 */
export function isAttributionValue(value: string, key: 'partner' | 'utm'): boolean {
  return ATTRIBUTION_VALUE.test(value) && !looksPersonal(value) && (key !== 'partner' || !/\s/.test(value));
}

/** Where a booking came from: the partner's id and the campaign parameters (all optional). */
export interface Attribution {
  partner?: string;
  utm?: Partial<Record<UtmKey, string>>;
}
