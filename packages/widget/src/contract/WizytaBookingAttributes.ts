/**
 * The element's attributes as the widget reads them (camelCased, raw strings: r2wc in the frame,
 * `attributesOf` on the partner page). Partners see them typed, in
 * `WizytaPartnerTypes.ts`'s `WizytaElementOptions`; `partnerTypes.test.ts` keeps the two lists one.
 * `container` is the shadow root r2wc renders into.
 */
export interface WizytaBookingAttributes {
  brand?: string;
  configUrl?: string;
  partner?: string;
  lang?: string;
  specialization?: string;
  appointmentType?: string;
  city?: string;
  nfz?: string;
  prefill?: string;
  portalUrl?: string;
  /** `popup`: a button opening the flow in a dialog; `dialog`: the dialog alone (`Wizyta('open')`). */
  mode?: string;
  /** In the popup and dialog modes: present while the dialog is open. */
  open?: string;
  /** `light` (default), `dark`, or `auto` (follows the reader's `prefers-color-scheme`). */
  theme?: string;
  /**
   * Present: `wizyta:booked` carries the price (which tells an NFZ visit, 0 zł, from a paid one);
   * absent, the default: its `price` is `null`.
   */
  reportPrice?: string;
  /** The booking's attribution (read by the partner page's element, sent in the frame's query). */
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** The `dataLayer` bridge's opt-in (read by the bridge on the partner page). */
  dataLayer?: string;
  container?: HTMLElement | ShadowRoot;
}

/** Every attribute-backed prop, for r2wc's `props` option (all parsed by the widget itself). */
export const ATTRIBUTE_PROPS = [
  'brand',
  'configUrl',
  'partner',
  'lang',
  'specialization',
  'appointmentType',
  'city',
  'nfz',
  'prefill',
  'portalUrl',
  'mode',
  'open',
  'theme',
  'reportPrice',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'dataLayer',
] as const satisfies ReadonlyArray<Exclude<keyof WizytaBookingAttributes, 'container'>>;
