// Public API of @wizyta/embed. Importing it does nothing; `loadWizyta()` loads the widget.
export type {
  WizytaAttribution,
  WizytaEventBase,
  WizytaEventMap,
  WizytaEventName,
  WizytaEventVersion,
  WizytaHandler,
  WizytaPaymentStatus,
  WizytaStep,
} from '@wizyta/widget';
export { loadWizyta } from './loadWizyta.js';
export type { LoadWizytaOptions, Wizyta, WizytaOpenOptions } from './Wizyta.js';
export { WIDGET_BASE_URL, WIDGET_MAJOR, widgetLoaderUrl } from './widgetLoaderUrl.js';
