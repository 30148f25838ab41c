import { loadWizyta } from '@wizyta/embed';
import { createElement, type ReactElement, useEffect, useRef } from 'react';
import { bookingAttributes } from './bookingAttributes.js';
import { reportLoadError } from './reportLoadError.js';
import { useElementEvents } from './useElementEvents.js';
import type { WizytaBookingProps } from './WizytaBookingProps.js';

/**
 * One `<wizyta-booking>` element, with its attributes from the props and its `wizyta:*` events
 * delivered to `onReady`, `onStep`, `onReserved`, `onBooked`, `onPayment`, `onError`,
 * `onResize` (listeners on this element only). On the server it renders the bare tag; in the
 * browser an effect loads the widget's loader (once per page, {@link loadWizyta}) and, when given,
 * tells it the visitor's analytics `consent`.
 */
export function WizytaBooking(props: WizytaBookingProps): ReactElement {
  const ref = useRef<HTMLElement>(null);
  const { src, version, integrity, onLoadError } = props;
  const onLoadErrorRef = useRef(onLoadError);
  onLoadErrorRef.current = onLoadError;
  useElementEvents(ref, props);
  const { consent } = props;
  useEffect(() => {
    const loading = loadWizyta({ src, version, integrity });
    loading.catch((error: Error) => (onLoadErrorRef.current ?? reportLoadError)(error));
    if (consent !== undefined)
      loading.then(
        (wizyta) => wizyta.consent(consent),
        () => undefined,
      );
  }, [src, version, integrity, consent]);
  return createElement('wizyta-booking', { ...bookingAttributes(props), ref });
}
