import type { LoadWizytaOptions, WizytaElementOptions } from '@wizyta/embed';
import type { WizytaEventProps } from './WizytaEventProps.js';

/**
 * Props of `<WizytaBooking>`: the element's options (each an attribute of `<wizyta-booking>`, typed
 * by the widget's own contract: `brand`, `appointmentType`, `prefill`, `utmSource`, `dataLayer`, …),
 * the loader options and the event props.
 */
export interface WizytaBookingProps extends WizytaElementOptions, LoadWizytaOptions, WizytaEventProps {
  /**
   * The visitor's analytics consent for the `dataLayer` bridge (`Wizyta('consent', …)`, for the whole
   * page): pass your consent banner's answer. Left out, the page's consent is not changed.
   */
  readonly consent?: boolean;
  /** `id` of the element: its instance name, `detail.instance` of its events. */
  readonly id?: string;
  /** `class` of the element. */
  readonly className?: string;
  /** The loader script could not load (network, CSP, integrity); default: logged on the console. */
  readonly onLoadError?: (error: Error) => void;
}
