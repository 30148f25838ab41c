// Public API of @wizyta/embed-react.
export type {
  LoadWizytaOptions,
  WizytaEventMap,
  WizytaEventName,
  WizytaHandler,
  WizytaStep,
} from '@wizyta/embed';
export type { WizytaControls } from './useWizyta.js';
export { useWizyta } from './useWizyta.js';
export { WizytaBooking } from './WizytaBooking.js';
export type { WizytaBookingProps } from './WizytaBookingProps.js';
export type { WizytaEventProps } from './WizytaEventProps.js';
