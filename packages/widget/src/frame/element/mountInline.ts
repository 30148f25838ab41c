import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BOOKING_STYLESHEET, linkBookingStylesheet } from '../../contract/bookingStylesheet';
import type { InlineView, MountInline } from '../../contract/InlineView';
import { widgetBaseUrl } from '../../contract/scriptUrl';
import type { WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';
import { WizytaBooking } from './WizytaBooking';

/**
 * On the provider's own pages only (a chunk a partner page never loads): the booking flow
 * ({@link WizytaBooking}) rendered inline into the element's shadow root.
 */
export const mountInline: MountInline = (root, attributes): InlineView => {
  const view = createRoot(root as unknown as HTMLElement);
  const render = (next: WizytaBookingAttributes) =>
    view.render(createElement(WizytaBooking, { ...next, container: root }));
  render(attributes);
  return { update: render, dispose: () => view.unmount() };
};

/** {@link mountInline} once the page links the booking stylesheet (bookingStylesheet.ts). */
export function loadMountInline(): Promise<MountInline> {
  return linkBookingStylesheet(document, new URL(BOOKING_STYLESHEET, widgetBaseUrl()).href).then(
    () => mountInline,
  );
}
