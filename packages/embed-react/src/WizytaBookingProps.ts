import type { LoadWizytaOptions } from '@wizyta/embed';
import type { WizytaEventProps } from './WizytaEventProps.js';

/** Props of `<WizytaBooking>`: the element's attributes, the loader options and the event props. */
export interface WizytaBookingProps extends LoadWizytaOptions, WizytaEventProps {
  /**
   * Brand type (`pzu`, `welbi`): shorthand for `configUrl` = `/b/<brand>/config.json` on the
   * widget's host (`general`: `/config.json`). Without both, the widget's default brand.
   */
  readonly brand?: string;
  /** URL of the brand's `config.json` (wins over `brand`). */
  readonly configUrl?: string;
  /** Your partner id, as agreed with the provider. */
  readonly partner?: string;
  /** UI language (default `pl`). */
  readonly lang?: 'pl' | 'en' | 'uk';
  /** `popup`: a button opening the booking in a dialog; `dialog`: the dialog alone. Default: inline. */
  readonly mode?: 'popup' | 'dialog';
  /** In the popup modes: whether the dialog is open. */
  readonly open?: boolean;
  /** Colour scheme (default: the brand's light theme). */
  readonly theme?: 'light' | 'dark' | 'auto';
  /** Specialization id to preselect. */
  readonly specialization?: string | number;
  /** Communication type to preselect: `CALL`, `HOUSE`, `CHAT`, `VIDEO`, `STATIONARY`, `PRESCRIPTION`. */
  readonly appointmentType?: string;
  /** Town id or slug to preselect. */
  readonly city?: string | number;
  /** The free NFZ visit. */
  readonly nfz?: boolean;
  /** Your own data to prefill (the widget's prefill schema; sent as the `prefill` attribute's JSON). */
  readonly prefill?: Readonly<Record<string, unknown>>;
  /** Where the fallback link points when the widget cannot load. */
  readonly portalUrl?: string;
  /** `id` of the element. */
  readonly id?: string;
  /** `class` of the element. */
  readonly className?: string;
  /** The loader script could not load (network, CSP, integrity); default: logged on the console. */
  readonly onLoadError?: (error: Error) => void;
}
