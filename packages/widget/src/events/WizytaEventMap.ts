/** The version of every host event's `detail`; a breaking change adds new event names instead. */
export const WIZYTA_EVENT_VERSION = 1;

/** Fields every host event's `detail` carries. */
export interface WizytaEventBase {
  /** Payload version ({@link WIZYTA_EVENT_VERSION}); fields are only ever added within a version. */
  readonly v: typeof WIZYTA_EVENT_VERSION;
}

/** A step of the booking flow as the host page sees it. */
export type WizytaStep =
  | 'search'
  | 'slot'
  | 'summary'
  | 'signIn'
  | 'personal'
  | 'symptoms'
  | 'payment'
  | 'confirm'
  | 'result'
  | 'noDoctors';

/** The payment state reported by `wizyta:payment`. */
export type WizytaPaymentStatus = 'pending' | 'accepted' | 'rejected';

/**
 * Every event `<wizyta-booking>` dispatches on itself (`bubbles`, `composed`), keyed by name.
 * The `detail` of each is versioned (`detail.v === 1`).
 */
export interface WizytaEventMap {
  /** The element loaded its configuration and shows the first step. */
  'wizyta:ready': WizytaEventBase & { readonly partner: string | null; readonly lang: 'pl' | 'en' };
  /** The patient reached another step of the flow. */
  'wizyta:step': WizytaEventBase & { readonly step: WizytaStep };
  /** A slot is held for the patient until `expiresAt` (ISO date-time), if known. */
  'wizyta:reserved': WizytaEventBase & {
    readonly start: string;
    readonly appointmentType: string;
    readonly expiresAt: string | null;
  };
  /** The visit is booked: appointment id, start (ISO date-time), type and price in PLN. */
  'wizyta:booked': WizytaEventBase & {
    readonly appointmentId: string;
    readonly start: string;
    readonly appointmentType: string;
    readonly price: number;
  };
  /** The online payment of `appointmentId` changed state. */
  'wizyta:payment': WizytaEventBase & {
    readonly appointmentId: string;
    readonly status: WizytaPaymentStatus;
  };
  /** Something failed; `code` is from the error catalogue, `message` its text in the UI language. */
  'wizyta:error': WizytaEventBase & { readonly code: number; readonly message: string };
  /** The element's rendered height in CSS pixels changed (for iframe hosts sizing the frame). */
  'wizyta:resize': WizytaEventBase & { readonly height: number };
}

/** A host event name. */
export type WizytaEventName = keyof WizytaEventMap;

/** The `detail` of event `Name` without the version field, as code inside the widget passes it. */
export type WizytaEventPayload<Name extends WizytaEventName> = Omit<WizytaEventMap[Name], 'v'>;

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
