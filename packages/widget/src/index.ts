// Public API of @wizyta/widget. Importing it defines nothing; `@wizyta/widget/define` (or the
// built wizyta-widget.js) defines <wizyta-booking>.
export { defineWizytaBooking, WIZYTA_BOOKING_TAG } from './element/defineWizytaBooking';
export type { WidgetSettings } from './element/parseWidgetAttributes';
export { parseWidgetAttributes } from './element/parseWidgetAttributes';
export { WizytaBooking } from './element/WizytaBooking';
export type { WizytaBookingAttributes } from './element/WizytaBookingAttributes';
export type { WizytaEventListener } from './events/dispatchWizytaEvent';
export { dispatchWizytaEvent } from './events/dispatchWizytaEvent';
export { installWizytaGlobal } from './events/installWizytaGlobal';
export type {
  WizytaAttribution,
  WizytaEventBase,
  WizytaEventMap,
  WizytaEventName,
  WizytaEventPayload,
  WizytaPaymentStatus,
  WizytaStep,
} from './events/WizytaEventMap';
export { isWizytaEventName, WIZYTA_EVENT_NAMES, WIZYTA_EVENT_VERSION } from './events/WizytaEventMap';
export type { WizytaGlobal, WizytaHandler, WizytaQueuedCall } from './events/WizytaGlobal';
export type { FrameBridge, WizytaFrameMessage, WizytaPrefillMessage } from './frame/createFrameBridge';
export { createFrameBridge } from './frame/createFrameBridge';
export { isTrustedOrigin } from './frame/isTrustedOrigin';
export type { Prefill, PrefillResult } from './frame/PrefillSchema';
export { MAX_PREFILL_CHARS, PrefillSchema, parsePrefill } from './frame/PrefillSchema';
export type { BookingRootProps, SearchDefaults, WizytaEmit } from './root/BookingRootProps';
