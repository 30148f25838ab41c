// Public API of @wizyta/widget. Importing it defines nothing; `@wizyta/widget/define` (or the
// built wizyta-widget.js) defines <wizyta-booking>.

export { isTrustedOrigin } from '@wizyta/core/security';
export type { WizytaEventListener } from './contract/dispatchWizytaEvent';
export { dispatchWizytaEvent } from './contract/dispatchWizytaEvent';
export type { WizytaBookingAttributes } from './contract/WizytaBookingAttributes';
export type {
  WizytaAttribution,
  WizytaEventBase,
  WizytaEventMap,
  WizytaEventName,
  WizytaEventPayload,
  WizytaPaymentStatus,
  WizytaStep,
} from './contract/WizytaEventMap';
export { isWizytaEventName, WIZYTA_EVENT_NAMES, WIZYTA_EVENT_VERSION } from './contract/WizytaEventMap';
export type { WizytaGlobal, WizytaHandler, WizytaQueuedCall } from './contract/WizytaGlobal';
export type { FrameBridge, WizytaFrameMessage, WizytaPrefillMessage } from './frame/bridge/createFrameBridge';
export { createFrameBridge } from './frame/bridge/createFrameBridge';
export { defineWizytaBooking, WIZYTA_BOOKING_TAG } from './frame/element/defineWizytaBooking';
export type { WidgetSettings } from './frame/element/parseWidgetAttributes';
export { parseWidgetAttributes } from './frame/element/parseWidgetAttributes';
export { WizytaBooking } from './frame/element/WizytaBooking';
export type { FlowRootProps, SearchDefaults, WizytaEmit } from './frame/flow/FlowRootProps';
export { installWizytaGlobal } from './partner/global/installWizytaGlobal';
