import type { WizytaEventMap, WizytaEventName, WizytaEventVersion } from './WizytaEventTypes';

export type {
  WizytaAttribution,
  WizytaEventBase,
  WizytaEventMap,
  WizytaEventName,
  WizytaEventVersion,
  WizytaPaymentStatus,
  WizytaStep,
} from './WizytaEventTypes';

/** The version of every host event's `detail`; a breaking change adds new event names instead. */
export const WIZYTA_EVENT_VERSION: WizytaEventVersion = 1;

/**
 * The `detail` of event `Name` without the fields every event gets on dispatch (the version and
 * the instance), as code inside the widget passes it.
 */
export type WizytaEventPayload<Name extends WizytaEventName> = Omit<WizytaEventMap[Name], 'v' | 'instance'>;

/** Every host event name, in the order a patient meets them. */
export const WIZYTA_EVENT_NAMES = [
  'wizyta:ready',
  'wizyta:step',
  'wizyta:reserved',
  'wizyta:booked',
  'wizyta:payment',
  'wizyta:error',
  'wizyta:resize',
] as const satisfies readonly WizytaEventName[];

/** Whether `name` is a host event name (for the `Wizyta('on', …)` API, which takes strings). */
export function isWizytaEventName(name: unknown): name is WizytaEventName {
  return (WIZYTA_EVENT_NAMES as readonly unknown[]).includes(name);
}
