import { widgetLoaderUrl } from '@wizyta/embed';
import type { WizytaBookingProps } from './WizytaBookingProps.js';

// Brand types are lower-case slugs (`pzu`, `welbi`); anything else cannot name a config path.
const BRAND = /^[a-z0-9-]+$/;

/**
 * The URL of brand `brand`'s `config.json` on the widget's host (`/b/<brand>/config.json`, and
 * `/config.json` for `general`), or undefined when the loader URL options are malformed.
 */
export function brandConfigUrl(brand: string, props: WizytaBookingProps): string | undefined {
  if (!BRAND.test(brand)) return undefined;
  try {
    const loader = widgetLoaderUrl({ src: props.src, version: props.version });
    return new URL(brand === 'general' ? '/config.json' : `/b/${brand}/config.json`, loader).href;
  } catch {
    return undefined;
  }
}

/**
 * The HTML attributes of `<wizyta-booking>` for `props` (strings, as on the server; booleans as
 * present or absent). Pure: runs the same during server rendering and in the browser.
 */
export function bookingAttributes(props: WizytaBookingProps): Record<string, string> {
  const configUrl = props.configUrl ?? (props.brand ? brandConfigUrl(props.brand, props) : undefined);
  const entries: Array<[string, string | number | boolean | undefined]> = [
    ['id', props.id],
    ['class', props.className],
    ['config-url', configUrl],
    ['partner', props.partner],
    ['lang', props.lang],
    ['mode', props.mode],
    ['open', props.open],
    ['theme', props.theme],
    ['specialization', props.specialization],
    ['appointment-type', props.appointmentType],
    ['city', props.city],
    ['nfz', props.nfz],
    ['prefill', props.prefill ? JSON.stringify(props.prefill) : undefined],
    ['portal-url', props.portalUrl],
  ];
  const attributes: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (value === undefined || value === false) continue;
    attributes[name] = value === true ? '' : String(value);
  }
  return attributes;
}
