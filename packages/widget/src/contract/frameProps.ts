import { ATTRIBUTE_PROPS } from './WizytaBookingAttributes';

/** The attributes the partner page keeps to itself (see {@link FrameAttributeProp}). */
const PAGE_ONLY = [
  'brand',
  'configUrl',
  'portalUrl',
  'mode',
  'open',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'dataLayer',
] as const;

/**
 * The element attributes a partner page hands its flow frame. Not the brand (`brand`,
 * `config-url`: the frame's brand is its `?type`, served by the provider), nor the partner page's
 * own `portal-url`, `mode`, `open` and `data-layer`, nor `utm-*` (the attribution travels in the
 * frame's query, checked: hostAttribution.ts).
 */
export type FrameAttributeProp = Exclude<(typeof ATTRIBUTE_PROPS)[number], (typeof PAGE_ONLY)[number]>;

const NOT_FOR_THE_FRAME: ReadonlySet<string> = new Set(PAGE_ONLY);

/** Every {@link FrameAttributeProp}, in the element's order. */
export const FRAME_PROPS: readonly FrameAttributeProp[] = ATTRIBUTE_PROPS.filter(
  (prop): prop is FrameAttributeProp => !NOT_FOR_THE_FRAME.has(prop),
);

/** `appointmentType` → `appointment-type`: the attribute (and flow-frame query) name of a prop. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
