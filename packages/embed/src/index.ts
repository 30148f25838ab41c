// Public API of @wizyta/embed. Importing it does nothing; `loadWizyta()` loads the widget.
export type {
  WizytaAppointmentType,
  WizytaAttribution,
  WizytaBookingAttributes,
  WizytaBookingElement,
  WizytaBookingOptions,
  WizytaBrand,
  WizytaElementOptions,
  WizytaEventBase,
  WizytaEventMap,
  WizytaEventName,
  WizytaEventVersion,
  WizytaHandler,
  WizytaLang,
  WizytaOpenOptions,
  WizytaPaymentStatus,
  WizytaPrefill,
  WizytaStep,
  WizytaTheme,
} from '@wizyta/widget';
export { loadWizyta } from './loadWizyta.js';
export type { LoadWizytaOptions, Wizyta } from './Wizyta.js';
export { WIDGET_BASE_URL, WIDGET_MAJOR, widgetLoaderUrl } from './widgetLoaderUrl.js';
