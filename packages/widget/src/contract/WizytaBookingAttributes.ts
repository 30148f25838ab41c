/**
 * The element's attributes as r2wc hands them to the component (camelCased, raw strings).
 * `container` is the shadow root r2wc renders into.
 */
export interface WizytaBookingAttributes {
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
  container?: HTMLElement | ShadowRoot;
}

/** Every attribute-backed prop, for r2wc's `props` option (all parsed by the widget itself). */
export const ATTRIBUTE_PROPS = [
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
] as const satisfies ReadonlyArray<Exclude<keyof WizytaBookingAttributes, 'container'>>;
