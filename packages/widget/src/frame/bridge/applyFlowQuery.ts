import { isLocale } from '@wizyta/core';
import { isPartnerType } from '@wizyta/core/brands/PARTNER_TYPES';
import { attributeName, FRAME_PROPS } from '../../contract/frameProps';
import { INSTANCE_NAME } from '../../contract/instanceOf';

/**
 * The flow frame's query as its element's attributes: `type` (with `config` for `/b/general/`)
 * picks the brand's `config.json` on this (the provider's) origin — never a URL from the query —,
 * `lang` also sets the document's language, and the partner's non-personal attributes (`partner`,
 * `city`, `specialization`, `appointment-type`, `nfz`) apply from the first render, and the
 * `instance` of the partner page's element becomes this element's id. The element parses and
 * checks them all.
 */
export function applyFlowQuery(doc: Document, href: string): void {
  const element = doc.querySelector('wizyta-booking');
  if (!element) return;
  const query = new URL(href).searchParams;
  const type = query.get('type');
  // General's config is the root one, unless the partner's element named `/b/general/` (the host
  // sends that path as `config`): only a brand path on this origin, never another URL.
  const brandConfig = type && isPartnerType(type) ? `/b/${type}/config.json` : null;
  if (brandConfig && (type !== 'general' || query.get('config') === brandConfig))
    element.setAttribute('config-url', new URL(brandConfig, href).href);
  for (const prop of FRAME_PROPS) {
    const value = query.get(attributeName(prop));
    if (value !== null && prop !== 'prefill') element.setAttribute(attributeName(prop), value);
  }
  const lang = query.get('lang');
  if (isLocale(lang)) doc.documentElement.lang = lang;
  // The partner page's element's instance name, as this element's id: its order's storage keys.
  const instance = query.get('instance');
  if (instance && INSTANCE_NAME.test(instance)) element.id = instance;
}
