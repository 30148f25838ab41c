import type { Attribution } from '@wizyta/core/attribution/attributionRules';
import { attributeName, FRAME_PROPS } from '../../contract/frameProps';
import { INSTANCE_PARAM, RETURN_VISIT_PARAM } from '../../contract/readPaymentReturn';
import { resolveLang } from '../../contract/resolveLang';
import { widgetBaseUrl } from '../../contract/scriptUrl';
import type { WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';
import { setAttributionQuery } from './hostAttribution';

/**
 * The gateway's return to the partner page, handed to the frame, which asks the server for the
 * outcome with the key it kept itself.
 */
export interface FramePaymentReturn {
  /** The visit the element kept from the frame's hand-off (none where the page's storage failed). */
  readonly appointmentId?: string;
}

/** What the flow frame's address is built from. */
export interface FlowFrameInput {
  /** The brand (`config.json` → `type`). */
  readonly type: string;
  /** The partner page's origin, announced to the frame (a page without `Referer` still gets events). */
  readonly origin: string;
  /** The element's instance name (`instanceOf`): the frame keeps its order under it. */
  readonly instance: string;
  readonly attributes: WizytaBookingAttributes;
  readonly paymentReturn: FramePaymentReturn | null;
  /** The `config-url` the type came from: a brand path of the provider's picks that deployment. */
  readonly configUrl?: string;
  /** The booking's partner and `utm_*`, already checked: they travel in the query. */
  readonly attribution?: Attribution;
}

/**
 * `flow.html` in the widget's folder, with the brand, the language (the element's `lang`, else the
 * partner page's `<html lang>`), the partner page's origin
 * and the element's non-personal attributes in its query, so the frame's first render is already
 * the right one; the element's instance name, under which the frame keeps its order. `prefill` never goes into a URL (it may be personal): it follows in the settings
 * message. On the payment return, the return's marker and the visit's id the element kept.
 */
export function flowFrameUrl(scriptUrl: string, input: FlowFrameInput): string {
  const url = new URL('flow.html', widgetBaseUrl(scriptUrl));
  url.searchParams.set('type', input.type);
  // `/b/general/` is a deployment of its own (the sample's captcha one), not the root config:
  // the frame is told the path, which it takes only as `/b/<type>/config.json` on its own origin.
  const brandConfig = `/b/${input.type}/config.json`;
  if (input.configUrl === new URL(brandConfig, url).href) url.searchParams.set('config', brandConfig);
  url.searchParams.set('lang', resolveLang(input.attributes.lang));
  url.searchParams.set('origin', input.origin);
  url.searchParams.set('instance', input.instance);
  for (const prop of FRAME_PROPS) {
    const value = input.attributes[prop];
    if (prop === 'lang' || prop === 'prefill' || value === undefined || value.length > 256) continue;
    url.searchParams.set(attributeName(prop), value);
  }
  setAttributionQuery(url.searchParams, input.attribution);
  if (input.paymentReturn) {
    url.searchParams.set(INSTANCE_PARAM, input.instance);
    const { appointmentId } = input.paymentReturn;
    if (appointmentId) url.searchParams.set(RETURN_VISIT_PARAM, appointmentId);
  }
  return url.href;
}
