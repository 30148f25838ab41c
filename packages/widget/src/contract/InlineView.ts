import type { WizytaBookingAttributes } from './WizytaBookingAttributes';

/** The flow rendered in the page itself (the provider's own pages), re-rendered on each attribute change. */
export interface InlineView {
  update(attributes: WizytaBookingAttributes): void;
  dispose(): void;
}

/**
 * Renders the flow inline into an element's shadow root. The partner-page element receives it from
 * the bundle entry (only the provider's own pages load it), so the partner realm never imports the
 * frame's code.
 */
export type MountInline = (root: ShadowRoot, attributes: WizytaBookingAttributes) => InlineView;
