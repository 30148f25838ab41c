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
] as const satisfies ReadonlyArray<Exclude<keyof WizytaBookingAttributes, 'container'>>;
