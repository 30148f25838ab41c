import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { defaultConfigUrl, SCRIPT_URL } from '../element/scriptUrl';
import { useHostResize } from '../element/useHostResize';
import type { WizytaBookingAttributes } from '../element/WizytaBookingAttributes';
import { dispatchWizytaEvent } from '../events/dispatchWizytaEvent';
import type { WizytaEmit } from '../root/BookingRootProps';
import { createHostSheet } from './createHostSheet';
import { FlowDialog } from './FlowDialog';
import { FrameHost } from './FrameHost';
import { isProviderPage, resolveConfigUrl } from './isProviderPage';

// The flow itself, in the page: only on the provider's own origin (a chunk the partner never loads).
const InlineBooking = lazy(() =>
  import('../element/WizytaBooking').then((m) => ({ default: m.WizytaBooking })),
);

/**
 * The component behind `<wizyta-booking>` in the widget bundle. On a partner page (any origin but
 * the widget script's) the booking runs in the provider's flow frame ({@link FrameHost}), inline or,
 * with `mode="popup"` / `mode="dialog"`, in a native dialog ({@link FlowDialog}); no attribute turns
 * that off. On the provider's own pages the flow may render inline, in the page.
 */
export function WizytaElement(attributes: WizytaBookingAttributes) {
  const root = attributes.container instanceof ShadowRoot ? attributes.container : null;
  const host = root?.host instanceof HTMLElement ? root.host : null;
  const [sheet] = useState(createHostSheet);
  const [inline] = useState(() => isProviderPage(window.location.origin, SCRIPT_URL));
  const mode = attributes.mode?.trim();
  const popup = mode === 'popup' || mode === 'dialog';

  useLayoutEffect(() => {
    if (root && !(inline && !popup)) root.adoptedStyleSheets = [sheet];
  }, [root, sheet, inline, popup]);

  const emit = useCallback<WizytaEmit>(
    (name, payload) => {
      if (host) dispatchWizytaEvent(host, name, payload);
    },
    [host],
  );
  // Inline, the flow's own element reports its size.
  useHostResize(inline && !popup ? null : host, emit);

  if (!host) return null;
  if (inline && !popup) {
    return (
      <Suspense fallback={null}>
        <InlineBooking {...attributes} />
      </Suspense>
    );
  }
  const frame = (
    <FrameHost
      host={host}
      attributes={attributes}
      configUrl={resolveConfigUrl(attributes.configUrl, document.baseURI, defaultConfigUrl())}
      scriptUrl={SCRIPT_URL}
      emit={emit}
      {...(popup ? { onEscape: () => host.removeAttribute('open') } : {})}
    />
  );
  if (!popup) return frame;
  return (
    <FlowDialog
      host={host}
      open={attributes.open !== undefined}
      launcher={mode === 'popup'}
      lang={attributes.lang}
    >
      {frame}
    </FlowDialog>
  );
}
