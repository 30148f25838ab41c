import { ATTRIBUTE_PROPS } from './WizytaBookingAttributes';

/**
 * The element attributes a partner page hands its flow frame. `config-url` is not one (the
 * frame's brand is its `?type`, served by the provider), nor the partner page's own `portal-url`,
 * `mode` and `open`.
 */
export type FrameAttributeProp = Exclude<
  (typeof ATTRIBUTE_PROPS)[number],
  'configUrl' | 'portalUrl' | 'mode' | 'open'
>;

const NOT_FOR_THE_FRAME: ReadonlySet<string> = new Set(['configUrl', 'portalUrl', 'mode', 'open']);

/** Every {@link FrameAttributeProp}, in the element's order. */
export const FRAME_PROPS: readonly FrameAttributeProp[] = ATTRIBUTE_PROPS.filter(
  (prop): prop is FrameAttributeProp => !NOT_FOR_THE_FRAME.has(prop),
);

/** `appointmentType` → `appointment-type`: the attribute (and flow-frame query) name of a prop. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
