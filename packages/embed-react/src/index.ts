// Public API of @wizyta/embed-react.
import './WizytaBookingElement.js';

export type {
  LoadWizytaOptions,
  Wizyta,
  WizytaAppointmentType,
  WizytaBookingAttributes,
  WizytaBookingElement,
  WizytaBookingOptions,
  WizytaBrand,
  WizytaElementOptions,
  WizytaEventMap,
  WizytaEventName,
  WizytaHandler,
  WizytaLang,
  WizytaOpenOptions,
  WizytaPaymentStatus,
  WizytaPrefill,
  WizytaStep,
  WizytaTheme,
} from '@wizyta/embed';
export { loadWizyta } from '@wizyta/embed';
export type { UseWizytaOptions, WizytaControls } from './useWizyta.js';
export { useWizyta } from './useWizyta.js';
export { WizytaBooking } from './WizytaBooking.js';
export type { WizytaBookingProps } from './WizytaBookingProps.js';
export type { WizytaEventProps } from './WizytaEventProps.js';
