// The host page's event types: the one source of the partner-facing declarations. Types only,
// no runtime: the build emits this file's declarations into dist/widget/wizyta-booking.d.ts
// (scripts/partnerTypes.mjs), so what partners compile against is what the widget dispatches.

/** The version of every host event's `detail`; a breaking change adds new event names instead. */
export type WizytaEventVersion = 1;

/** Fields every host event's `detail` carries. */
export interface WizytaEventBase {
  /** Payload version; fields are only ever added within a version. */
  readonly v: WizytaEventVersion;
  /**
   * Which `<wizyta-booking>` sent it, when a page has several: the element's `id`, or
   * `wizyta-<n>` (its place among the page's elements). The event's `target` is the element too.
   * Always set by the widget; optional in the type, so details written by hand (tests) still fit.
   */
  readonly instance?: string;
}

/**
 * A step of the booking flow as the host page sees it (the doctor and slot choice is part of
 * `summary`). The same list as the booking screens' `BookingStep`, which forwardBookingEvents.ts
 * checks; written out here so the partner declarations need nothing else.
 */
export type WizytaStep =
  | 'search'
  | 'summary'
  | 'signIn'
  | 'personal'
  | 'symptoms'
  | 'payment'
  | 'confirm'
  | 'result'
  | 'noDoctors';

/**
 * Where a booking came from: the element's `partner` (else the page's `?partner=`) and
 * the page's `utm_*` parameters (else the element's `utm-*` attributes), whitelisted and checked.
 */
export interface WizytaAttribution {
  readonly partner?: string;
  readonly utm?: Readonly<Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>>;
}

/** The payment state reported by `wizyta:payment`. */
export type WizytaPaymentStatus = 'pending' | 'accepted' | 'rejected';

/**
 * Every event `<wizyta-booking>` dispatches on itself (`bubbles`, `composed`), keyed by name.
 * The `detail` of each is versioned (`detail.v === 1`).
 */
export interface WizytaEventMap {
  /** The element loaded its configuration and shows the first step. */
  'wizyta:ready': WizytaEventBase & { readonly partner: string | null; readonly lang: 'pl' | 'en' | 'uk' };
  /** The patient reached another step of the flow. */
  'wizyta:step': WizytaEventBase & { readonly step: WizytaStep };
  /** A slot is held for the patient until `expiresAt` (ISO date-time), if known. */
  'wizyta:reserved': WizytaEventBase & {
    readonly start: string;
    readonly appointmentType: string;
    readonly expiresAt: string | null;
  };
  /**
   * The visit is booked: appointment id, start (ISO date-time), type, the price in PLN only where
   * the element has `report-price` (else `null`: 0 zł would tell an NFZ patient from a paying one),
   * and the partner and `utm_*` values it was booked with (`{}` when there were none); for a
   * visit at a clinic (`STATIONARY`), the clinic's id from `visit-api/anonymous/clinics` (never
   * its address).
   */
  'wizyta:booked': WizytaEventBase & {
    readonly appointmentId: string;
    readonly start: string;
    readonly appointmentType: string;
    readonly price: number | null;
    readonly attribution: WizytaAttribution;
    readonly clinicId?: string;
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

/** A handler registered through `Wizyta('on', name, handler)`. */
export type WizytaHandler<Name extends WizytaEventName = WizytaEventName> = (
  detail: WizytaEventMap[Name],
  event: CustomEvent<WizytaEventMap[Name]>,
) => void;

/** The message the framed widget posts to its trusted parent (exact origin) for each host event. */
export interface WizytaFrameMessage<Name extends WizytaEventName = WizytaEventName> {
  readonly type: Name;
  readonly detail: WizytaEventMap[Name];
}
