import type { WizytaElementOptions } from '@wizyta/embed';
import type { WizytaBookingProps } from './WizytaBookingProps.js';

type Value = string | number | boolean | object | undefined;

/**
 * Every option of `<wizyta-booking>` and its attribute. Typed against the widget's contract
 * (`WizytaElementOptions`): an option the widget adds fails the typecheck here until it is mapped.
 */
const ATTRIBUTES: { readonly [Option in keyof Required<WizytaElementOptions>]: string } = {
  brand: 'brand',
  configUrl: 'config-url',
  partner: 'partner',
  lang: 'lang',
  mode: 'mode',
  open: 'open',
  theme: 'theme',
  specialization: 'specialization',
  appointmentType: 'appointment-type',
  city: 'city',
  nfz: 'nfz',
  prefill: 'prefill',
  portalUrl: 'portal-url',
  utmSource: 'utm-source',
  utmMedium: 'utm-medium',
  utmCampaign: 'utm-campaign',
  utmTerm: 'utm-term',
  utmContent: 'utm-content',
  dataLayer: 'data-layer',
  reportPrice: 'report-price',
};

/** An option as an attribute value: `true` present (`''`), `false` absent, an object as JSON. */
function attributeValue(value: Value): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The HTML attributes of `<wizyta-booking>` for `props` (strings, as on the server; booleans as
 * present or absent; `prefill` as JSON). The brand goes as it is: the widget checks it against its
 * brand list and says on the console when it does not know it. Pure: runs the same during server
 * rendering and in the browser.
 */
export function bookingAttributes(props: WizytaBookingProps): Record<string, string> {
  const attributes: Record<string, string> = {};
  const own: Array<[string, Value]> = [
    ['id', props.id],
    ['class', props.className],
  ];
  const options = Object.entries(ATTRIBUTES).map(([option, name]): [string, Value] => [
    name,
    props[option as keyof WizytaElementOptions],
  ]);
  for (const [name, value] of [...own, ...options]) {
    const text = attributeValue(value);
    if (text !== undefined) attributes[name] = text;
  }
  return attributes;
}
