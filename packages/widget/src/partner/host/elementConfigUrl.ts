import { isPartnerType, PARTNER_TYPES } from '@wizyta/core/brands/PARTNER_TYPES';
import type { WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';
import { brandConfigPath } from './brandConfigPath';

/**
 * The `config.json` an element's attributes name, as an absolute URL: `config-url` (an http(s) URL,
 * relative to the page), else `brand` on the widget script's host ({@link brandConfigPath}), else the
 * host's `/config.json`. A brand that is not one of the brand list, or a `config-url` that is not
 * http(s), is an `Error` saying so: the element shows that it cannot start, never another brand.
 */
export function elementConfigUrl(
  attributes: Pick<WizytaBookingAttributes, 'brand' | 'configUrl'>,
  pageUrl: string,
  scriptUrl: string,
): string | Error {
  const configUrl = attributes.configUrl?.trim();
  if (configUrl) {
    try {
      const url = new URL(configUrl, pageUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Reported below, as any other config-url that is no web address.
    }
    return new Error(`config-url "${configUrl}" is not an http(s) URL`);
  }
  const brand = attributes.brand?.trim();
  if (brand === undefined || brand === '') return new URL('/config.json', scriptUrl).href;
  if (!isPartnerType(brand))
    return new Error(`brand "${brand}" is not a brand; the brands are ${PARTNER_TYPES.join(', ')}`);
  return new URL(brandConfigPath(brand), scriptUrl).href;
}
