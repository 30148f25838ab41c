import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { WizytaBooking } from '../element/WizytaBooking';
import type { WizytaBookingAttributes } from '../element/WizytaBookingAttributes';

/** The flow rendered in the page itself, re-rendered on each attribute change. */
export interface InlineView {
  update(attributes: WizytaBookingAttributes): void;
  dispose(): void;
}

/**
 * On the provider's own pages only (a chunk a partner page never loads): the booking flow
 * ({@link WizytaBooking}) rendered inline into the element's shadow root.
 */
export function mountInline(root: ShadowRoot, attributes: WizytaBookingAttributes): InlineView {
  const view = createRoot(root as unknown as HTMLElement);
  const render = (next: WizytaBookingAttributes) =>
    view.render(createElement(WizytaBooking, { ...next, container: root }));
  render(attributes);
  return { update: render, dispose: () => view.unmount() };
}
